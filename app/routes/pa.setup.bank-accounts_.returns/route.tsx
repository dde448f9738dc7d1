/**
 * `/pa/setup/bank-accounts/returns`: the admin uploads the bank's return (addenda 99) and notification-of-change
 * (addenda 98) files, besides the ACH_RETURNS_INBOX folder, for banks that send them by e-mail or a portal. A plain multipart form, so it works
 * without JavaScript; after the upload the page lists what each entry of each received file did: applied to its
 * payment, or unmatched (kept and shown, never dropped).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { PaymentFormMessages } from '../../../domain/messages/payment-forms';
import { DataTable } from '../../components/DataTable';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { page } from '../../components/chrome-styles';
import { listPages } from '../../components/list-pages-styles';
import { Alert, buttonClass } from '../../components/Plain';
import { refusalMessage } from '../../platform/form-answers';
import { withServiceBanner } from '../../platform/shell.server';
import { loadReturnsPage, returnsAction } from './returns.server';

export const loader = (args: LoaderFunctionArgs) => withServiceBanner(() => loadReturnsPage(args));

export const action = (args: ActionFunctionArgs) => returnsAction(args);

const STATUS_LABEL: Record<string, string> = { applied: 'Applied', unmatched: 'Unmatched', ignored: 'Ignored' };
/** An entry's status as a small filled label: applied green, unmatched amber, the rest grey (MUI's Chip colours). */
const STATUS_TAG: Record<string, string> = { applied: listPages.tagSuccess, unmatched: listPages.tagWarning };

export default function AchReturns() {
  const { error, accounts, files } = useLoaderData<typeof loader>();
  const uploadError = refusalMessage(useActionData<typeof action>());
  const busy = useNavigation().state === 'submitting';
  return (
    <div>
      <h1 className={page.h1}>ACH Returns</h1>
      <p className={`${page.text} ${page.section}`}>
        Upload the return and notification-of-change files your bank sends back. Each file is read once: a return marks its payment
        failed with the bank&apos;s reason, a notification of change corrects the receiver&apos;s bank details, and an entry that matches no
        payment we sent is kept as unmatched. Choose the originating account whose bank sent the file: entries sent through another
        account are held on the Errors page. Files put in the inbox folder (<code>ACH_RETURNS_INBOX</code>) are listed here too.{' '}
        <RemixLink to="/pa/setup/bank-accounts" className={page.underline}>
          Back to Bank Accounts
        </RemixLink>
      </p>
      {/* Plain's alert, not FormPage's ErrorAlert: that module brings conform and zod, which this page has no use for. */}
      {error ? (
        <Alert severity="error" className={page.section}>
          {error}
        </Alert>
      ) : null}
      <section className={`${page.paper} ${page.roomy} ${page.spacedBelow}`} aria-labelledby="upload-heading">
        <h2 id="upload-heading" className={`${page.title2} ${page.gutter}`}>
          Upload a file
        </h2>
        {uploadError ? (
          <Alert severity="error" className={page.section} data-testid="upload-error">
            {uploadError}
          </Alert>
        ) : null}
        <Form method="post" encType="multipart/form-data" reloadDocument>
          <div className={page.actions}>
            <label htmlFor="ach-return-account">Originating account whose bank sent it</label>
            {/* The file is about this account only: its sender must be the account's bank, and entries sent through another account are held. */}
            <select id="ach-return-account" name="originatingAccountId" required defaultValue={accounts.length === 1 ? accounts[0].id : ''}>
              {accounts.length === 1 ? null : <option value="">Choose an account</option>}
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
            <label htmlFor="ach-return-file">Return or NOC file (NACHA)</label>
            <input id="ach-return-file" name="file" type="file" accept=".ach,.txt,text/plain" required />
            <button type="submit" className={buttonClass({ variant: 'contained' })} disabled={busy}>
              Upload
            </button>
          </div>
        </Form>
      </section>
      <section className={`${page.paper} ${page.roomy}`} aria-labelledby="files-heading">
        <h2 id="files-heading" className={`${page.title2} ${page.gutter}`}>
          Files received
        </h2>
        {files.length === 0 ? <p className={page.text}>No return files yet.</p> : null}
        {files.map((f) => (
          <section key={f.id} aria-labelledby={`file-${f.id}`} data-testid="ach-return-file" className={page.spacedBelow}>
            <h3 id={`file-${f.id}`} className={listPages.fileTitle}>
              {f.fileName}
            </h3>
            <p className={`${listPages.small} ${page.flush} ${page.gutterSmall}`}>
              Received {f.received} ({f.source === 'inbox' ? 'inbox folder' : f.source === 'sftp' ? 'bank’s SFTP folder' : 'uploaded'}): {f.applied} applied, {f.unmatched} unmatched, {f.ignored} ignored
            </p>
            {f.problems.length ? (
              <Alert severity="warning" className={page.gutterSmall}>
                {PaymentFormMessages.achReturnFileInvalid}: {f.problems.slice(0, 3).join('; ')}
              </Alert>
            ) : null}
            <DataTable
              labelledBy={`file-${f.id}`}
              rowTestId="ach-return-entry"
              rows={f.entries}
              rowKey={(e) => `${f.id}-${e.position}`}
              empty="No entries."
              columns={[
                { label: 'Entry', align: 'right', cell: (e) => e.position },
                { label: 'Type', cell: (e) => (e.kind === 'noc' ? 'Notification of change' : 'Return') },
                { label: 'Code', cell: (e) => e.code, nowrap: true },
                { label: 'Reason', cell: (e) => e.reason },
                { label: 'Trace number', cell: (e) => e.originalTraceNumber, nowrap: true },
                { label: 'Amount', align: 'right', cell: (e) => e.amountText, nowrap: true },
                {
                  label: 'Status',
                  cell: (e) => (
                    <span className={`${page.tag} ${STATUS_TAG[e.status] ?? ''}`}>
                      <span>{STATUS_LABEL[e.status] ?? e.status}</span>
                    </span>
                  ),
                },
                {
                  label: 'Payment',
                  cell: (e) =>
                    e.paymentId && e.paymentTransactionId ? (
                      <RemixLink to={`/transactions/details/${e.paymentId}`} className={page.textLink}>
                        {e.paymentTransactionId}
                      </RemixLink>
                    ) : (
                      'Unmatched'
                    ),
                },
                { label: 'Outcome', cell: (e) => e.outcome },
              ]}
            />
          </section>
        ))}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
