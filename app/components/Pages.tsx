/** Whole-page states: the 404 page, the services banner and the generic error. */
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { Link as RemixLink } from '@remix-run/react';
import { Messages } from '../../domain/messages';

export function NotFoundPage() {
  return (
    <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {Messages.notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="not-found-status">
        {Messages.notFoundStatus}
      </Typography>
      <Button component={RemixLink} to="/" variant="contained">
        {Messages.backHome}
      </Button>
    </Paper>
  );
}

export function ServiceBanner({ message }: { message: string }) {
  return (
    <Alert severity="error" role="alert" variant="outlined" sx={{ fontSize: '1.05rem' }} data-testid="service-banner">
      {message}
    </Alert>
  );
}

export function ErrorPanel({ status, message, hint }: { status: number; message: string; hint?: string }) {
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {status === 404 ? Messages.notFound : `Error ${status}`}
      </Typography>
      <Alert severity="error" role="alert">
        {message}
      </Alert>
      {hint ? (
        <Typography sx={{ mt: 2 }} data-testid="error-hint">
          {hint}
        </Typography>
      ) : null}
      <Button component={RemixLink} to="/" sx={{ mt: 2 }}>
        {Messages.backHome}
      </Button>
    </Box>
  );
}
