/** One POST button on a row of the network's lists (an invitation, a user): its intent and the row's id, named with the row for a screen reader. */
import { Button } from '@mui/material';
import { Form } from '@remix-run/react';

export function RowAction({ intent, id, label, rowName }: { intent: string; id: string; label: string; rowName: string }) {
  return (
    <Form method="post" style={{ display: 'inline' }}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="small" aria-label={`${label}: ${rowName}`}>
        {label}
      </Button>
    </Form>
  );
}
