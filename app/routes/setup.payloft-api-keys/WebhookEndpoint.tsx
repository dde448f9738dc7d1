/** A client's webhook endpoint: its address and events, the delivery log with each delivery's state, and resend. */
import { Box, Button, Chip, Typography } from '@mui/material';
import { Form, Link as RemixLink } from '@remix-run/react';
import { formatDateTime } from '../../../domain/dates';
import { API_KEYS_PATH } from '../../../domain/product';
import { DataTable } from '../../components/DataTable';
import type * as svc from '../../features/developers/api-clients.server';

const DELIVERY_LABEL: Record<string, string> = { pending: 'Retrying', succeeded: 'Delivered', failed: 'Failed' };
const DELIVERY_COLOR: Record<string, 'warning' | 'success' | 'error'> = { pending: 'warning', succeeded: 'success', failed: 'error' };

export function Endpoint({ endpoint }: { endpoint: svc.WebhookEndpoint }) {
  const headingId = `endpoint-${endpoint.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2, pl: 2, borderLeft: 3, borderColor: 'divider' }} data-testid="webhook-endpoint">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" id={headingId} sx={{ fontSize: '1rem', fontWeight: 600, wordBreak: 'break-all' }}>
          {endpoint.url}
        </Typography>
        <Button size="small" color="error" component={RemixLink} to={`${API_KEYS_PATH}?dialog=remove-webhook&id=${encodeURIComponent(endpoint.id)}`} aria-label={`Remove endpoint ${endpoint.url}`}>
          Remove
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Events: {endpoint.events.join(', ')}
      </Typography>
      <DataTable
        labelledBy={headingId}
        rowTestId="delivery-row"
        rows={endpoint.deliveries}
        rowKey={(d) => d.id}
        empty="No deliveries yet."
        columns={[
          { label: 'Event', cell: (d) => d.eventType },
          { label: 'Status', cell: (d) => <Chip size="small" label={DELIVERY_LABEL[d.status] ?? d.status} color={DELIVERY_COLOR[d.status] ?? 'default'} /> },
          { label: 'Attempts', align: 'right', cell: (d) => d.attempts },
          { label: 'Response', align: 'right', cell: (d) => (d.responseStatus ? String(d.responseStatus) : (d.lastError ?? '')) },
          { label: 'Created (UTC)', cell: (d) => formatDateTime(d.createdAt) },
          {
            label: 'Actions',
            cell: (d) => (
              <Form method="post" action={API_KEYS_PATH}>
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="id" value={d.id} />
                <Button type="submit" size="small" aria-label={`Resend ${d.eventType} of ${formatDateTime(d.createdAt)}`}>
                  Resend
                </Button>
              </Form>
            ),
          },
        ]}
      />
    </Box>
  );
}
