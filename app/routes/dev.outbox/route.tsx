/** `/dev/outbox`: the e-mails and texts the platform sent, newest first, so a demo works without a mail server. Local, dev and demo only. */
import { muiRoute } from '../../components/MuiScope';
import { Box, Chip, Paper, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { isDevelopmentLike, outboxNeedsAdmin } from '../../../domain/environment';
import { Roles } from '../../../domain/roles';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { callApi, callApiAnonymous } from '../../platform/api.server';
import { env } from '../../platform/env.server';
import { withServiceBanner } from '../../platform/shell.server';
import { notFound, requireViewer } from '../../platform/viewer.server';
import { notificationsGraphql } from '../../graphql/notifications';

const OUTBOX_QUERY = notificationsGraphql(`
  query DevOutbox($limit: Int) {
    devOutbox(limit: $limit) {
      id
      channel
      recipient
      subject
      body
      status
      createdAt
    }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { appEnv } = env();
  if (!isDevelopmentLike(appEnv)) return notFound();
  // A demo deployment is public: its outbox (codes, reset links) is for the platform administrator only.
  const adminOnly = outboxNeedsAdmin(appEnv);
  if (adminOnly && (await requireViewer(request, context)).viewer.role !== Roles.admin) return notFound();
  return withServiceBanner(async () => {
    const options = { document: OUTBOX_QUERY, variables: { limit: 50 } };
    const { devOutbox } = adminOnly ? await callApi(context, options) : await callApiAnonymous(context, options);
    return { messages: devOutbox };
  });
}

export default function Outbox() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Outbox
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every e-mail and text message, newest first. This page exists only in local, dev and demo deployments.
      </Typography>
      {messages.length === 0 ? <Typography>No messages yet.</Typography> : null}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {messages.map((m) => (
          <Paper component="li" variant="outlined" key={m.id} sx={{ p: 2, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="outbox-message">
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                {m.subject}
              </Typography>
              <Chip size="small" label={m.channel === 'sms' ? 'SMS' : 'E-mail'} />
              <Chip size="small" label={m.status} variant="outlined" />
            </Box>
            <Typography variant="body2">
              To <span data-testid="outbox-recipient">{m.recipient}</span> · {new Date(m.createdAt).toISOString().replace('T', ' ').slice(0, 19)} UTC
            </Typography>
            <Box component="pre" data-testid="outbox-body" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, mt: 1 }}>
              {m.body}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
