/** `/main`: the public welcome page. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { LOGIN_PATH } from '../../../domain/guard';
import { PRODUCT_NAME } from '../../../domain/product';
import { page, tiles } from '../../components/chrome-styles';
import { buttonClass, TileContent } from '../../components/Plain';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';

export function loader({ context }: LoaderFunctionArgs) {
  return { signedIn: context.session.isSignedIn };
}

const FEATURES = [
  { title: 'Pay vendors and payees', text: 'Send payments straight from your accounting system, with optional approval before anything moves.' },
  { title: 'Collect instantly', text: 'Take instant payments from customers and consumers, and on-demand payments when you need them.' },
  { title: 'One subscription', text: 'Choose a service level that bundles the products your business needs, and change it as you grow.' },
];

export default function Main() {
  const { signedIn } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className={page.h1}>Welcome to {PRODUCT_NAME}</h1>
      <p className={`${page.secondary} ${tiles.lead}`}>
        {PRODUCT_NAME} is a web application for business payments: owners and employees pay vendors, collect from
        customers and keep their books in step, while banks and vendors see what concerns them.
      </p>
      <div className={tiles.features}>
        {FEATURES.map((f) => (
          <div key={f.title} className={tiles.card}>
            <TileContent title={f.title} text={f.text} />
          </div>
        ))}
      </div>
      <RemixLink to={signedIn ? '/' : LOGIN_PATH} className={buttonClass({ variant: 'contained', size: 'large' })}>
        {signedIn ? 'Go to your home page' : 'Sign in'}
      </RemixLink>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
