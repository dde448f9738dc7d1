/**
 * Instant collections on `/instant-collections/enabled`: the collect form for one payer or many
 * (opened by the URL), its confirm step (count and total, before money moves) and the connected customers table.
 * Plain GET links and POST forms, so all of it works without JavaScript.
 */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Form, Link as RemixLink, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { collectFormSchema } from '../../../domain/collections';
import { formatDate } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import type { CollectConfirmation, CustomerRow, Payer } from './collections.server';
import { DataTable } from '../../components/DataTable';
import { ConformTextField, Facts, MoneyField } from '../../components/Fields';
import { ErrorAlert, FormActions } from '../../components/FormPage';
import { page } from '../../components/chrome-styles';
import { listPages } from '../../components/list-pages-styles';
import { buttonClass } from '../../components/Plain';

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
      <button type="submit" className={buttonClass({ variant: 'outlined' })}>
        Collect from selected
      </button>
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
    <section className={`${page.paper} ${page.roomy} ${page.spacedBelow} ${page.narrow}`} aria-labelledby="collect-heading" data-testid="collect-form">
      <h2 id="collect-heading" tabIndex={-1} ref={heading} className={`${page.title2} ${page.gutter}`}>
        {headingOf(payers)}
      </h2>
      {payers.length > 1 ? <Facts items={[{ label: 'Payers', value: payerList(payers) }]} /> : null}
      <Form method="post" {...getFormProps(form)} noValidate>
        <ErrorAlert id={form.errorId} message={form.errors?.[0]} />
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {payers.map((p) => (
          <input key={p.ref} type="hidden" name="payers" value={p.ref} />
        ))}
        <div className={listPages.fields}>
          <MoneyField field={fields.amount} label={payers.length > 1 ? 'Amount from each payer (USD)' : 'Amount (USD)'} required />
          <ConformTextField field={fields.referenceNumber} label="Reference number" autoComplete="off" />
          <ConformTextField field={fields.description} label="Description" />
          {single?.kind === 'consumer' ? <ConformTextField field={fields.phoneNumber} label="Phone number" type="tel" autoComplete="off" /> : null}
        </div>
        <FormActions cancelTo={listPath}>
          <button type="submit" className={buttonClass({ variant: 'contained' })} disabled={navigation.state === 'submitting'}>
            Review collection
          </button>
        </FormActions>
      </Form>
    </section>
  );
}

export function CollectConfirm({ confirmation, listPath }: { confirmation: CollectConfirmation; listPath: string }) {
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { payers, values } = confirmation;
  return (
    <section className={`${page.paper} ${page.roomy} ${page.spacedBelow} ${page.narrow}`} aria-labelledby="collect-confirm-heading" data-testid="collect-confirm">
      <h2 id="collect-confirm-heading" tabIndex={-1} ref={heading} className={`${page.title2} ${page.gutter}`}>
        Confirm collection
      </h2>
      <p className={`${page.text} ${page.gutterSmall}`}>{confirmation.question}</p>
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
          <button type="submit" className={buttonClass({ variant: 'contained' })} disabled={navigation.state === 'submitting'}>
            Confirm collection
          </button>
        </FormActions>
      </Form>
    </section>
  );
}

/** The customer businesses connected to this one, each with its Collect link and a checkbox of the selection form. */
export function ConnectedCustomers({ customers, listPath }: { customers: CustomerRow[]; listPath: string }) {
  const collectHref = (c: CustomerRow) => `${listPath}&collect=${encodeURIComponent(`customer:${c.businessId}`)}`;
  return (
    <section className={`${page.paper} ${page.spacedAbove}`} aria-labelledby="customers-heading">
      <div className={page.titleRow}>
        <h2 id="customers-heading" className={page.h2}>
          Connected customers
        </h2>
        {customers.length ? <CollectSelectedCustomersButton /> : null}
      </div>
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
                <RemixLink to={collectHref(c)} className={buttonClass({ size: 'small' })} aria-label={`Collect from ${c.name}`}>
                  Collect
                </RemixLink>
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
    </section>
  );
}

/** The customers section's own submit of the same selection form (one form, two places to press it). */
function CollectSelectedCustomersButton() {
  return (
    <button type="submit" form={COLLECT_SELECT_FORM} className={buttonClass({ variant: 'outlined' })}>
      Collect from selected customers
    </button>
  );
}
