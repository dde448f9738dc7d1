/**
 * Whole-page states: the 404 page, the services banner and the generic error. Plain elements with the stylesheet's
 * classes (decision 040): the root's error boundary and every route's render them, and they must not bring MUI along.
 */
import { Link as RemixLink } from '@remix-run/react';
import { PageMessages } from '../../domain/messages/pages';
import { page } from './chrome-styles';
import { Alert, buttonClass } from './Plain';

export function NotFoundPage() {
  return (
    <div className={`${page.paper} ${page.notFound}`}>
      <h1 className={page.h1}>{PageMessages.notFound}</h1>
      <p className={page.text} data-testid="not-found-status">
        {PageMessages.notFoundStatus}
      </p>
      <RemixLink to="/" className={buttonClass({ variant: 'contained' })}>
        {PageMessages.backHome}
      </RemixLink>
    </div>
  );
}

export function ServiceBanner({ message }: { message: string }) {
  return (
    <Alert severity="error" variant="outlined" className={page.banner} data-testid="service-banner">
      {message}
    </Alert>
  );
}

export function ErrorPanel({ status, message, hint }: { status: number; message: string; hint?: string }) {
  return (
    <div className={page.stack}>
      <h1 className={page.h1}>{status === 404 ? PageMessages.notFound : `Error ${status}`}</h1>
      <Alert severity="error">{message}</Alert>
      {hint ? (
        <p className={page.text} data-testid="error-hint">
          {hint}
        </p>
      ) : null}
      <RemixLink to="/" className={buttonClass()}>
        {PageMessages.backHome}
      </RemixLink>
    </div>
  );
}
