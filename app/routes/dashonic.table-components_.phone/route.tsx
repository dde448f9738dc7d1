/**
 * `/dashonic/table-components/phone` (public): the table gallery in the phone layout: the same components
 * with every responsive style at its phone value, in a column as wide as a phone (app/features/gallery/TableGallery.tsx).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { routeById } from '../../../domain/routes';
import { TableGallery, tableGalleryData } from '../../features/gallery/TableGallery';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';

export const meta: MetaFunction = () => [{ title: routeById('dashonic.tables.phone').title }];

export async function loader({ request }: LoaderFunctionArgs) {
  return tableGalleryData(request.url);
}

export default function TableComponentsPhone() {
  return <TableGallery data={useLoaderData<typeof loader>()} phone />;
}

export const ErrorBoundary = RouteErrorBoundary;
