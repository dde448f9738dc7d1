/**
 * `/setup-verification`: the blocking dialog 'MFA to get an access to Setup Pages' (screen title 'You need
 * to double authenticate'). Rendered by the server as a page, so it works without JavaScript; a confirmed
 * code grants 1 hour and returns the user to the page they were going to.
 */
import { muiRoute } from '../../components/MuiScope';
import { Box, Button, Paper, Typography } from '@mui/material';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { safeRedirectTarget } from '../../../domain/guard';
import { Messages } from '../../../domain/messages';
import { isCompleteCode, isExpired, needsSetupVerification, remainingMs, type MfaPreference } from '../../../domain/mfa';
import { CONFIRM_INTENT, CodeScreen, RESEND_INTENT, SEND_INTENT, StartScreen } from '../../features/verification/Verification';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { callApi } from '../../platform/api.server';
import { confirmCode, sendCode } from '../../features/verification/mfa.server';
import { withServiceBanner } from '../../platform/shell.server';
import { forgetViewer, landingFor, requireViewer } from '../../platform/viewer.server';
import { authGraphql } from '../../graphql/auth';

const CONTACT_QUERY = authGraphql(`
  query SetupContact {
    userProfileInfo {
      mfaContact
      mfaPreference
    }
  }
`);

function targetOf(request: Request): string | null {
  return safeRedirectTarget(new URL(request.url).searchParams.get('redirectTo'));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { viewer, user } = await requireViewer(request, context);
    const target = targetOf(request) ?? landingFor(user);
    const needed = needsSetupVerification({
      isMFA: viewer.isMFA,
      role: viewer.role,
      isBusinessRegistered: viewer.isBusinessRegistered,
      setupExpiredAt: viewer.setupExpiredAt,
      now: new Date(),
    });
    if (!needed) throw redirect(target);
    const { userProfileInfo } = await callApi(context, {
      document: CONTACT_QUERY,
    });
    const step = context.session.get('codeStep');
    const live = step?.purpose === 'setup' ? step : null;
    return {
      contact: live?.contact ?? userProfileInfo.mfaContact ?? '',
      expiresAt: live?.expiresAt ?? null,
      remainingMs: live ? remainingMs(live.expiresAt, new Date()) : 0,
      cancelTo: landingFor(user),
    };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    const { viewer, user } = await requireViewer(request, context);
    const session = context.session;
    const here = new URL(request.url);
    const form = await request.formData();
    const intent = form.get('intent');
    const preference: MfaPreference = viewer.mfaPreference === 'phoneNumber' ? 'phoneNumber' : 'email';

    if (intent === SEND_INTENT || intent === RESEND_INTENT) {
      const sent = await sendCode(context, { mfaPreference: preference, confirmType: 'setup' });
      if (!sent.ok) return data({ error: sent.message }, { status: 400 });
      session.set({ codeStep: { purpose: 'setup', expiresAt: sent.value.expiresAt, contact: sent.value.mfaContact, preference, enable: true } });
      session.flash('success', Messages.codeSent);
      throw redirect(here.pathname + here.search);
    }
    if (intent === CONFIRM_INTENT) {
      const step = session.get('codeStep');
      const code = String(form.get('code') ?? '').trim();
      if (!step || step.purpose !== 'setup') throw redirect(here.pathname + here.search);
      if (isExpired(step.expiresAt, new Date())) return data({ error: Messages.codeExpired }, { status: 400 });
      if (!isCompleteCode(code)) return data({ error: Messages.codeFormat }, { status: 400 });
      const confirmed = await confirmCode(context, { code, confirmType: 'setup' });
      if (!confirmed.ok) return data({ error: confirmed.message }, { status: 400 });
      session.set({ codeStep: undefined });
      forgetViewer(context);
      session.flash('success', Messages.setupAccessGranted);
      throw redirect(targetOf(request) ?? landingFor(user));
    }
    throw redirect(here.pathname + here.search);
  });
}

export default function SetupVerification() {
  const { contact, expiresAt, remainingMs: left, cancelTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData && 'error' in actionData ? actionData.error : null;
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {Messages.setupMfaScreenTitle}
      </Typography>
      {/* The blocking dialog, drawn by the server over the page so it needs no script. */}
      <Box sx={{ position: 'relative', py: 4, display: 'grid', placeItems: 'center', bgcolor: 'rgba(15, 23, 42, 0.06)', borderRadius: 2 }}>
        <Paper role="dialog" aria-modal="true" aria-labelledby="setup-mfa-title" elevation={8} sx={{ p: { xs: 3, sm: 4 }, maxWidth: 520, width: '100%' }}>
          <Typography variant="h2" id="setup-mfa-title" gutterBottom>
            {Messages.setupMfaDialogTitle}
          </Typography>
          {expiresAt ? (
            <CodeScreen contact={contact} expiresAt={expiresAt} remainingMs={left} error={error} />
          ) : (
            <StartScreen contact={contact} showRemember={false} error={error} />
          )}
          <Button component={RemixLink} to={cancelTo} sx={{ mt: 2 }}>
            Cancel
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
