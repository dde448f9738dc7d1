/** The admin's product form (create and edit): name, price in dollars, description, active. */
import { decimalDollars } from '../../../domain/money';
import type { FieldMetadata } from '@conform-to/react';
import { productFormSchema } from '../../../domain/subscription-validation';
import type { Product } from '../../features/subscriptions/subscriptions.server';
import { ConformCheckbox, ConformTextField } from '../../components/Fields';
import { FormSection, PageForm, usePageForm } from '../../components/FormPage';
import { TwoColumns } from './FormLayout';

export const SAVE_PRODUCT_INTENT = 'save-product';

export function ProductForm({ product, cancelTo }: { product: Product | null; cancelTo: string }) {
  const [form, fields] = usePageForm(productFormSchema, {
    id: product ? `product-${product.id}` : 'product-new',
    intent: SAVE_PRODUCT_INTENT,
    defaultValue: {
      name: product?.name ?? '',
      price: product ? decimalDollars(product.price) : '',
      description: product?.description ?? '',
      active: product ? product.active : true,
    },
  });
  return (
    <FormSection id="product-form" title={product ? `Edit ${product.name}` : 'New product'} testId="product-form" wide>
      <PageForm form={form} intent={SAVE_PRODUCT_INTENT} hidden={{ id: product?.id }} submit={product ? 'Save product' : 'Create product'} cancelTo={cancelTo}>
        <TwoColumns>
          <ConformTextField field={fields.name} label="Product name" required />
          <ConformTextField field={fields.price} label="Price ($)" required />
          <ConformTextField field={fields.description as FieldMetadata<string | undefined>} label="Product description" multiline minRows={2} />
        </TwoColumns>
        <ConformCheckbox field={fields.active} label="Active product" />
      </PageForm>
    </FormSection>
  );
}
