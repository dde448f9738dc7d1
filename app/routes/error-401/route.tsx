/** `/error-401`: the page a user lands on when a page is not theirs. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { landingPath, LOGIN_PATH } from '../../../domain/guard';
import { SUPPORT_NAME } from '../../../domain/product';
import { page } from '../../components/chrome-styles';
import { buttonClass } from '../../components/Plain';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { withServiceBanner } from '../../platform/shell.server';
import { getViewer, toUserContext } from '../../platform/viewer.server';

export async function loader({ context }: LoaderFunctionArgs) {
  const viewer = await withServiceBanner(() => getViewer(context));
  return viewer
    ? { href: landingPath(toUserContext(viewer)), label: 'Go to your home page' }
    : { href: LOGIN_PATH, label: 'Sign in' };
}

export default function Error401() {
  const { href, label } = useLoaderData<typeof loader>();
  return (
    <div className={page.panel}>
      <h1 className={page.h1}>Access denied</h1>
      <p className={`${page.text} ${page.spacedBelow}`}>
        Error 401: you do not have access to this page. If you think you should, ask your business owner or {SUPPORT_NAME}.
      </p>
      <RemixLink to={href} className={buttonClass({ variant: 'contained' })}>
        {label}
      </RemixLink>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
