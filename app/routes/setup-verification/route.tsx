/**
 * `/setup-verification`: the blocking dialog 'MFA to get an access to Setup Pages' (screen title 'You need
 * to double authenticate'). Rendered by the server as a page, so it works without JavaScript; a confirmed
 * code grants 1 hour and returns the user to the page they were going to.
 */
import { muiRoute } from '../../components/MuiScope';
import { Box, Button, Paper, Typography } from '@mui/material';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { safeRedirectTarget } from '../../../domain/guard';
import { Messages } from '../../../domain/messages';
import { confirmCodeSchema, isCompleteCode, isExpired, needsSetupVerification, remainingMs, sendCodeSchema, type MfaPreference } from '../../../domain/mfa';
import { CONFIRM_INTENT, CodeScreen, RESEND_INTENT, SEND_INTENT, StartScreen } from '../../features/verification/Verification';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { callApi } from '../../platform/api.server';
import { confirmCode, sendCode } from '../../features/verification/mfa.server';
import { withServiceBanner } from '../../platform/shell.server';
import { FormRefusal, formActions, intentForm } from '../../platform/form-action.server';
import { refusalMessage } from '../../platform/form-answers';
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

export function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const session = context.session;
  const here = new URL(request.url);
  const again = here.pathname + here.search;
  // Who posted, set by the guard: the saves read the viewer's MFA preference and landing page.
  let signedIn: Awaited<ReturnType<typeof requireViewer>> | undefined;
  const viewer = () => signedIn!;
  const refused = (message: string) => new FormRefusal({ formErrors: [message] });
  const send = intentForm({
    schema: sendCodeSchema,
    save: async () => {
      const preference: MfaPreference = viewer().viewer.mfaPreference === 'phoneNumber' ? 'phoneNumber' : 'email';
      const sent = await sendCode(context, { mfaPreference: preference, confirmType: 'setup' });
      if (!sent.ok) throw refused(sent.message);
      session.set({ codeStep: { purpose: 'setup', expiresAt: sent.value.expiresAt, contact: sent.value.mfaContact, preference, enable: true } });
    },
    success: Messages.codeSent,
    redirectTo: again,
  });
  return formActions(
    args,
    {
      [SEND_INTENT]: send,
      [RESEND_INTENT]: send,
      [CONFIRM_INTENT]: intentForm({
        schema: confirmCodeSchema,
        save: async ({ code }) => {
          const step = session.get('codeStep');
          if (!step || step.purpose !== 'setup') throw redirect(again);
          if (isExpired(step.expiresAt, new Date())) throw refused(Messages.codeExpired);
          if (!isCompleteCode(code)) throw refused(Messages.codeFormat);
          const confirmed = await confirmCode(context, { code, confirmType: 'setup' });
          if (!confirmed.ok) throw refused(confirmed.message);
          session.set({ codeStep: undefined });
          forgetViewer(context);
        },
        success: Messages.setupAccessGranted,
        redirectTo: () => targetOf(request) ?? landingFor(viewer().user),
      }),
    },
    {
      guard: async () => {
        signedIn = await requireViewer(request, context);
      },
    },
  );
}

export default function SetupVerification() {
  const { contact, expiresAt, remainingMs: left, cancelTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData ? refusalMessage(actionData) : null;
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
