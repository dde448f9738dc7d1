/** The three Manage Users tabs (Active Users, Pending, Suspended): invite an employee or (Active Users) create one with a first password, and the actions each tab's rows allow. */
import { FormSection, NextStepButton } from '../../components/FormPage';
import { TextField, Typography } from '@mui/material';
import { useActionData, useFetcher, useLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Messages } from '../../../domain/messages';
import { employeeCreateSchema, employeeInviteSchema } from '../../../domain/network';
import { ROLE_LABELS, isRole } from '../../../domain/roles';
import type { InvitationLinkData, ManageUsersData } from './manage-users.server';
import { resultOf, type FormActionData } from '../../platform/form-answers';
import { DataTable, pagingFor } from '../../components/DataTable';
import { RouteTabs } from '../../components/RouteTabs';
import { ListTitleRow } from '../../components/ListPanel';
import { listParts, page } from '../../components/chrome-styles';
import { Alert, buttonClass } from '../../components/Plain';
import { InviteForm, type InviteField } from './InviteForm';
import { RowAction } from './RowAction';

const TABS = [
  { id: 'bo.manageUsers.active', tab: 'active', label: 'Active Users' },
  { id: 'bo.manageUsers.pending', tab: 'pending', label: 'Pending' },
  { id: 'bo.manageUsers.suspended', tab: 'suspended', label: 'Suspended' },
] as const;

const NAME_AND_EMAIL_FIELDS: readonly InviteField[] = [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'off' },
  { name: 'lastName', label: 'Last name', required: true, autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'off' },
];
const RIGHTS_FIELD: InviteField = { name: 'isBusinessRightsAvailable', label: 'Business rights (manage users, payees, subscription and setup)', type: 'checkbox' };

/** What the Manage Users action answers without a redirect: a copied link, or a refused form's reply. */
type ManageUsersAnswer = InvitationLinkData | FormActionData;
const linkOf = (answer: ManageUsersAnswer | undefined) => (answer && 'link' in answer ? answer.link : null);

/**
 * Copy link: a fresh link is made on the server. With JavaScript it goes to the clipboard; either way it shows
 * in a read-only field to copy by hand.
 */
export function CopyLink({ id, rowName }: { id: string; rowName: string }) {
  const fetcher = useFetcher<InvitationLinkData>();
  const shown = linkOf(useActionData<ManageUsersAnswer>());
  const link = fetcher.data?.link ?? (shown?.id === id ? shown : null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!fetcher.data?.link?.url) return;
    setCopied(false);
    navigator.clipboard?.writeText(fetcher.data.link.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }, [fetcher.data]);
  return (
    <div className={listParts.inlineBlock}>
      <fetcher.Form method="post" style={{ display: 'inline' }}>
        <input type="hidden" name="intent" value="copyLink" />
        <input type="hidden" name="id" value={id} />
        <button type="submit" className={`${buttonClass({ size: 'small' })} ${listParts.wraps}`} aria-label={`Copy link: ${rowName}`} disabled={fetcher.state !== 'idle'}>
          Copy link
        </button>
      </fetcher.Form>
      {/* The shown link keeps MUI's field (its label in the border, selectable text): it appears only after a click. */}
      {link ? (
        <div style={{ marginTop: 8, minWidth: 320 }}>
          <TextField
            id={`invitation-link-${id}`}
            label={`Invitation link for ${rowName}`}
            value={link.url}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-link' } }}
          />
          {copied ? (
            <Typography role="status" color="success.main" sx={{ fontSize: '0.875rem', mt: 0.5 }} data-testid="link-copied">
              {Messages.invitationLinkCopied}
            </Typography>
          ) : (
            <Typography color="text.secondary" sx={{ fontSize: '0.875rem', mt: 0.5 }}>
              {Messages.invitationLinkNote}
            </Typography>
          )}
        </div>
      ) : null}
    </div>
  );
}

export function ManageUsersPage() {
  const d = useLoaderData<ManageUsersData>();
  const actionData = useActionData<ManageUsersAnswer>();
  const shownLink = linkOf(actionData);
  const title = TABS.find((t) => t.tab === d.tab)!.label;
  const paging = pagingFor(d.pathname, d.query, d.count);
  return (
    <div>
      <h1 className={page.h1}>Manage Users</h1>
      <RouteTabs label="Manage users" tabs={TABS} current={TABS.find((t) => t.tab === d.tab)!.id} />
      <FormSection id="invite" title="Invite an employee">
        <p className={`${page.text} ${page.gutterSmall}`}>
          We e-mail a link to register; the employee chooses their own password. The link works once and expires in 14 days.
        </p>
        <InviteForm
          id="invite-employee"
          schema={employeeInviteSchema}
          lastResult={resultOf(actionData, 'invite')}
          submitLabel="Send invitation"
          fields={[
            ...NAME_AND_EMAIL_FIELDS,
            RIGHTS_FIELD,
          ]}
        />
      </FormSection>
      {d.tab === 'active' ? (
        <FormSection id="create" title="Or create an employee with a first password">
          <p className={`${page.text} ${page.gutterSmall}`}>
            The employee can sign in at once with the password you set; tell it to them yourself, we send no e-mail.
          </p>
          <InviteForm
            id="create-employee"
            intent="createEmployee"
            schema={employeeCreateSchema}
            lastResult={resultOf(actionData, 'createEmployee')}
            submitLabel="Create employee"
            fields={[...NAME_AND_EMAIL_FIELDS, { name: 'password', label: 'First password', type: 'password', required: true, autoComplete: 'new-password' }, RIGHTS_FIELD]}
          />
        </FormSection>
      ) : null}
      <section className={page.paper} aria-labelledby="users-heading">
        <ListTitleRow id="users-heading" title={title} count={d.count} testId="list-total" oneLine />
        {d.tab === 'pending' ? (
          <DataTable
            labelledBy="users-heading"
            rowTestId="pending-row"
            rows={d.invitations}
            rowKey={(c) => c.id}
            empty={Messages.pendingInvitationsEmpty}
            paging={paging}
            columns={[
              { label: 'Name', cell: (c) => c.name },
              { label: 'E-mail', cell: (c) => c.targetUserInfo.email },
              { label: 'Business rights', cell: (c) => (c.isBusinessRightsAvailable ? 'Yes' : 'No') },
              { label: 'Sent', cell: (c) => c.sent, nowrap: true },
              { label: 'Expires', cell: (c) => c.expires, nowrap: true },
              {
                label: 'Actions',
                cell: (c) => (
                  <div className={listParts.rowButtons}>
                    <RowAction intent="resend" id={c.id} label="Resend" rowName={c.targetUserInfo.email} />
                    <CopyLink id={c.id} rowName={c.targetUserInfo.email} />
                    <RowAction intent="remove" id={c.id} label="Remove" rowName={c.targetUserInfo.email} />
                  </div>
                ),
              },
            ]}
          />
        ) : (
          <DataTable
            labelledBy="users-heading"
            rowTestId={d.tab === 'active' ? 'active-user-row' : 'suspended-user-row'}
            rows={d.users}
            rowKey={(u) => u.userId}
            empty={d.tab === 'active' ? 'No active users.' : Messages.suspendedUsersEmpty}
            paging={paging}
            columns={[
              { label: 'Name', cell: (u) => u.name },
              { label: 'E-mail', cell: (u) => u.email },
              { label: 'Phone', cell: (u) => u.phoneNumber ?? '' },
              { label: 'Role', cell: (u) => (isRole(u.role) ? ROLE_LABELS[u.role] : u.role) },
              { label: 'Business rights', cell: (u) => (u.isBusinessRightsAvailable ? 'Yes' : 'No') },
              { label: 'Registered', cell: (u) => u.registered, nowrap: true },
              {
                label: 'Actions',
                cell: (u) =>
                  u.employeeId && u.role === 'businessEmployee' && u.userId !== d.viewerId ? (
                    <div className={listParts.rowButtons}>
                      {d.tab === 'active' ? (
                        <>
                          <RowAction
                            intent={u.isBusinessRightsAvailable ? 'withdrawRights' : 'grantRights'}
                            id={u.employeeId}
                            label={u.isBusinessRightsAvailable ? 'Withdraw rights' : 'Grant rights'}
                            rowName={u.email}
                          />
                          <RowAction intent="suspend" id={u.employeeId} label="Suspend" rowName={u.email} />
                        </>
                      ) : (
                        <RowAction intent="reactivate" id={u.employeeId} label="Reactivate" rowName={u.email} />
                      )}
                    </div>
                  ) : null,
              },
            ]}
          />
        )}
      </section>
      {shownLink && !d.invitations.some((c) => c.id === shownLink.id) ? (
        <Alert severity="info" className={page.spacedAboveSmall}>
          {shownLink.url}
        </Alert>
      ) : null}
      {/* Active Users is a registration step: once visited, the way on to the next one. */}
      {d.tab === 'active' ? <NextStepButton /> : null}
    </div>
  );
}
