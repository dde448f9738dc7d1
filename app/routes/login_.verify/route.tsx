/**
 * `/login/verify`: the second step of a sign-in with MFA (spec §2 'Verification screens'). The code was sent by the
 * password step (decision 097), so the page opens on the code entry with the expiry in the person's own zone; opening or
 * reloading it sends nothing. Only when that send was refused does it show the start screen's Send Code.
 */
import { muiRoute } from '../../components/MuiScope';
import { Button, Link as MuiLink, Typography } from '@mui/material';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { Form, Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { LOGIN_PATH } from '../../../domain/guard';
import { Messages } from '../../../domain/messages';
import type { Role } from '../../../domain/roles';
import { codeStepButtonSchema, confirmCodeSchema, isCompleteCode, isExpired, remainingMs, sendCodeSchema } from '../../../domain/mfa';
import { CONFIRM_INTENT, CodeScreen, RESEND_INTENT, SEND_INTENT, StartScreen } from '../../features/verification/Verification';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { completeSignIn } from '../../platform/auth.server';
import { confirmCode, sendCode } from '../../features/verification/mfa.server';
import { withServiceBanner } from '../../platform/shell.server';
import { FormRefusal, formActions, intentForm } from '../../platform/form-action.server';
import { refusalMessage } from '../../platform/form-answers';
import { rememberTokenCookie } from '../../platform/trusted.server';
import { requireAccess } from '../../platform/viewer.server';
import { CardPage } from '../../components/CardPage';

const HERE = '/login/verify';
const CANCEL_INTENT = 'cancel';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await withServiceBanner(() => requireAccess(request, context));
  const pending = context.session.get('pendingMfa');
  if (!pending) throw redirect(LOGIN_PATH);
  const now = new Date();
  return {
    contact: pending.contact,
    expiresAt: pending.expiresAt,
    remainingMs: pending.expiresAt ? remainingMs(pending.expiresAt, now) : 0,
    timeZone: pending.timeZone ?? null,
    sendError: pending.sendError ?? null,
    remember: pending.remember,
  };
}

export function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const session = context.session;
  // The guard has made sure a sign-in waits for its code.
  const pending = () => session.get('pendingMfa')!;
  const refused = (message: string) => new FormRefusal({ formErrors: [message] });
  const signInOver = (message: string) => {
    session.set({ pendingMfa: undefined });
    session.flash('danger', message);
    return redirect(LOGIN_PATH);
  };
  const send = intentForm({
    schema: sendCodeSchema,
    save: async ({ remember }) => {
      const step = pending();
      const sent = await sendCode(context, { mfaPreference: step.preference, confirmType: 'authorization', mfaToken: step.token });
      if (!sent.ok) throw sent.signInExpired ? signInOver(sent.message) : refused(sent.message);
      session.set({ pendingMfa: { ...step, remember, expiresAt: sent.value.expiresAt, contact: sent.value.mfaContact, timeZone: sent.value.timeZone, sendError: undefined } });
    },
    success: Messages.codeSent,
    redirectTo: HERE,
  });
  return formActions(
    args,
    {
      [CANCEL_INTENT]: intentForm({
        schema: codeStepButtonSchema,
        save: async () => session.set({ pendingMfa: undefined }),
        success: false,
        redirectTo: LOGIN_PATH,
      }),
      [SEND_INTENT]: send,
      [RESEND_INTENT]: send,
      [CONFIRM_INTENT]: intentForm({
        schema: confirmCodeSchema,
        save: async ({ code, remember }) => {
          const step = pending();
          if (!step.expiresAt) throw redirect(HERE);
          // The server decides; this only saves a round trip for what is certainly wrong.
          if (isExpired(step.expiresAt, new Date())) throw refused(Messages.codeExpired);
          if (!isCompleteCode(code)) throw refused(Messages.codeFormat);
          // "Remember me" sits beside the code now (no start screen): what the form posts is the person's choice.
          if (remember !== step.remember) session.set({ pendingMfa: { ...step, remember } });
          const confirmed = await confirmCode(context, { code, email: step.email, isRemember: remember, confirmType: 'authorization', mfaToken: step.token });
          if (!confirmed.ok) throw confirmed.signInExpired ? signInOver(confirmed.message) : refused(confirmed.message);
          const { accessToken, refreshToken, rememberToken } = confirmed.value;
          if (!accessToken || !refreshToken) throw refused(Messages.somethingWentWrong);
          const result = await completeSignIn(
            context,
            { accessToken, refreshToken, id: step.userId, role: step.role as Role, email: step.email, phoneNumber: step.phoneNumber },
            step.redirectTo,
          );
          if ('message' in result) throw refused(result.message);
          // Signed in: the session changes and the remember-me cookie goes with the redirect the save throws.
          const headers = rememberToken ? { 'Set-Cookie': await rememberTokenCookie(rememberToken) } : undefined;
          throw redirect(result.redirectTo, { headers });
        },
        success: false,
      }),
    },
    {
      guard: async () => {
        await requireAccess(request, context);
        if (!session.get('pendingMfa')) throw redirect(LOGIN_PATH);
      },
    },
  );
}

export default function VerifySignIn() {
  const { contact, expiresAt, remainingMs: left, timeZone, sendError, remember } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData ? refusalMessage(actionData) : null;
  return (
    <CardPage maxWidth={480} title={Messages.verifyAccountTitle}>
      {expiresAt ? (
        <CodeScreen contact={contact} expiresAt={expiresAt} remainingMs={left} error={error} timeZone={timeZone} remember={remember} />
      ) : (
        <StartScreen contact={contact} showRemember error={error ?? sendError} />
      )}
      <Form method="post" style={{ marginTop: 16 }}>
        <input type="hidden" name="intent" value={CANCEL_INTENT} />
        <Button type="submit" variant="text">
          Sign in as someone else
        </Button>
      </Form>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        No code? Check the address above, or{' '}
        <MuiLink component={RemixLink} to="/reset-password" underline="always">
          reset your password
        </MuiLink>
        .
      </Typography>
    </CardPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
