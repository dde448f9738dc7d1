/**
 * A reusable invite form (employee, vendor, customer, consumer, business owner, bank user): real inputs posted
 * with `intent`, validated in the browser with the same zod schema the action and the API use. Pair it with
 * `inviteForm` (app/features/network/invitations.server.ts) in the route's action.
 */
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ConformCheckbox, ConformSelect, ConformTextField, STATE_OPTIONS, STATE_PLACEHOLDER } from '../../components/Fields';
import { FormErrorBanner } from '../../components/FormPage';
import { listParts } from '../../components/chrome-styles';
import { buttonClass } from '../../components/Plain';

export interface InviteField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'checkbox';
  required?: boolean;
  autoComplete?: string;
  /** A native select of these choices. */
  options?: readonly { value: string; label: string }[];
  /** The select's first, empty choice (nothing chosen until the person chooses). */
  placeholder?: string;
  /** Shown but not editable (e.g. the e-mail of an invitation being edited). */
  readOnly?: boolean;
}

/** A state chosen from the list, none until the person chooses (never Alabama by default). */
export const STATE_INVITE_FIELD: InviteField = { name: 'state', label: 'State', options: STATE_OPTIONS, placeholder: STATE_PLACEHOLDER };

interface InviteFormProps {
  /** The form's id (unique on the page). */
  id: string;
  fields: readonly InviteField[];
  schema: z.ZodTypeAny;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  intent?: string;
  /** Posts to another route's action (default: the current page). */
  action?: string;
  /** Values the fields start with (editing an invitation). */
  defaultValue?: Record<string, string>;
  /** Hidden inputs posted with the form (e.g. the id of the invitation being edited). */
  hidden?: Record<string, string>;
  /** A link beside the submit button (e.g. cancel an edit). */
  secondary?: ReactNode;
}

export function InviteForm({ id, fields, schema, lastResult, submitLabel, intent = 'invite', action, defaultValue, hidden, secondary }: InviteFormProps) {
  const navigation = useNavigation();
  const [form, formFields] = useForm({
    id,
    lastResult: lastResult ?? undefined,
    defaultValue,
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate>
      <FormErrorBanner form={form} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={listParts.formGrid}>
        {fields.map((f) => {
          const field = (formFields as Record<string, FieldMetadata<string | undefined>>)[f.name];
          if (f.type === 'checkbox') return <ConformCheckbox key={f.name} field={field} label={f.label} />;
          if (f.options) return <ConformSelect key={f.name} field={field} label={f.label} options={f.options} placeholder={f.placeholder} required={f.required} />;
          return <ConformTextField key={f.name} field={field} label={f.label} type={f.type ?? 'text'} autoComplete={f.autoComplete ?? 'off'} required={f.required} readOnly={f.readOnly} />;
        })}
      </div>
      <div className={listParts.formButtons}>
        <button type="submit" className={`${buttonClass({ variant: 'contained' })} ${listParts.wraps}`} disabled={busy}>
          {submitLabel}
        </button>
        {secondary}
      </div>
    </Form>
  );
}
