/**
 * `/reset-password`: ask for a link by e-mail (the same answer whether or not the account exists), then, from
 * the link, choose a new password under the spec's rules. The link works once, for 1 hour.
 */
import { muiRoute } from '../../components/MuiScope';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Alert, Button, Link as MuiLink, Typography } from '@mui/material';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ErrorCodes } from '../../../domain/errors';
import { LOGIN_PATH } from '../../../domain/guard';
import { Messages } from '../../../domain/messages';
import { resetPasswordSchema, resetRequestSchema } from '../../../domain/validation';
import { ConformTextField } from '../../components/Fields';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { ApiError, callApiAnonymous } from '../../platform/api.server';
import { withServiceBanner } from '../../platform/shell.server';
import { apiErrorMessage, formActions } from '../../platform/form-action.server';
import { type FormActionData } from '../../platform/form-answers';
import { authGraphql } from '../../graphql/auth';
import { CardPage } from '../../components/CardPage';

const CHECK_QUERY = authGraphql(`
  query CheckResetToken($input: CheckResetTokenInput!) {
    checkResetToken(input: $input) {
      account
      email
    }
  }
`);
const REQUEST_MUTATION = authGraphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      status
      message
    }
  }
`);
const RESET_MUTATION = authGraphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      status
      message
    }
  }
`);

const REQUEST_INTENT = 'request';
const RESET_INTENT = 'reset';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { token: null, account: null, email: null, invalid: false };
  return withServiceBanner(async () => {
    try {
      const { checkResetToken } = await callApiAnonymous(context, {
        document: CHECK_QUERY,
        variables: { input: { token } },
      });
      return { token, account: checkResetToken.account, email: checkResetToken.email, invalid: false };
    } catch (error) {
      if (error instanceof ApiError) return { token: null, account: null, email: null, invalid: true };
      throw error;
    }
  });
}

/** What the request form answers in place: the e-mail is sent (or not: the same words either way) and the form is emptied. */
type RequestSent = FormActionData & { sent: string };
const sentOf = (answer: unknown): string | null => (answer && typeof answer === 'object' && 'sent' in answer ? (answer as RequestSent).sent : null);

// A public auth page: its forms show their field errors alone, the banner is for the API's refusals (formLevel: false).
export const action = (args: ActionFunctionArgs) =>
  formActions(
    args,
    {
      [RESET_INTENT]: {
        schema: resetPasswordSchema,
        formLevel: false,
        hideFields: ['newPassword', 'confirmPassword'],
        save: ({ token, newPassword }) => callApiAnonymous(args.context, { document: RESET_MUTATION, variables: { input: { token, newPassword } } }),
        success: Messages.passwordReset,
        redirectTo: LOGIN_PATH,
        refused: (error) => (error.code === ErrorCodes.validation ? { fieldErrors: { newPassword: [error.message] } } : { formErrors: [apiErrorMessage(error)] }),
      },
      [REQUEST_INTENT]: {
        schema: resetRequestSchema,
        formLevel: false,
        save: ({ email }) => callApiAnonymous(args.context, { document: REQUEST_MUTATION, variables: { input: { email } } }),
        success: false,
        refused: (error) => ({ formErrors: [error.message] }),
        answer: (_saved, _value, reply): RequestSent => ({ intent: REQUEST_INTENT, result: reply({ resetForm: true }), sent: Messages.resetRequested }),
      },
    },
    { guard: async () => undefined },
  );

function RequestForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'reset-request',
    lastResult: actionData?.intent === REQUEST_INTENT ? actionData.result : undefined,
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate>
      {sentOf(actionData) ? (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {sentOf(actionData)}
        </Alert>
      ) : null}
      {form.errors?.length ? (
        <Alert severity="error" role="alert" id={form.errorId} sx={{ my: 2 }}>
          {form.errors[0]}
        </Alert>
      ) : null}
      <Typography sx={{ mb: 1 }}>Enter the e-mail of your account and we will send you a link to choose a new password.</Typography>
      <input type="hidden" name="intent" value={REQUEST_INTENT} />
      <ConformTextField field={fields.email} type="email" label="Email" autoComplete="username" required autoFocus />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={navigation.state === 'submitting'}>
        Send reset link
      </Button>
    </Form>
  );
}

function NewPasswordForm({ token, account, email }: { token: string; account: string; email: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.intent === RESET_INTENT ? actionData.result : undefined,
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate>
      {form.errors?.length ? (
        <Alert severity="error" role="alert" id={form.errorId} sx={{ my: 2 }}>
          {form.errors[0]}
        </Alert>
      ) : null}
      <Typography sx={{ mb: 1 }}>
        Choose a new password for <strong>{account}</strong> (<span data-testid="reset-email">{email}</span>).
      </Typography>
      <input type="hidden" name="intent" value={RESET_INTENT} />
      <input type="hidden" name="token" value={token} />
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <ConformTextField field={fields.newPassword} type="password" label="New password" autoComplete="new-password" required autoFocus />
      <ConformTextField field={fields.confirmPassword} type="password" label="Confirm new password" autoComplete="new-password" required />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={navigation.state === 'submitting'}>
        Reset password
      </Button>
    </Form>
  );
}

export default function ResetPassword() {
  const { token, account, email, invalid } = useLoaderData<typeof loader>();
  return (
    <CardPage maxWidth={480} title="Reset password">
      {invalid ? (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {Messages.resetLinkInvalid}
        </Alert>
      ) : null}
      {token && account && email ? <NewPasswordForm token={token} account={account} email={email} /> : <RequestForm />}
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        <MuiLink component={RemixLink} to={LOGIN_PATH}>
          Back to sign in
        </MuiLink>
      </Typography>
    </CardPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
