/**
 * `/dashonic/table-components` (public, spec §2 demo pages): the living gallery of the product's list
 * table, driven by sample payments and the list state in the URL (app/features/gallery/TableGallery.tsx).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { routeById } from '../../../domain/routes';
import { TableGallery, tableGalleryData } from '../../features/gallery/TableGallery';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';

export const meta: MetaFunction = () => [{ title: routeById('dashonic.tables').title }];

export async function loader({ request }: LoaderFunctionArgs) {
  return tableGalleryData(request.url);
}

export default function TableComponents() {
  return <TableGallery data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
