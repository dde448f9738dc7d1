/** The error boundary of every page: 404, the services banner for 503, otherwise a generic message. */
import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { PageMessages } from '../../domain/messages/pages';
import { ErrorPanel, NotFoundPage, ServiceBanner } from './Pages';

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    const banner = (error.data as { message?: unknown } | null)?.message;
    if (error.status === 503 && typeof banner === 'string') return <ServiceBanner message={banner} />;
    // Spec §8: a navigation error shows its status and message, and where to turn if it happens again.
    if (typeof banner === 'string' && banner) return <ErrorPanel status={error.status} message={banner} hint={PageMessages.contactSupport} />;
    return <ErrorPanel status={error.status} message={PageMessages.somethingWentWrongContact} />;
  }
  return <ErrorPanel status={500} message={PageMessages.somethingWentWrongContact} />;
}
