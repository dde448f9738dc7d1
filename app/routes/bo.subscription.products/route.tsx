/** `/bo/subscription/products`: the products the business's service level gives. */
import { productLabel } from '../../../domain/roles';
import { muiRoute } from '../../components/MuiScope';
import { Box, Paper, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
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
    <Box>
      <Typography variant="h1" gutterBottom>
        Products
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="products-heading">
        <Typography variant="h2" id="products-heading" gutterBottom>
          {serviceLevelName ? `Products of ${serviceLevelName}` : 'Products'}
        </Typography>
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
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
