/** The admin's service level form (create and edit): name, descriptions, active, tags, both terms, and products on create. */
import { decimalDollars } from '../../../domain/money';
import type { FieldMetadata } from '@conform-to/react';
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { serviceLevelFormSchema, TERM_UNITS } from '../../../domain/subscription-validation';
import type { Product, ServiceLevel } from '../../features/subscriptions/subscriptions.server';
import { ConformCheckbox, ConformSelect, ConformTextField } from '../../components/Fields';
import { FormSection, PageForm, usePageForm } from '../../components/FormPage';
import { Fieldset, TwoColumns } from './FormLayout';

export const SAVE_LEVEL_INTENT = 'save-level';

const dollars = (cents: number | undefined) => (cents === undefined ? '' : decimalDollars(cents));

function levelDefaults(level: ServiceLevel | null) {
  return {
    name: level?.name ?? '',
    shortDescription: level?.shortDescription ?? '',
    description: level?.description ?? '',
    active: level ? level.active : true,
    tags: level?.tags.join(', ') ?? '',
    initialTermDuration: level?.initialTerm ? String(level.initialTerm.duration) : '',
    initialTermUnit: level?.initialTerm?.unit ?? 'month',
    initialTermPrice: dollars(level?.initialTerm?.price),
    renewalTermDuration: level?.renewalTerm ? String(level.renewalTerm.duration) : '',
    renewalTermUnit: level?.renewalTerm?.unit ?? 'month',
    renewalTermPrice: dollars(level?.renewalTerm?.price),
  };
}

/** A nullable text field, as the text input takes it. */
type OptionalText = FieldMetadata<string | undefined>;

const UNIT_OPTIONS = TERM_UNITS.map((u) => ({
  value: u,
  label: u === 'month' ? 'Months' : 'Years',
}));

export function ServiceLevelForm({
  level,
  products,
  cancelTo,
}: {
  level: ServiceLevel | null;
  /** Products offered on create. */
  products: Product[];
  cancelTo: string;
}) {
  const [form, fields] = usePageForm(serviceLevelFormSchema, {
    id: level ? `service-level-${level.id}` : 'service-level-new',
    intent: SAVE_LEVEL_INTENT,
    defaultValue: levelDefaults(level),
  });
  const term = (prefix: 'initialTerm' | 'renewalTerm', title: string) => (
    <Fieldset legend={title} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <ConformTextField field={fields[`${prefix}Duration`]} label={`${title} duration`} required />
      <ConformSelect field={fields[`${prefix}Unit`]} label={`${title} unit`} options={UNIT_OPTIONS} />
      <ConformTextField field={fields[`${prefix}Price`]} label={`${title} price ($)`} required />
    </Fieldset>
  );
  return (
    <FormSection id="level-form" title={level ? `Edit ${level.name}` : 'New service level'} testId="service-level-form" wide>
      <PageForm form={form} intent={SAVE_LEVEL_INTENT} hidden={{ id: level?.id }} submit={level ? 'Save service level' : 'Create service level'} cancelTo={cancelTo}>
        <TwoColumns>
          <ConformTextField field={fields.name} label="Name" required />
          <ConformTextField field={fields.shortDescription as OptionalText} label="Short description" />
          <ConformTextField field={fields.description as OptionalText} label="Description" multiline minRows={2} />
          <ConformTextField field={fields.tags} label="Tags (comma-separated)" />
        </TwoColumns>
        <ConformCheckbox field={fields.active} label="Active (businesses can choose it)" />
        <Box sx={{ display: 'grid', gap: 2, my: 2 }}>
          {term('initialTerm', 'Initial term')}
          {term('renewalTerm', 'Renewal term')}
        </Box>
        {!level && products.length ? (
          <Fieldset legend="Products" sx={{ mb: 2 }}>
            {products.map((p) => (
              <FormControlLabel key={p.id} control={<Checkbox name="productIds" value={p.id} />} label={p.name} />
            ))}
          </Fieldset>
        ) : null}
      </PageForm>
    </FormSection>
  );
}
