/**
 * `/login/verify`: the second step of a sign-in with MFA (spec §2 'Verification screens'). The code was sent by the
 * password step (decision 097), so the page opens on the code entry with the expiry in the person's own zone; opening or
 * reloading it sends nothing. Only when that send was refused does it show the start screen's Send Code.
 */
import { muiRoute } from '../../components/MuiScope';
import { Box, Button, Link as MuiLink, Paper, Typography } from '@mui/material';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { Form, Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { LOGIN_PATH } from '../../../domain/guard';
import { Messages } from '../../../domain/messages';
import type { Role } from '../../../domain/roles';
import { isCompleteCode, isExpired, remainingMs } from '../../../domain/mfa';
import { CONFIRM_INTENT, CodeScreen, RESEND_INTENT, SEND_INTENT, StartScreen } from '../../features/verification/Verification';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { completeSignIn } from '../../platform/auth.server';
import { confirmCode, sendCode } from '../../features/verification/mfa.server';
import { withServiceBanner } from '../../platform/shell.server';
import { rememberTokenCookie } from '../../platform/trusted.server';
import { requireAccess } from '../../platform/viewer.server';

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

export async function action({ request, context }: ActionFunctionArgs) {
  await withServiceBanner(() => requireAccess(request, context));
  const session = context.session;
  const pending = session.get('pendingMfa');
  if (!pending) throw redirect(LOGIN_PATH);
  const form = await request.formData();
  const intent = form.get('intent');

  if (intent === CANCEL_INTENT) {
    session.set({ pendingMfa: undefined });
    throw redirect(LOGIN_PATH);
  }

  const signInOver = (message: string) => {
    session.set({ pendingMfa: undefined });
    session.flash('danger', message);
    return redirect(LOGIN_PATH);
  };

  if (intent === SEND_INTENT || intent === RESEND_INTENT) {
    const remember = form.get('remember') === 'on';
    const sent = await sendCode(context, { mfaPreference: pending.preference, confirmType: 'authorization', mfaToken: pending.token });
    if (!sent.ok) {
      if (sent.signInExpired) throw signInOver(sent.message);
      return data({ error: sent.message }, { status: 400 });
    }
    session.set({ pendingMfa: { ...pending, remember, expiresAt: sent.value.expiresAt, contact: sent.value.mfaContact, timeZone: sent.value.timeZone, sendError: undefined } });
    session.flash('success', Messages.codeSent);
    throw redirect(HERE);
  }

  if (intent === CONFIRM_INTENT) {
    const code = String(form.get('code') ?? '').trim();
    if (!pending.expiresAt) throw redirect(HERE);
    // The server decides; this only saves a round trip for what is certainly wrong.
    if (isExpired(pending.expiresAt, new Date())) return data({ error: Messages.codeExpired }, { status: 400 });
    if (!isCompleteCode(code)) return data({ error: Messages.codeFormat }, { status: 400 });
    // "Remember me" sits beside the code now (no start screen): what the form posts is the person's choice.
    const remember = form.get('remember') === 'on';
    if (remember !== pending.remember) session.set({ pendingMfa: { ...pending, remember } });
    const confirmed = await confirmCode(context, {
      code,
      email: pending.email,
      isRemember: remember,
      confirmType: 'authorization',
      mfaToken: pending.token,
    });
    if (!confirmed.ok) {
      if (confirmed.signInExpired) throw signInOver(confirmed.message);
      return data({ error: confirmed.message }, { status: 400 });
    }
    const { accessToken, refreshToken, rememberToken } = confirmed.value;
    if (!accessToken || !refreshToken) return data({ error: Messages.somethingWentWrong }, { status: 400 });
    const result = await withServiceBanner(() =>
      completeSignIn(
        context,
        { accessToken, refreshToken, id: pending.userId, role: pending.role as Role, email: pending.email, phoneNumber: pending.phoneNumber },
        pending.redirectTo,
      ),
    );
    if ('message' in result) return data({ error: result.message }, { status: 400 });
    const headers = rememberToken ? { 'Set-Cookie': await rememberTokenCookie(rememberToken) } : undefined;
    throw redirect(result.redirectTo, { headers });
  }
  throw redirect(HERE);
}

export default function VerifySignIn() {
  const { contact, expiresAt, remainingMs: left, timeZone, sendError, remember } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData && 'error' in actionData ? actionData.error : null;
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto' }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          {Messages.verifyAccountTitle}
        </Typography>
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
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
