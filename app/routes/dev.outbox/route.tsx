/**
 * `/dev/outbox`: the e-mails and texts the platform sent, newest first, so a demo works without a mail server, and
 * the sandbox bank's statement lines (the micro-deposits a consumer confirms), as their own bank would show them.
 * Local, dev and demo only.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { isDevelopmentLike, outboxNeedsAdmin } from '../../../domain/environment';
import { Roles } from '../../../domain/roles';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { callApi, callApiAnonymous } from '../../platform/api.server';
import { env } from '../../platform/env.server';
import { withServiceBanner } from '../../platform/shell.server';
import { notFound, requireViewer } from '../../platform/viewer.server';
import { formatDay } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { outbox, page } from '../../components/chrome-styles';
import { OUTBOX_QUERY, STATEMENT_QUERY } from './outbox.server';

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
    <div>
      <h1 className={page.h1}>Outbox</h1>
      <p className={`${page.text} ${page.section}`}>Every e-mail and text message, newest first. This page exists only in local, dev and demo deployments.</p>
      {statement.length ? (
        <section aria-labelledby="sandbox-statement-heading" className={`${page.paper} ${page.spacedBelow} ${outbox.item}`}>
          <h2 id="sandbox-statement-heading" className={outbox.title}>
            Sandbox bank statements
          </h2>
          <p className={`${page.note} ${page.gutterSmall}`}>
            The small deposits the sandbox bank received, as the consumer&apos;s bank statement shows them: enter them on the page the consumer&apos;s e-mail links to.
          </p>
          <ul className={outbox.lines}>
            {statement.map((l) => (
              <li key={l.id} data-testid="statement-line" className={outbox.line}>
                <span>{l.date}</span>
                <span data-testid="statement-account">
                  {l.accountHolderName} ••••{l.accountLast4}
                </span>
                <span data-testid="statement-descriptor">{l.descriptor}</span>
                <span data-testid="statement-amount" className={outbox.amount}>
                  {l.amount}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {messages.length === 0 ? <p className={page.text}>No messages yet.</p> : null}
      <ol className={outbox.list}>
        {messages.map((m) => (
          <li key={m.id} className={`${page.paper} ${outbox.item}`} data-testid="outbox-message">
            <div className={outbox.head}>
              <h2 className={outbox.title}>{m.subject}</h2>
              <div className={page.tag}>
                <span>{m.channel === 'sms' ? 'SMS' : 'E-mail'}</span>
              </div>
              <div className={`${page.tag} ${page.tagOutlined}`}>
                <span>{m.status}</span>
              </div>
            </div>
            <p className={page.note}>
              To <span data-testid="outbox-recipient">{m.recipient}</span> · {new Date(m.createdAt).toISOString().replace('T', ' ').slice(0, 19)} UTC
            </p>
            <pre data-testid="outbox-body" className={outbox.body}>
              {m.body}
            </pre>
          </li>
        ))}
      </ol>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
