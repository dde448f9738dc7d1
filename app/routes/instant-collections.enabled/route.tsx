/**
 * `/instant-collections/enabled`: the business's consumers whose process status is active and its connected customer
 * businesses, with "Collect" for one or many: the form opens from the URL (`?collect=…`), a confirm step
 * states the count and total, then the collection goes through the payments engine. A consumer's "Revoke debit
 * authorization" (decision 052) opens its confirm dialog from the URL (`?dialog=revoke-debits&consumer=…`).
 */
import { muiRoute } from '../../components/MuiScope';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { CollectConfirm, CollectForm, CollectSelectedButton, COLLECT_SELECT_FORM, ConnectedCustomers } from './Collect';
import { InviteConsumer } from '../../features/network/InviteConsumer';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { ConsumerListRoute } from '../../features/transactions/ConsumerList';
import { enabledPageAction, loadEnabledPage, type CollectActionData, type EnabledPageData } from './collections.server';
import { REVOKE_DEBITS_DIALOG, REVOKE_DEBITS_INTENT } from '../../../domain/collections';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { CollectionMessages } from '../../../domain/messages/collections';
import { page } from '../../components/chrome-styles';
import { listPages } from '../../components/list-pages-styles';
import { buttonClass } from '../../components/Plain';
import type { ConsumerRow } from '../../features/transactions/consumers.server';
import { withServiceBanner } from '../../platform/shell.server';
import { resultOf, type FormActionData } from '../../platform/form-answers';

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => loadEnabledPage(request, context));

export const action = (args: ActionFunctionArgs) => enabledPageAction(args);

export default function Page() {
  const d = useLoaderData<EnabledPageData>();
  const actionData = useActionData<CollectActionData | FormActionData>();
  const confirmation = actionData && 'confirmation' in actionData ? actionData.confirmation : null;
  // The collect form's refusal: of its review, or of its confirm (the API refused the collection).
  const collectResult = resultOf(actionData, 'review') ?? resultOf(actionData, 'confirm');
  const listSearch = d.listPath.split('?')[1] ?? '';
  const canCollect = d.canCollectConsumers || d.canCollectCustomers;
  const top = (
    <>
      {d.revoking ? (
        <ConfirmDelete
          idPrefix="revoke-debits"
          title={CollectionMessages.revokeDebitAuthorization}
          question={CollectionMessages.confirmRevokeDebitAuthorization(d.revoking.name)}
          action={d.listPath}
          intent={REVOKE_DEBITS_INTENT}
          id={d.revoking.consumerId}
          confirmLabel={CollectionMessages.revokeDebitAuthorization}
        />
      ) : null}
      {confirmation ? (
        <CollectConfirm confirmation={confirmation} listPath={d.listPath} />
      ) : d.collecting.length ? (
        <CollectForm key={d.collecting.map((p) => p.ref).join()} payers={d.collecting} idempotencyKey={d.idempotencyKey} listPath={d.listPath} lastResult={collectResult} />
      ) : null}
      {canCollect ? (
        <div className={`${page.actions} ${page.section}`}>
          <CollectSelectedButton listSearch={listSearch} />
          {d.canCollectConsumers ? (
            // Limits on consumer debits and the account check before the first one (decision 052).
            <RemixLink to="/instant-collections/debit-settings" className={buttonClass()}>
              Consumer debit settings
            </RemixLink>
          ) : null}
        </div>
      ) : null}
    </>
  );
  return (
    <>
      <ConsumerListRoute
        top={top}
        selection={
          d.canCollectConsumers
            ? {
                name: 'collect',
                value: (c) => `consumer:${c.consumerId}`,
                label: (c) => `Select ${c.firstName} ${c.lastName}`,
                allLabel: 'Select every consumer on this page',
                form: COLLECT_SELECT_FORM,
                // Only a consumer a collection can succeed for.
                selectable: (c) => !c.collectBlock,
              }
            : undefined
        }
        actions={
          d.canCollectConsumers
            ? {
                label: 'Actions',
                cell: (c) => <ConsumerActions consumer={c} listPath={d.listPath} />,
              }
            : undefined
        }
      />
      {d.canCollectCustomers ? <ConnectedCustomers customers={d.customers} listPath={d.listPath} /> : null}
      <InviteConsumer consumers={d.canInviteConsumers} customers={d.canInviteCustomers} asksForVehicle={d.asksForVehicle} />
    </>
  );
}

/**
 * A consumer's row: Collect and, while debits are authorized, revoking them; once revoked, only that it is. Collect is
 * offered only where it can succeed: otherwise the row says why and what the consumer must do.
 */
function ConsumerActions({ consumer: c, listPath }: { consumer: ConsumerRow; listPath: string }) {
  const name = `${c.firstName} ${c.lastName}`;
  if (c.debitAuthorization === 'revoked') return <>{CollectionMessages.debitsRevoked}</>;
  if (c.collectBlock) {
    return (
      <span data-testid="collect-blocked" className={listPages.measure}>
        {c.collectBlock}
      </span>
    );
  }
  return (
    <div className={page.rowActions}>
      <RemixLink to={`${listPath}&collect=${encodeURIComponent(`consumer:${c.consumerId}`)}`} className={buttonClass({ size: 'small' })} aria-label={`Collect from ${name}`}>
        Collect
      </RemixLink>
      {c.debitAuthorization === 'authorized' ? (
        <RemixLink
          to={`${listPath}&dialog=${REVOKE_DEBITS_DIALOG}&consumer=${encodeURIComponent(c.consumerId)}`}
          className={buttonClass({ size: 'small', danger: true })}
          aria-label={`${CollectionMessages.revokeDebitAuthorization} of ${name}`}
        >
          {CollectionMessages.revokeDebitAuthorization}
        </RemixLink>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
