/**
 * `/logout`: POST signs out (auth service logout, whole session cleared) and goes to /login. GET changes
 * nothing: a signed-in user gets a sign-out button; a signed-out one is sent on to /login after 1 s.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { Form, Link as RemixLink, useLoaderData } from '@remix-run/react';
import { LOGIN_PATH } from '../../../domain/guard';
import { PRODUCT_NAME } from '../../../domain/product';
import { LOGOUT_REDIRECT_MS } from '../../../domain/timings';
import { page } from '../../components/chrome-styles';
import { buttonClass } from '../../components/Plain';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { signOut } from '../../platform/auth.server';
import { useEffect } from 'react';
import { useNavigate } from '@remix-run/react';

export function loader({ context }: LoaderFunctionArgs) {
  return { signedIn: context.session.isSignedIn };
}

export async function action({ context }: ActionFunctionArgs) {
  await signOut(context);
  throw redirect(LOGIN_PATH);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Sign Out · ${PRODUCT_NAME}` },
  // Without JavaScript the browser itself moves on to the sign-in page.
  ...(data && !data.signedIn ? [{ httpEquiv: 'refresh', content: `${LOGOUT_REDIRECT_MS / 1000};url=${LOGIN_PATH}` }] : []),
];

export default function Logout() {
  const { signedIn } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  useEffect(() => {
    if (signedIn) return;
    const timer = setTimeout(() => navigate(LOGIN_PATH, { replace: true }), LOGOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);

  return (
    <div className={page.signIn}>
      {signedIn ? (
        <>
          <h1 className={page.h1}>Sign out</h1>
          <p className={`${page.text} ${page.spacedBelow}`}>Do you want to sign out of {PRODUCT_NAME}?</p>
          <Form method="post" reloadDocument>
            <button type="submit" className={buttonClass({ variant: 'contained' })}>
              Sign out
            </button>
          </Form>
        </>
      ) : (
        <>
          <h1 className={page.h1}>You are signed out</h1>
          <p className={page.text}>
            Taking you to the{' '}
            <RemixLink to={LOGIN_PATH} className={page.textLink}>
              sign-in page
            </RemixLink>
            …
          </p>
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
