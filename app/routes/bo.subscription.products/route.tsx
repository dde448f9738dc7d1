/** `/bo/subscription/products`: the products the business's service level gives. */
import { productLabel } from '../../../domain/roles';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { page } from '../../components/chrome-styles';
import { DataTable } from '../../components/DataTable';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { withServiceBanner } from '../../platform/shell.server';
import { subscriptionPageData } from '../../features/subscriptions/subscriptions.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { business } = await subscriptionPageData(request, context);
    return { products: business.products, serviceLevelName: business.subscriptionSettings.actualServiceLevel?.name ?? null };
  });
}

export default function SubscriptionProductsPage() {
  const { products, serviceLevelName } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className={page.h1}>Products</h1>
      <section className={`${page.paper} ${page.roomy}`} aria-labelledby="products-heading">
        <h2 id="products-heading" className={`${page.title2} ${page.gutter}`}>
          {serviceLevelName ? `Products of ${serviceLevelName}` : 'Products'}
        </h2>
        <DataTable
          labelledBy="products-heading"
          rowTestId="business-product"
          rows={products}
          rowKey={(p) => p.id}
          empty={serviceLevelName ? 'This service level gives no products.' : Messages.noServiceLevelChosen}
          columns={[
            { label: 'Product', cell: (p) => productLabel(p.name) },
            { label: 'Description', cell: (p) => p.description ?? '' },
          ]}
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
