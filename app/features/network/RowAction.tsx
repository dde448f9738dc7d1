/** One POST button on a row of the network's lists (an invitation, a user): its intent and the row's id, named with the row for a screen reader. */
import { Form } from '@remix-run/react';
import { listParts } from '../../components/chrome-styles';
import { buttonClass } from '../../components/Plain';

export function RowAction({ intent, id, label, rowName }: { intent: string; id: string; label: string; rowName: string }) {
  return (
    <Form method="post" style={{ display: 'inline' }}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`${buttonClass({ size: 'small' })} ${listParts.wraps}`} aria-label={`${label}: ${rowName}`}>
        {label}
      </button>
    </Form>
  );
}
