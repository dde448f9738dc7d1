/** The three Manage Users tabs (Active Users, Pending, Suspended): invite an employee or (Active Users) create one with a first password, and the actions each tab's rows allow. */
import { NextStepButton } from '../../components/FormPage';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useActionData, useFetcher, useLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Messages } from '../../../domain/messages';
import { employeeCreateSchema, employeeInviteSchema } from '../../../domain/network';
import { ROLE_LABELS, isRole } from '../../../domain/roles';
import type { InvitationLinkData, ManageUsersData } from './manage-users.server';
import { resultOf, type FormActionData } from '../../platform/form-answers';
import { DataTable, pagingFor } from '../../components/DataTable';
import { RouteTabs } from '../../components/RouteTabs';
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
    <Box sx={{ display: 'inline-block' }}>
      <fetcher.Form method="post" style={{ display: 'inline' }}>
        <input type="hidden" name="intent" value="copyLink" />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" size="small" aria-label={`Copy link: ${rowName}`} disabled={fetcher.state !== 'idle'}>
          Copy link
        </Button>
      </fetcher.Form>
      {link ? (
        <Box sx={{ mt: 1, minWidth: 320 }}>
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
        </Box>
      ) : null}
    </Box>
  );
}

export function ManageUsersPage() {
  const d = useLoaderData<ManageUsersData>();
  const actionData = useActionData<ManageUsersAnswer>();
  const shownLink = linkOf(actionData);
  const title = TABS.find((t) => t.tab === d.tab)!.label;
  const paging = pagingFor(d.pathname, d.query, d.count);
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Manage Users
      </Typography>
      <RouteTabs label="Manage users" tabs={TABS} current={TABS.find((t) => t.tab === d.tab)!.id} />
      <Paper variant="outlined" component="section" aria-labelledby="invite-heading" sx={{ p: 3, mb: 3, maxWidth: 760 }}>
        <Typography variant="h2" id="invite-heading" gutterBottom>
          Invite an employee
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          We e-mail a link to register; the employee chooses their own password. The link works once and expires in 14 days.
        </Typography>
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
      </Paper>
      {d.tab === 'active' ? (
        <Paper variant="outlined" component="section" aria-labelledby="create-heading" sx={{ p: 3, mb: 3, maxWidth: 760 }}>
          <Typography variant="h2" id="create-heading" gutterBottom>
            Or create an employee with a first password
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            The employee can sign in at once with the password you set; tell it to them yourself, we send no e-mail.
          </Typography>
          <InviteForm
            id="create-employee"
            intent="createEmployee"
            schema={employeeCreateSchema}
            lastResult={resultOf(actionData, 'createEmployee')}
            submitLabel="Create employee"
            fields={[...NAME_AND_EMAIL_FIELDS, { name: 'password', label: 'First password', type: 'password', required: true, autoComplete: 'new-password' }, RIGHTS_FIELD]}
          />
        </Paper>
      ) : null}
      <Paper variant="outlined" component="section" aria-labelledby="users-heading" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
          <Typography variant="h2" id="users-heading" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography data-testid="list-total">{Messages.listTotal(d.count)}</Typography>
        </Box>
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
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'flex-start' }}>
                    <RowAction intent="resend" id={c.id} label="Resend" rowName={c.targetUserInfo.email} />
                    <CopyLink id={c.id} rowName={c.targetUserInfo.email} />
                    <RowAction intent="remove" id={c.id} label="Remove" rowName={c.targetUserInfo.email} />
                  </Box>
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
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
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
                    </Box>
                  ) : null,
              },
            ]}
          />
        )}
      </Paper>
      {shownLink && !d.invitations.some((c) => c.id === shownLink.id) ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {shownLink.url}
        </Alert>
      ) : null}
      {/* Active Users is a registration step: once visited, the way on to the next one. */}
      {d.tab === 'active' ? <NextStepButton /> : null}
    </Box>
  );
}
