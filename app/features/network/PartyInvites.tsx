/**
 * Inviting business owners (the admin's /pa/businesses, the bank user's /bu/leads) and bank users (the admin's
 * /pa/banks/users): the invite form (InviteForm), the pending invitations with Edit (business owners), Resend
 * and Remove. Every action is a real form post (app/features/network/invitations.server.ts `partyInvitesAction`), so it works
 * without JavaScript; editing is a bookmarkable `?edit=<id>`.
 */
import { Link as RemixLink, useActionData } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { bankUserInviteFormSchema, businessTargetSchema } from '../../../domain/network';
import type { PartyKind, PendingInvitation } from './invitations.server';
import { resultOf } from '../../platform/form-answers';
import { DataTable } from '../../components/DataTable';
import { ListTitleRow } from '../../components/ListPanel';
import { listParts, page } from '../../components/chrome-styles';
import { buttonClass } from '../../components/Plain';
import { InviteForm, STATE_INVITE_FIELD, type InviteField } from './InviteForm';
import { RowAction } from './RowAction';

const BUSINESS_OWNER_FIELDS: readonly InviteField[] = [
  { name: 'name', label: 'Business name', required: true },
  { name: 'email', label: 'Owner e-mail', type: 'email', required: true },
  { name: 'firstName', label: 'Owner first name' },
  { name: 'lastName', label: 'Owner last name' },
  { name: 'phoneNumber', label: 'Owner phone number', type: 'tel' },
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  STATE_INVITE_FIELD,
  { name: 'zipcode', label: 'ZIP code' },
  { name: 'tags', label: 'Tags (separated by commas)' },
];

interface PartyInvitesProps {
  kind: PartyKind;
  pending: { count: number; rows: readonly PendingInvitation[] };
  /** The page's own address (without `edit`), for Edit and Cancel links. */
  pathname: string;
  search: string;
  /** The pending business owner invitation being edited (`?edit=<id>`). */
  editId?: string | null;
  /** Bank users: the banks to choose from. */
  banks?: readonly { id: string; name: string }[];
}

function hrefWith(pathname: string, search: string, edit: string | null): string {
  const params = new URLSearchParams(search);
  params.delete('edit');
  if (edit) params.set('edit', edit);
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

export function PartyInvites({ kind, pending, pathname, search, editId, banks = [] }: PartyInvitesProps) {
  const actionData = useActionData();
  const resultFor = (intent: string) => resultOf(actionData, intent) ?? null;
  const owner = kind === 'businessOwner';
  const editing = owner && editId ? pending.rows.find((r) => r.id === editId) : undefined;
  const who = owner ? 'business owner' : 'bank user';
  return (
    <>
      <section className={[page.paper, page.roomy, page.spacedAbove, page.spacedBelow, page.intro].join(' ')} aria-labelledby={`invite-${kind}-heading`}>
        <h2 id={`invite-${kind}-heading`} className={`${page.title2} ${page.gutter}`}>
          {editing ? `Edit the invitation to ${editing.email}` : `Invite a ${who}`}
        </h2>
        <p className={`${page.text} ${page.gutterSmall}`}>
          {editing
            ? 'The e-mail stays; the link already sent keeps working with the new details.'
            : owner
              ? 'We e-mail a link to the business registration form, pre-filled with these details. The link works once, only for that e-mail, and expires in 14 days.'
              : 'We e-mail a link to the bank user registration form. Choose the bank, or name a new one: it is created when the user registers. The link works once and expires in 14 days.'}
        </p>
        {owner ? (
          editing ? (
            <InviteForm
              key={`edit-${editing.id}`}
              id={`edit-business-owner-${editing.id}`}
              schema={businessTargetSchema}
              intent="updateBusinessOwner"
              lastResult={resultFor('updateBusinessOwner')}
              submitLabel="Save invitation"
              defaultValue={editing.values}
              hidden={{ id: editing.id }}
              fields={BUSINESS_OWNER_FIELDS.map((f) => (f.name === 'email' ? { ...f, readOnly: true } : f))}
              secondary={
                <RemixLink to={hrefWith(pathname, search, null)} className={page.textLink}>
                  Cancel
                </RemixLink>
              }
            />
          ) : (
            <InviteForm
              id="invite-business-owner"
              schema={businessTargetSchema}
              intent="inviteBusinessOwner"
              lastResult={resultFor('inviteBusinessOwner')}
              submitLabel="Invite business owner"
              fields={BUSINESS_OWNER_FIELDS}
            />
          )
        ) : (
          <InviteForm
            id="invite-bank-user"
            schema={bankUserInviteFormSchema}
            intent="inviteBankUser"
            lastResult={resultFor('inviteBankUser')}
            submitLabel="Invite bank user"
            fields={[
              { name: 'bank', label: 'Existing bank', options: [{ value: '', label: 'None: a new bank (named below)' }, ...banks.map((b) => ({ value: b.id, label: b.name }))] },
              { name: 'name', label: 'New bank name' },
              { name: 'firstName', label: 'First name', required: true },
              { name: 'lastName', label: 'Last name', required: true },
              { name: 'email', label: 'Email', type: 'email', required: true },
              { name: 'phoneNumber', label: 'Phone number', type: 'tel' },
            ]}
          />
        )}
      </section>
      <section className={`${page.paper} ${page.spacedBelow}`} aria-labelledby={`pending-${kind}-heading`}>
        <ListTitleRow id={`pending-${kind}-heading`} title={owner ? 'Pending business owner invitations' : 'Pending bank user invitations'} count={pending.count} oneLine />
        <DataTable
          labelledBy={`pending-${kind}-heading`}
          rowTestId={`pending-${kind}-row`}
          rows={pending.rows}
          rowKey={(r) => r.id}
          empty={Messages.pendingInvitationsEmpty}
          columns={[
            owner ? { label: 'Business', cell: (r: PendingInvitation) => r.business } : { label: 'Bank', cell: (r: PendingInvitation) => r.bank },
            { label: 'Name', cell: (r) => r.name },
            { label: 'E-mail', cell: (r) => r.email },
            { label: 'Sent', cell: (r) => r.sent, nowrap: true },
            { label: 'Expires', cell: (r) => r.expires, nowrap: true },
            {
              label: 'Actions',
              cell: (r) => (
                <div className={listParts.rowButtonsCentred}>
                  {owner ? (
                    <RemixLink to={hrefWith(pathname, search, r.id)} className={`${buttonClass({ size: 'small' })} ${listParts.wraps}`} aria-label={`Edit: ${r.email}`}>
                      Edit
                    </RemixLink>
                  ) : null}
                  <RowAction intent="resend" id={r.id} label="Resend" rowName={r.email} />
                  <RowAction intent="remove" id={r.id} label="Remove" rowName={r.email} />
                </div>
              ),
            },
          ]}
        />
      </section>
    </>
  );
}
