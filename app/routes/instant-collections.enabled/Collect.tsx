/**
 * Instant collections on `/instant-collections/enabled`: the collect form for one payer or many
 * (opened by the URL), its confirm step (count and total, before money moves) and the connected customers table.
 * Plain GET links and POST forms, so all of it works without JavaScript.
 */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Form, Link as RemixLink, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { collectFormSchema } from '../../../domain/collections';
import { formatDate } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import type { CollectConfirmation, CustomerRow, Payer } from './collections.server';
import { DataTable } from '../../components/DataTable';
import { ConformTextField, Facts, MoneyField } from '../../components/Fields';
import { ErrorAlert, FormActions } from '../../components/FormPage';

/** The GET form the row checkboxes belong to: it opens the collect form for the selected payers. */
export const COLLECT_SELECT_FORM = 'collect-select';

const payerList = (payers: readonly Payer[]) => payers.map((p) => p.name).join(', ');
const headingOf = (payers: readonly Payer[]) => (payers.length === 1 ? `Collect from ${payers[0].name}` : `Collect from ${payers.length} payers`);

/** "Collect from selected": submits the selection form (list state in hidden fields, so the URL keeps the list). */
export function CollectSelectedButton({ listSearch }: { listSearch: string }) {
  return (
    <Form method="get" id={COLLECT_SELECT_FORM}>
      {[...new URLSearchParams(listSearch)].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="outlined">
        Collect from selected
      </Button>
    </Form>
  );
}

export function CollectForm({ payers, idempotencyKey, listPath, lastResult }: { payers: Payer[]; idempotencyKey: string; listPath: string; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const single = payers.length === 1 ? payers[0] : null;
  const [form, fields] = useForm({
    id: 'collect-form',
    lastResult,
    defaultValue: { phoneNumber: single?.phoneNumber ?? '' },
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: collectFormSchema }),
  });
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3, maxWidth: 720 }} component="section" aria-labelledby="collect-heading" data-testid="collect-form">
      <Typography variant="h2" id="collect-heading" tabIndex={-1} ref={heading} gutterBottom>
        {headingOf(payers)}
      </Typography>
      {payers.length > 1 ? <Facts items={[{ label: 'Payers', value: payerList(payers) }]} /> : null}
      <Form method="post" {...getFormProps(form)} noValidate>
        <ErrorAlert id={form.errorId} message={form.errors?.[0]} />
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {payers.map((p) => (
          <input key={p.ref} type="hidden" name="payers" value={p.ref} />
        ))}
        <Box sx={{ display: 'grid', gap: 2 }}>
          <MoneyField field={fields.amount} label={payers.length > 1 ? 'Amount from each payer (USD)' : 'Amount (USD)'} required />
          <ConformTextField field={fields.referenceNumber} label="Reference number" autoComplete="off" />
          <ConformTextField field={fields.description} label="Description" />
          {single?.kind === 'consumer' ? <ConformTextField field={fields.phoneNumber} label="Phone number" type="tel" autoComplete="off" /> : null}
        </Box>
        <FormActions cancelTo={listPath}>
          <Button type="submit" variant="contained" disabled={navigation.state === 'submitting'}>
            Review collection
          </Button>
        </FormActions>
      </Form>
    </Paper>
  );
}

export function CollectConfirm({ confirmation, listPath }: { confirmation: CollectConfirmation; listPath: string }) {
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { payers, values } = confirmation;
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3, maxWidth: 720 }} component="section" aria-labelledby="collect-confirm-heading" data-testid="collect-confirm">
      <Typography variant="h2" id="collect-confirm-heading" tabIndex={-1} ref={heading} gutterBottom>
        Confirm collection
      </Typography>
      <Typography sx={{ mb: 1 }}>{confirmation.question}</Typography>
      <Facts
        items={[
          { label: payers.length > 1 ? 'Amount from each' : 'Amount', value: formatCents(confirmation.amountCents) },
          { label: payers.length > 1 ? 'Payers' : 'Payer', value: payerList(payers) },
          ...(values.referenceNumber ? [{ label: 'Reference number', value: values.referenceNumber }] : []),
          ...(values.description ? [{ label: 'Description', value: values.description }] : []),
          ...(values.phoneNumber ? [{ label: 'Phone number', value: values.phoneNumber }] : []),
        ]}
      />
      <Form method="post" replace>
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="idempotencyKey" value={confirmation.idempotencyKey} />
        {payers.map((p) => (
          <input key={p.ref} type="hidden" name="payers" value={p.ref} />
        ))}
        {Object.entries(values).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        <FormActions cancelTo={listPath} mt={0}>
          <Button type="submit" variant="contained" disabled={navigation.state === 'submitting'}>
            Confirm collection
          </Button>
        </FormActions>
      </Form>
    </Paper>
  );
}

/** The customer businesses connected to this one, each with its Collect link and a checkbox of the selection form. */
export function ConnectedCustomers({ customers, listPath }: { customers: CustomerRow[]; listPath: string }) {
  const collectHref = (c: CustomerRow) => `${listPath}&collect=${encodeURIComponent(`customer:${c.businessId}`)}`;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="customers-heading">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Typography variant="h2" id="customers-heading" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          Connected customers
        </Typography>
        {customers.length ? <CollectSelectedCustomersButton /> : null}
      </Box>
      <DataTable
        labelledBy="customers-heading"
        rowTestId="customer-row"
        columns={[
          { label: 'Name', cell: (c) => c.name },
          { label: 'Email', cell: (c) => c.email },
          { label: 'Bank Account', cell: (c) => (c.hasBankAccount ? 'On file' : 'Not added yet') },
          { label: 'Connected', cell: (c) => formatDate(c.connectedAt), nowrap: true },
          {
            label: 'Actions',
            cell: (c) =>
              c.hasBankAccount ? (
                <Button size="small" component={RemixLink} to={collectHref(c)} aria-label={`Collect from ${c.name}`}>
                  Collect
                </Button>
              ) : (
                ''
              ),
          },
        ]}
        rows={customers}
        rowKey={(c) => c.businessId}
        empty="No connected customers yet. Invite a customer business below; once it registers, you can collect from it here."
        selection={{
          name: 'collect',
          value: (c) => `customer:${c.businessId}`,
          label: (c) => `Select ${c.name}`,
          allLabel: 'Select every customer',
          form: COLLECT_SELECT_FORM,
        }}
      />
    </Paper>
  );
}

/** The customers section's own submit of the same selection form (one form, two places to press it). */
function CollectSelectedCustomersButton() {
  return (
    <Button type="submit" form={COLLECT_SELECT_FORM} variant="outlined">
      Collect from selected customers
    </Button>
  );
}
