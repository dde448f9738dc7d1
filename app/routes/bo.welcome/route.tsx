/** `/bo/welcome`: where the owner lands after the last registration step: what the business can do next. */
import { muiRoute } from '../../components/MuiScope';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { checkAccess } from '../../../domain/guard';
import { hrefOf, routeById } from '../../../domain/routes';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';

/** The next things to do, in the order a new business usually does them; each shows only where the owner may go. */
const NEXT_STEPS = [
  { routeId: 'transactions.sendPayment', title: 'Send your first payment', text: 'Pay a vendor from your bank account; it is scheduled by your payment time.' },
  { routeId: 'instantCollections.enabled', title: 'Collect from your customers', text: 'Ask an enabled consumer or a connected customer for an instant payment.' },
  // On Demand pays consumers (sendFundsToCustomer): it never takes money from them.
  { routeId: 'onDemand.consumers', title: 'Pay a consumer on demand', text: "Send money to a consumer's bank account when you need to: instantly where their bank takes it, else by ACH." },
  { routeId: 'bo.manageUsers.active', title: 'Invite your team', text: 'Add employees and decide who may approve payments and change settings.' },
  { routeId: 'bo.executiveDashboard', title: 'Watch your payments', text: 'The dashboard shows what was paid, what failed and what is coming up.' },
  { routeId: 'bo.subscription.invoices', title: 'See your invoices', text: 'Your service level is billed here; each invoice shows what it covers.' },
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { user, viewer } = await requireViewer(request, context);
    const next = NEXT_STEPS.flatMap((step) => {
      const route = routeById(step.routeId);
      return checkAccess(route, user).kind === 'allow' ? [{ title: step.title, text: step.text, href: hrefOf(route) }] : [];
    });
    return { businessName: viewer.businessName, next };
  });
}

export default function Welcome() {
  const { businessName, next } = useLoaderData<typeof loader>();
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {businessName ? `${businessName} is ready` : 'Your business is ready'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }} data-testid="welcome-intro">
        Registration is complete: every step is done. Here is what you can do next.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {next.map((step) => (
          <li key={step.href}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RemixLink} to={step.href} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h2" gutterBottom>
                    {step.title}
                  </Typography>
                  <Typography color="text.secondary">{step.text}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
