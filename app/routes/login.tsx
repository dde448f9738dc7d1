/** `/login`: sign-in with e-mail and password (spec §2, §5); works with and without JavaScript. */
import { muiRoute } from '../components/MuiScope';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Alert, Box, Button, Link as MuiLink, Paper, Typography } from '@mui/material';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '../services/redirect.server';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { PRODUCT_NAME } from '../../domain/product';
import { loginSchema } from '../../domain/validation';
import { ConformTextField } from '../components/Fields';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { signIn } from '../services/auth.server';
import { withServiceBanner } from '../services/shell.server';
import { readRememberToken } from '../services/trusted.server';
import { requireAccess } from '../services/viewer.server';

const VERIFY_PATH = '/login/verify';

export function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get('redirectTo') ?? '';
  return { redirectTo };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // A signed-in user posting here goes to /error-401, as when opening the page.
  await withServiceBanner(() => requireAccess(request, context));
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: ['password'] }), { status: 400 });
  }
  const result = await signIn(request, context, submission.value.redirectTo, await readRememberToken(request));
  if ('mfa' in result) throw redirect(VERIFY_PATH);
  if ('message' in result) {
    return data(submission.reply({ formErrors: [result.message], hideFields: ['password'] }), { status: 400 });
  }
  throw redirect(result.redirectTo);
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'login',
    lastResult,
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const submitting = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login');

  return (
    <Box sx={{ maxWidth: 440, mx: 'auto' }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          Sign in
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Welcome back to {PRODUCT_NAME}.{' '}
          {/* Above the fields: their blur messages must not move the link under the pointer. */}
          <MuiLink component={RemixLink} to="/reset-password" underline="always">
            Forgot your password?
          </MuiLink>
        </Typography>
        <Form method="post" {...getFormProps(form)} noValidate>
          {form.errors?.length ? (
            <Alert severity="error" role="alert" id={form.errorId} sx={{ my: 2 }}>
              {form.errors[0]}
            </Alert>
          ) : null}
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <ConformTextField field={fields.email} type="email" label="Email" autoComplete="username" required autoFocus />
          <ConformTextField field={fields.password} type="password" label="Password" autoComplete="current-password" required />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 2 }}>
            {submitting ? 'Signing in…' : 'Sign In'}
          </Button>
        </Form>

      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
