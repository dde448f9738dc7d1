/** `/bo/welcome`: where the owner lands after the last registration step: what the business can do next. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { checkAccess } from '../../../domain/guard';
import { hrefOf, routeById } from '../../../domain/routes';
import { page, tiles } from '../../components/chrome-styles';
import { TileContent } from '../../components/Plain';
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
    <div>
      <h1 className={page.h1}>{businessName ? `${businessName} is ready` : 'Your business is ready'}</h1>
      <p className={`${page.text} ${page.spacedBelow} ${page.intro}`} data-testid="welcome-intro">
        Registration is complete: every step is done. Here is what you can do next.
      </p>
      <ul className={tiles.list}>
        {next.map((step) => (
          <li key={step.href}>
            <div className={`${tiles.card} ${tiles.tall}`}>
              <RemixLink to={step.href} className={tiles.action}>
                <TileContent title={step.title} text={step.text} />
              </RemixLink>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
