/** Any URL no route answers: the 404 page of spec §2. */
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { notFound } from '../../platform/viewer.server';

export function loader(): never {
  return notFound();
}

export function action(): never {
  return notFound();
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
