/** `/main`: the public welcome page. */
import { muiRoute } from '../../components/MuiScope';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { LOGIN_PATH } from '../../../domain/guard';
import { PRODUCT_NAME } from '../../../domain/product';
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
    <Box>
      <Typography variant="h1" gutterBottom>
        Welcome to {PRODUCT_NAME}
      </Typography>
      <Typography sx={{ fontSize: '1.1rem', mb: 3, color: 'text.secondary' }}>
        {PRODUCT_NAME} is a web application for business payments: owners and employees pay vendors, collect from
        customers and keep their books in step, while banks and vendors see what concerns them.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 4 }}>
        {FEATURES.map((f) => (
          <Card key={f.title}>
            <CardContent>
              <Typography variant="h2" gutterBottom>
                {f.title}
              </Typography>
              <Typography color="text.secondary">{f.text}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Button component={RemixLink} to={signedIn ? '/' : LOGIN_PATH} variant="contained" size="large">
        {signedIn ? 'Go to your home page' : 'Sign in'}
      </Button>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
