/** `/login`: sign-in with e-mail and password (spec §2, §5); works with and without JavaScript. */
import { getFormProps, useForm, type FieldMetadata } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { PRODUCT_NAME } from '../../../domain/product';
import { href } from '../../../domain/routes';
import { loginSchema } from '../../../domain/validation';
import { page } from '../../components/chrome-styles';
import { Alert, TextField, buttonClass } from '../../components/Plain';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { signIn } from '../../platform/auth.server';
import { sendSignInCode } from '../../features/verification/mfa.server';
import { FormRefusal, formAction } from '../../platform/form-action.server';
import { readRememberToken } from '../../platform/trusted.server';
import { requireAccess } from '../../platform/viewer.server';

const VERIFY_PATH = '/login/verify';

export function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get('redirectTo') ?? '';
  return { redirectTo };
}

export function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  // The form is read from a copy: the sign-in strategy reads the posted body itself, from the request.
  return formAction(
    { ...args, request: request.clone() },
    {
      // A signed-in user posting here goes to /error-401, as when opening the page.
      guard: () => requireAccess(request, context),
      schema: loginSchema,
      // The fields' own messages alone: the form's banner is kept for a refused sign-in.
      formLevel: false,
      hideFields: ['password'],
      save: async ({ redirectTo }) => {
        const result = await signIn(request, context, redirectTo, await readRememberToken(request));
        if ('mfa' in result) {
          // The code goes now, once: the verification page never sends one by being opened (reload, back).
          await sendSignInCode(context);
          throw redirect(VERIFY_PATH);
        }
        if ('message' in result) throw new FormRefusal({ formErrors: [result.message] });
        return result;
      },
      success: false,
      redirectTo: (_value, signedIn) => signedIn.redirectTo,
    },
  );
}

/** A plain field's id, name and error from conform's field (the password is never sent back: no default value). */
function wired(field: FieldMetadata<string | undefined>) {
  return { id: field.id, name: field.name, error: field.errors?.[0], errorId: field.errorId };
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
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

  // Plain elements drawn by the stylesheet (decision 040): the login page loads no MUI or Emotion in the browser.
  return (
    <div className={page.signIn}>
      <h1 className={page.h1}>Sign in</h1>
      <p className={`${page.text} ${page.lead}`}>
        Welcome back to {PRODUCT_NAME}.{' '}
        {/* Above the fields: their blur messages must not move the link under the pointer. */}
        <RemixLink to="/reset-password" className={page.underline}>
          Forgot your password?
        </RemixLink>
      </p>
      {/* Above the fields too, for the same reason. */}
      <p className={`${page.text} ${page.lead}`}>
        New to {PRODUCT_NAME}?{' '}
        <RemixLink to={href('registration.business')} className={page.underline}>
          Create an account
        </RemixLink>
      </p>
      <Form method="post" {...getFormProps(form)} noValidate className={page.column}>
        {form.errors?.length ? (
          <Alert severity="error" role="alert" id={form.errorId} className={page.spaced}>
            {form.errors[0]}
          </Alert>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          key={fields.email.key}
          {...wired(fields.email)}
          type="email"
          label="Email"
          defaultValue={fields.email.initialValue as string | undefined}
          autoComplete="username"
          required
          autoFocus
        />
        <TextField
          key={fields.password.key}
          {...wired(fields.password)}
          type="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className={`${buttonClass({ variant: 'contained', size: 'large' })} ${page.submit}`} disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign In'}
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
