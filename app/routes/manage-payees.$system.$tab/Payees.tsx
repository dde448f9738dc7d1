/**
 * The Manage Payees page of one accounting system: tabs Enabled, Disabled, Generate Invite and
 * (except CDR) Pending Acceptance, each a route; lists paged and searchable by name in the query string; enable or
 * disable one or many with plain forms, so everything works without JavaScript.
 */
import { TextField } from '@mui/material';
import { Form, Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { listHref } from '../../../domain/list-query';
import { AccountingMessages } from '../../../domain/messages/accounting';
import { NetworkMessages } from '../../../domain/messages/network';
import { TransactionMessages } from '../../../domain/messages/transactions';
import { VendorMessages } from '../../../domain/messages/vendors';
import { vendorInviteSchema } from '../../../domain/network';
import type { InvitationLinkData } from '../../features/network/manage-users.server';
import { resultOf, type FormActionData } from '../../platform/form-answers';
import { PAYEES_TABS, SHOW_LINK_FIELD, payeesTabsOf } from '../../../domain/payees';
import type { LinksReview, LinksReviewAnswer, PayeeRow, PayeesPageData } from '../../features/payees/payees.server';
import { LINK_PAIR_SEPARATOR } from '../../../domain/payees';
import { DataTable, pagingFor } from '../../components/DataTable';
import { CopyLink } from '../../features/network/ManageUsers';
import { InviteForm } from '../../features/network/InviteForm';
import { RouteTabs } from '../../components/RouteTabs';
import { page, listParts } from '../../components/chrome-styles';
import { listPages } from '../../components/list-pages-styles';
import { Alert, buttonClass } from '../../components/Plain';

const SELECT_FORM = 'payees-select';
const ADD_VENDOR_PATH = '/transactions/send-payment/add-vendor';

/** The name search: a GET form, so a search is a URL (page 1, page size kept). */
function NameSearch({ d }: { d: PayeesPageData }) {
  return (
    <Form method="get" action={d.pathname} role="search" aria-label="Search payees by name">
      <input type="hidden" name="page" value="1" />
      <input type="hidden" name="rows" value={String(d.query.rows)} />
      <div className={`${listPages.tools} ${listPages.wrap} ${page.section}`}>
        <TextField id="payee-name-filter" name="nameFilter" label="Name" size="small" defaultValue={d.query.nameFilter} key={d.query.nameFilter} />
        <button type="submit" className={buttonClass({ variant: 'outlined' })}>
          Search
        </button>
        {d.query.nameFilter ? (
          <RemixLink to={listHref(d.pathname, d.query, { nameFilter: '', page: 1 })} className={page.textLink}>
            Clear
          </RemixLink>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * The payee's name, and its link to the vendor the business already had (decision 096): "Linked to X" with Unlink, or
 * "Same vendor as X?" with "Link to X" and what linking does to where its bills are paid. Plain forms: no JavaScript needed.
 */
function PayeeName({ p }: { p: PayeeRow }) {
  if (p.linkedTo) {
    return (
      <>
        {p.name}{' '}
        <span className="payloft-note" data-testid="payee-linked">
          {VendorMessages.payeeLinkedTo(p.linkedTo.name)}
          {p.linkedTo.accountNumberLast4 ? ` (bills paid to •••• ${p.linkedTo.accountNumberLast4})` : ''}
        </span>{' '}
        <Form method="post" style={{ display: 'inline' }}>
          <input type="hidden" name="intent" value="unlink" />
          <input type="hidden" name="payee" value={p.id} />
          <button type="submit" className={buttonClass({ size: 'small' })} aria-label={`Unlink ${p.name} from ${p.linkedTo.name}`}>
            {VendorMessages.payeeUnlinkAction}
          </button>
        </Form>
      </>
    );
  }
  if (!p.possibleDuplicateOf) return <>{p.name}</>;
  const match = p.possibleDuplicateOf;
  return (
    <>
      {p.name}{' '}
      <span className="payloft-note" data-testid="payee-possible-duplicate">
        {VendorMessages.payeePossibleDuplicate(match.name)}
        {match.reason && VendorMessages.payeeLinkReason[match.reason] ? ` (${VendorMessages.payeeLinkReason[match.reason]})` : ''}
      </span>
      <Form method="post" style={{ display: 'block' }}>
        <input type="hidden" name="intent" value="reviewLinks" />
        <input type="hidden" name="payee" value={p.id} />
        <button type="submit" className={`${buttonClass({ variant: 'outlined', size: 'small' })} ${listParts.wraps}`} aria-describedby={`link-note-${p.id}`}>
          {VendorMessages.payeeLinkAction(match.name)}
        </button>
        {/* In the text colour, as MUI 9's Typography drew it (its `color="text.secondary"` was not applied). */}
        <span id={`link-note-${p.id}`} className={listPages.note}>
          {VendorMessages.payeeLinkExplained(match.name, match.accountNumberLast4 ?? null)}
        </span>
      </Form>
    </>
  );
}

/**
 * The one confirmation of "Link selected" or a row's "Link to …": each payee, the vendor that keeps its bills and that
 * vendor's account, posted back as the pairs read here (decision 137).
 */
function LinksReviewPanel({ review, back }: { review: LinksReview; back: string }) {
  const count = review.links.length;
  return (
    <section className={`${page.paper} ${page.section}`} aria-labelledby="links-review-heading" data-testid="links-review">
      <h2 id="links-review-heading" className={`${page.h2} ${page.gutter}`}>
        {VendorMessages.payeesLinkConfirmTitle}
      </h2>
      <ul className={listPages.indented}>
        {review.links.map((l) => (
          <li key={l.id} data-testid="links-review-item">
            {VendorMessages.payeeWillLinkTo(l.name, l.toName)} {VendorMessages.payeeLinkExplained(l.toName, l.accountNumberLast4)}
          </li>
        ))}
      </ul>
      {review.skipped > 0 ? <p className={page.text}>{VendorMessages.payeesLinkSkipped(review.skipped)}</p> : null}
      <Form method="post" action={back}>
        <input type="hidden" name="intent" value="link" />
        {review.links.map((l) => (
          <input key={l.id} type="hidden" name="link" value={`${l.id}${LINK_PAIR_SEPARATOR}${l.to}`} />
        ))}
        <div className={listPages.toolsAbove}>
          <button type="submit" className={buttonClass({ variant: 'contained' })}>
            {count === 1 ? 'Link 1 payee' : `Link ${count} payees`}
          </button>
          <RemixLink to={back} className={buttonClass()}>
            Cancel
          </RemixLink>
        </div>
      </Form>
    </section>
  );
}

function PayeeList({ d }: { d: PayeesPageData }) {
  const enabledTab = d.tab === 'enabled';
  const intent = enabledTab ? 'disable' : 'enable';
  const verb = enabledTab ? 'Disable' : 'Enable';
  const answer = useActionData<PayeesAnswer>();
  const review = answer && 'review' in answer ? answer.review : null;
  const back = listHref(d.pathname, d.query, {});
  return (
    <>
      <NameSearch d={d} />
      {review ? <LinksReviewPanel review={review} back={back} /> : null}
      <Form method="post" id={SELECT_FORM}>
        <div className={`${page.actions} ${page.gutterSmall}`}>
          <button type="submit" name="intent" value={intent} className={buttonClass({ variant: 'contained' })} disabled={d.payees.length === 0}>
            {verb} selected
          </button>
          {d.payees.some((p) => p.possibleDuplicateOf) ? (
            <button type="submit" name="intent" value="reviewLinks" className={buttonClass({ variant: 'outlined' })}>
              Link selected
            </button>
          ) : null}
        </div>
      </Form>
      <DataTable<PayeeRow>
        labelledBy="payees-heading"
        rowTestId="payee-row"
        rows={d.payees}
        rowKey={(p) => p.id}
        empty={enabledTab ? AccountingMessages.payeesEmptyEnabled : AccountingMessages.payeesEmptyDisabled}
        paging={pagingFor(d.pathname, d.query, d.count)}
        selection={{ name: 'payee', value: (p) => p.id, label: (p) => `Select ${p.name}`, allLabel: 'Select every payee on this page', form: SELECT_FORM }}
        columns={[
          { label: 'Name', cell: (p) => <PayeeName p={p} /> },
          { label: 'E-mail', cell: (p) => p.email ?? '' },
          { label: 'Location', cell: (p) => [p.city, p.state].filter(Boolean).join(', ') },
          { label: 'Bank account', cell: (p) => (p.accountNumberLast4 ? `•••• ${p.accountNumberLast4}` : AccountingMessages.payeesNoBankAccount), nowrap: true },
          {
            label: 'Actions',
            cell: (p) => (
              <div className={listPages.rowActions}>
                <Form method="post" style={{ display: 'inline' }}>
                  <input type="hidden" name="intent" value={intent} />
                  <input type="hidden" name="payee" value={p.id} />
                  <button type="submit" className={buttonClass({ size: 'small' })} aria-label={`${verb} ${p.name}`}>
                    {verb}
                  </button>
                </Form>
                {!p.hasBankAccount ? (
                  <RemixLink
                    className={buttonClass({ size: 'small' })}
                    to={`/manage-payees/${d.systemSlug}/invite?${new URLSearchParams({ page: '1', name: p.name, email: p.email ?? '', vendorId: p.id })}`}
                    aria-label={`Invite ${p.name} to enter bank details`}
                  >
                    Invite
                  </RemixLink>
                ) : null}
              </div>
            ),
          },
        ]}
      />
    </>
  );
}

/** What the payees action answers without a redirect: a link to copy (with the invite form's reply), or a refused form's reply. */
type PayeesAnswer = (InvitationLinkData & Partial<FormActionData>) | FormActionData | LinksReviewAnswer;
const linkOf = (answer: PayeesAnswer | undefined) => (answer && 'link' in answer ? answer.link : null);

function InviteTab({ d }: { d: PayeesPageData }) {
  const actionData = useActionData<PayeesAnswer>();
  const link = linkOf(actionData);
  return (
    <>
      {/* In the text colour, as MUI 9's Typography drew it (its `color="text.secondary"` was not applied). */}
      <p className={`${page.text} ${page.gutterSmall}`}>
        {AccountingMessages.payeesInviteIntro} The link opens the vendor registration page, works once and expires in 14 days.
      </p>
      <InviteForm
        id="invite-vendor"
        schema={vendorInviteSchema}
        lastResult={resultOf(actionData, 'invite')}
        submitLabel="Send invitation"
        defaultValue={{ name: d.inviteDefaults.name, email: d.inviteDefaults.email }}
        hidden={d.inviteDefaults.vendorId ? { vendorId: d.inviteDefaults.vendorId } : undefined}
        fields={[
          { name: 'name', label: 'Vendor name', required: true, readOnly: Boolean(d.inviteDefaults.vendorId) },
          { name: 'email', label: 'Email', type: 'email', required: true },
          { name: 'firstName', label: 'Contact first name' },
          { name: 'lastName', label: 'Contact last name' },
        ]}
        secondary={
          <button type="submit" name={SHOW_LINK_FIELD} value="1" className={`${buttonClass({ variant: 'outlined' })} ${listParts.wraps}`}>
            Send and show link to copy
          </button>
        }
      />
      {link ? (
        <div className={page.spacedAboveSmall}>
          <TextField id="vendor-invitation-link" label="Invitation link" value={link.url} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-link' } }} />
          <p className={listPages.hint}>{NetworkMessages.invitationLinkNote}</p>
        </div>
      ) : null}
    </>
  );
}

function PendingTab({ d }: { d: PayeesPageData }) {
  return (
    <DataTable
      labelledBy="payees-heading"
      rowTestId="pending-row"
      rows={d.pending}
      rowKey={(c) => c.id}
      empty={AccountingMessages.payeesEmptyPending}
      paging={pagingFor(d.pathname, d.query, d.count)}
      columns={[
        { label: 'Name', cell: (c) => c.name },
        { label: 'E-mail', cell: (c) => c.email },
        { label: 'Sent', cell: (c) => c.sent, nowrap: true },
        { label: 'Expires', cell: (c) => c.expires, nowrap: true },
        {
          label: 'Actions',
          cell: (c) => (
            <div className={`${listPages.rowActions} ${listPages.start}`}>
              <CopyLink id={c.id} rowName={c.email} />
            </div>
          ),
        },
      ]}
    />
  );
}

export function PayeesPage() {
  const d = useLoaderData<PayeesPageData>();
  const shownLink = linkOf(useActionData<PayeesAnswer>());
  const tabs = payeesTabsOf(d.hasPendingTab).map((t) => ({ id: `managePayees.${d.systemSlug}.${t.tab}`, label: t.label }));
  const current = `managePayees.${d.systemSlug}.${d.tab}`;
  const heading = PAYEES_TABS.find((t) => t.tab === d.tab)!.label;
  return (
    <div>
      <div className={page.formHead}>
        <h1 className={page.h1}>{d.systemName} Payees</h1>
        <div className={listPages.tools}>
          <Form method="post">
            <input type="hidden" name="intent" value="sync" />
            <button type="submit" className={buttonClass({ variant: 'outlined', size: 'small' })}>
              Sync vendors
            </button>
          </Form>
          <RemixLink to={ADD_VENDOR_PATH} className={buttonClass({ variant: 'outlined', size: 'small' })}>
            Add vendor
          </RemixLink>
          <RemixLink to={`/business/integration/${d.systemRouteKey}/list/enabled`} className={buttonClass({ variant: 'outlined', size: 'small' })}>
            Open bills
          </RemixLink>
        </div>
      </div>
      <RouteTabs label={`${d.systemName} payees`} tabs={tabs} current={current} />
      <section className={page.paper} aria-labelledby="payees-heading">
        <div className={listPages.heading}>
          <h2 id="payees-heading" className={page.h2}>
            {heading}
          </h2>
          {d.tab !== 'invite' ? (
            <p className={page.text} data-testid="list-total">
              {TransactionMessages.listTotal(d.count)}
            </p>
          ) : null}
        </div>
        {d.tab === 'enabled' || d.tab === 'disabled' ? <PayeeList d={d} /> : d.tab === 'invite' ? <InviteTab d={d} /> : <PendingTab d={d} />}
      </section>
      {shownLink && d.tab === 'pending' && !d.pending.some((c) => c.id === shownLink.id) ? (
        <Alert severity="info" className={page.spacedAboveSmall}>
          {shownLink.url}
        </Alert>
      ) : null}
    </div>
  );
}
