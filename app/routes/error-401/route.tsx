/** `/error-401`: the page a user lands on when a page is not theirs. */
import { muiRoute } from '../../components/MuiScope';
import { Button, Paper, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { landingPath, LOGIN_PATH } from '../../../domain/guard';
import { SUPPORT_NAME } from '../../../domain/product';
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
    <Paper sx={{ p: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Access denied
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Error 401: you do not have access to this page. If you think you should, ask your business owner or {SUPPORT_NAME}.
      </Typography>
      <Button component={RemixLink} to={href} variant="contained">
        {label}
      </Button>
    </Paper>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
