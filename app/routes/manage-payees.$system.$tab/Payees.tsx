/**
 * The Manage Payees page of one accounting system: tabs Enabled, Disabled, Generate Invite and
 * (except CDR) Pending Acceptance, each a route; lists paged and searchable by name in the query string; enable or
 * disable one or many with plain forms, so everything works without JavaScript.
 */
import { Alert, Box, Button, Link, Paper, TextField, Typography } from '@mui/material';
import { Form, Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { listHref } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
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

const SELECT_FORM = 'payees-select';
const ADD_VENDOR_PATH = '/transactions/send-payment/add-vendor';

/** The name search: a GET form, so a search is a URL (page 1, page size kept). */
function NameSearch({ d }: { d: PayeesPageData }) {
  return (
    <Form method="get" action={d.pathname} role="search" aria-label="Search payees by name">
      <input type="hidden" name="page" value="1" />
      <input type="hidden" name="rows" value={String(d.query.rows)} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField id="payee-name-filter" name="nameFilter" label="Name" size="small" defaultValue={d.query.nameFilter} key={d.query.nameFilter} />
        <Button type="submit" variant="outlined">
          Search
        </Button>
        {d.query.nameFilter ? (
          <Link component={RemixLink} to={listHref(d.pathname, d.query, { nameFilter: '', page: 1 })}>
            Clear
          </Link>
        ) : null}
      </Box>
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
          {Messages.payeeLinkedTo(p.linkedTo.name)}
          {p.linkedTo.accountNumberLast4 ? ` (bills paid to •••• ${p.linkedTo.accountNumberLast4})` : ''}
        </span>{' '}
        <Form method="post" style={{ display: 'inline' }}>
          <input type="hidden" name="intent" value="unlink" />
          <input type="hidden" name="payee" value={p.id} />
          <Button type="submit" size="small" aria-label={`Unlink ${p.name} from ${p.linkedTo.name}`}>
            {Messages.payeeUnlinkAction}
          </Button>
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
        {Messages.payeePossibleDuplicate(match.name)}
        {match.reason && Messages.payeeLinkReason[match.reason] ? ` (${Messages.payeeLinkReason[match.reason]})` : ''}
      </span>
      <Form method="post" style={{ display: 'block' }}>
        <input type="hidden" name="intent" value="reviewLinks" />
        <input type="hidden" name="payee" value={p.id} />
        <Button type="submit" size="small" variant="outlined" aria-describedby={`link-note-${p.id}`}>
          {Messages.payeeLinkAction(match.name)}
        </Button>
        <Typography component="span" id={`link-note-${p.id}`} color="text.secondary" sx={{ display: 'block', fontSize: '0.8125rem' }}>
          {Messages.payeeLinkExplained(match.name, match.accountNumberLast4 ?? null)}
        </Typography>
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
    <Paper variant="outlined" component="section" aria-labelledby="links-review-heading" sx={{ p: 2, mb: 2 }} data-testid="links-review">
      <Typography variant="h2" id="links-review-heading" sx={{ fontSize: '1.1rem', fontWeight: 600 }} gutterBottom>
        {Messages.payeesLinkConfirmTitle}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {review.links.map((l) => (
          <li key={l.id} data-testid="links-review-item">
            {Messages.payeeWillLinkTo(l.name, l.toName)} {Messages.payeeLinkExplained(l.toName, l.accountNumberLast4)}
          </li>
        ))}
      </Box>
      {review.skipped > 0 ? <Typography color="text.secondary">{Messages.payeesLinkSkipped(review.skipped)}</Typography> : null}
      <Form method="post" action={back}>
        <input type="hidden" name="intent" value="link" />
        {review.links.map((l) => (
          <input key={l.id} type="hidden" name="link" value={`${l.id}${LINK_PAIR_SEPARATOR}${l.to}`} />
        ))}
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained">
            {count === 1 ? 'Link 1 payee' : `Link ${count} payees`}
          </Button>
          <Button component={RemixLink} to={back}>
            Cancel
          </Button>
        </Box>
      </Form>
    </Paper>
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
        <Box sx={{ display: 'flex', gap: 2, mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" name="intent" value={intent} variant="contained" disabled={d.payees.length === 0}>
            {verb} selected
          </Button>
          {d.payees.some((p) => p.possibleDuplicateOf) ? (
            <Button type="submit" name="intent" value="reviewLinks" variant="outlined">
              Link selected
            </Button>
          ) : null}
        </Box>
      </Form>
      <DataTable<PayeeRow>
        labelledBy="payees-heading"
        rowTestId="payee-row"
        rows={d.payees}
        rowKey={(p) => p.id}
        empty={enabledTab ? Messages.payeesEmptyEnabled : Messages.payeesEmptyDisabled}
        paging={pagingFor(d.pathname, d.query, d.count)}
        selection={{ name: 'payee', value: (p) => p.id, label: (p) => `Select ${p.name}`, allLabel: 'Select every payee on this page', form: SELECT_FORM }}
        columns={[
          { label: 'Name', cell: (p) => <PayeeName p={p} /> },
          { label: 'E-mail', cell: (p) => p.email ?? '' },
          { label: 'Location', cell: (p) => [p.city, p.state].filter(Boolean).join(', ') },
          { label: 'Bank account', cell: (p) => (p.accountNumberLast4 ? `•••• ${p.accountNumberLast4}` : Messages.payeesNoBankAccount), nowrap: true },
          {
            label: 'Actions',
            cell: (p) => (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                <Form method="post" style={{ display: 'inline' }}>
                  <input type="hidden" name="intent" value={intent} />
                  <input type="hidden" name="payee" value={p.id} />
                  <Button type="submit" size="small" aria-label={`${verb} ${p.name}`}>
                    {verb}
                  </Button>
                </Form>
                {!p.hasBankAccount ? (
                  <Button size="small" component={RemixLink} to={`/manage-payees/${d.systemSlug}/invite?${new URLSearchParams({ page: '1', name: p.name, email: p.email ?? '', vendorId: p.id })}`} aria-label={`Invite ${p.name} to enter bank details`}>
                    Invite
                  </Button>
                ) : null}
              </Box>
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
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {Messages.payeesInviteIntro} The link opens the vendor registration page, works once and expires in 14 days.
      </Typography>
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
          <Button type="submit" name={SHOW_LINK_FIELD} value="1" variant="outlined">
            Send and show link to copy
          </Button>
        }
      />
      {link ? (
        <Box sx={{ mt: 2 }}>
          <TextField id="vendor-invitation-link" label="Invitation link" value={link.url} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-link' } }} />
          <Typography color="text.secondary" sx={{ fontSize: '0.875rem', mt: 0.5 }}>
            {Messages.invitationLinkNote}
          </Typography>
        </Box>
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
      empty={Messages.payeesEmptyPending}
      paging={pagingFor(d.pathname, d.query, d.count)}
      columns={[
        { label: 'Name', cell: (c) => c.name },
        { label: 'E-mail', cell: (c) => c.email },
        { label: 'Sent', cell: (c) => c.sent, nowrap: true },
        { label: 'Expires', cell: (c) => c.expires, nowrap: true },
        {
          label: 'Actions',
          cell: (c) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'flex-start' }}>
              <CopyLink id={c.id} rowName={c.email} />
            </Box>
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
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" gutterBottom>
          {d.systemName} Payees
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Form method="post">
            <input type="hidden" name="intent" value="sync" />
            <Button type="submit" variant="outlined" size="small">
              Sync vendors
            </Button>
          </Form>
          <Button component={RemixLink} to={ADD_VENDOR_PATH} variant="outlined" size="small">
            Add vendor
          </Button>
          <Button component={RemixLink} to={`/business/integration/${d.systemRouteKey}/list/enabled`} variant="outlined" size="small">
            Open bills
          </Button>
        </Box>
      </Box>
      <RouteTabs label={`${d.systemName} payees`} tabs={tabs} current={current} />
      <Paper variant="outlined" component="section" aria-labelledby="payees-heading" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
          <Typography variant="h2" id="payees-heading" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {heading}
          </Typography>
          {d.tab !== 'invite' ? <Typography data-testid="list-total">{Messages.listTotal(d.count)}</Typography> : null}
        </Box>
        {d.tab === 'enabled' || d.tab === 'disabled' ? <PayeeList d={d} /> : d.tab === 'invite' ? <InviteTab d={d} /> : <PendingTab d={d} />}
      </Paper>
      {shownLink && d.tab === 'pending' && !d.pending.some((c) => c.id === shownLink.id) ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {shownLink.url}
        </Alert>
      ) : null}
    </Box>
  );
}
