/**
 * `/dev/outbox`: the e-mails and texts the platform sent, newest first, so a demo works without a mail server, and
 * the sandbox bank's statement lines (the micro-deposits a consumer confirms), as their own bank would show them.
 * Local, dev and demo only.
 */
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
import { coreGraphql } from '../../graphql/core';
import { formatDay } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';

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

const STATEMENT_QUERY = coreGraphql(`
  query DevSandboxStatement($limit: Int) {
    sandboxBankStatement(limit: $limit) {
      id
      date
      accountHolderName
      accountLast4
      descriptor
      amountCents
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
    const call = adminOnly ? callApi : callApiAnonymous;
    const [{ devOutbox }, { sandboxBankStatement }] = await Promise.all([
      call(context, { document: OUTBOX_QUERY, variables: { limit: 50 } }),
      call(context, { document: STATEMENT_QUERY, variables: { limit: 25 } }),
    ]);
    return {
      messages: devOutbox,
      statement: sandboxBankStatement.map((l) => ({ ...l, date: formatDay(l.date), amount: `+${formatCents(l.amountCents)}` })),
    };
  });
}

export default function Outbox() {
  const { messages, statement } = useLoaderData<typeof loader>();
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Outbox
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every e-mail and text message, newest first. This page exists only in local, dev and demo deployments.
      </Typography>
      {statement.length ? (
        <Paper component="section" variant="outlined" aria-labelledby="sandbox-statement-heading" sx={{ p: 2, mb: 3, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography component="h2" id="sandbox-statement-heading" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            Sandbox bank statements
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            The small deposits the sandbox bank received, as the consumer&apos;s bank statement shows them: enter them on the page the consumer&apos;s e-mail links to.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            {statement.map((l) => (
              <Box component="li" key={l.id} data-testid="statement-line" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                <span>{l.date}</span>
                <span data-testid="statement-account">
                  {l.accountHolderName} ••••{l.accountLast4}
                </span>
                <span data-testid="statement-descriptor">{l.descriptor}</span>
                <Box component="span" data-testid="statement-amount" sx={{ fontVariantNumeric: 'tabular-nums', ml: 'auto' }}>
                  {l.amount}
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      ) : null}
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
