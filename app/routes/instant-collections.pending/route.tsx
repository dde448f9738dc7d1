/** `/instant-collections/pending`: the business's consumers whose process status is pending. */
import { muiRoute } from '../../components/MuiScope';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { InviteConsumer } from '../../features/network/InviteConsumer';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { ConsumerListRoute } from '../../features/transactions/ConsumerList';
import { withServiceBanner } from '../../platform/shell.server';
import { consumerInviteForms } from '../../features/network/invitations.server';
import { formActions } from '../../platform/form-action.server';
import { loadConsumerList, type ConsumerListData } from '../../features/transactions/consumers.server';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  withServiceBanner(() => loadConsumerList(request, context, 'instantCollections.pending'));

export const action = (args: ActionFunctionArgs) => formActions(args, consumerInviteForms(args.context, '/instant-collections/pending?page=1'));

export default function Page() {
  const d = useLoaderData<ConsumerListData>();
  return (
    <>
      <ConsumerListRoute />
      <InviteConsumer consumers={d.canInviteConsumers} customers={d.canInviteCustomers} asksForVehicle={d.asksForVehicle} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
