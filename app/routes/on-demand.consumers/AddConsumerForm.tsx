/** The form that adds a consumer to the business's list, from the consumers page. */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Form, useNavigation } from '@remix-run/react';
import { consumerSchema } from '../../../domain/payment-forms';
import { AccountNumberField, ConformSelect, ConformTextField, RoutingNumberField } from '../../components/Fields';
import { FormActions } from '../../components/FormPage';
import { listParts, page } from '../../components/chrome-styles';
import { buttonClass } from '../../components/Plain';
import { ADD_CONSUMER, FormError } from './SendPayment';

export function AddConsumerForm({ listPath, lastResult, asksForVehicle }: { listPath: string; lastResult?: SubmissionResult<string[]>; asksForVehicle: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [form, fields] = useForm({
    id: 'add-consumer',
    lastResult,
    defaultValue: { accountType: 'checking' },
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: consumerSchema }),
  });
  return (
    <section className={`${page.paper} ${page.roomy} ${page.spacedBelow}`} aria-labelledby="add-consumer-heading">
      <h2 id="add-consumer-heading" className={`${page.title2} ${page.gutter}`}>
        Add consumer
      </h2>
      <Form method="post" {...getFormProps(form)} noValidate>
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="listPath" value={listPath} />
        <div className={listParts.fieldsMd3}>
          <ConformTextField field={fields.firstName} label="First name" required autoComplete="off" />
          <ConformTextField field={fields.lastName} label="Last name" required autoComplete="off" />
          <ConformTextField field={fields.email} type="email" label="Email" autoComplete="off" />
          <ConformTextField field={fields.phoneNumber} type="tel" label="Phone" autoComplete="off" />
          {asksForVehicle ? (
            <>
              <ConformTextField field={fields.year} label="Year" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
              <ConformTextField field={fields.make} label="Make" />
              <ConformTextField field={fields.model} label="Model" />
            </>
          ) : null}
          <ConformTextField field={fields.description} label="Description" />
        </div>
        <h3 className={listParts.subHeading}>Bank details</h3>
        <div className={listParts.fieldsMd3}>
          <ConformTextField field={fields.bankName} label="Bank name" required />
          <RoutingNumberField field={fields.routingNumber} required />
          <AccountNumberField field={fields.accountNumber} required />
          <ConformTextField field={fields.accountHolderName} label="Account holder name" required />
          <ConformSelect
            field={fields.accountType}
            label="Account type"
            options={[
              { value: 'checking', label: 'Checking' },
              { value: 'savings', label: 'Savings' },
            ]}
          />
        </div>
        <FormActions cancelTo={listPath} mt={3}>
          <button type="submit" name="intent" value={ADD_CONSUMER} className={buttonClass({ variant: 'contained' })} disabled={busy}>
            Add consumer
          </button>
        </FormActions>
      </Form>
    </section>
  );
}
