/** The admin's product form (create and edit): name, price in dollars, description, active. */
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Form, Link as RemixLink, useNavigation } from '@remix-run/react';
import { productFormSchema } from '../../../domain/subscription-validation';
import type { Product } from '../../services/subscriptions.server';
import { ConformCheckbox, ConformTextField } from '../Fields';
import { FormAlert } from './Fields';
import { parseSubscriptionForm } from './submission';

export const SAVE_PRODUCT_INTENT = 'save-product';

export function ProductForm({ product, lastResult, cancelTo }: { product: Product | null; lastResult: SubmissionResult<string[]> | undefined; cancelTo: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === SAVE_PRODUCT_INTENT;
  const [form, fields] = useForm({
    id: product ? `product-${product.id}` : 'product-new',
    lastResult,
    defaultValue: {
      name: product?.name ?? '',
      price: product ? (product.price / 100).toFixed(2) : '',
      description: product?.description ?? '',
      active: product ? product.active : true,
    },
    defaultNoValidate: true,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseSubscriptionForm(formData, productFormSchema),
  });
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="product-form-heading" data-testid="product-form">
      <Typography variant="h2" id="product-form-heading" gutterBottom>
        {product ? `Edit ${product.name}` : 'New product'}
      </Typography>
      <Form method="post" {...getFormProps(form)} noValidate>
        <FormAlert id={form.errorId} message={form.errors?.[0]} />
        <input type="hidden" name="intent" value={SAVE_PRODUCT_INTENT} />
        {product ? <input type="hidden" name="id" value={product.id} /> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
          <ConformTextField field={fields.name} label="Product name" required />
          <ConformTextField field={fields.price} label="Price ($)" required />
          <ConformTextField field={fields.description as FieldMetadata<string | undefined>} label="Product description" multiline minRows={2} />
        </Box>
        <ConformCheckbox field={fields.active} label="Active product" />
        <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {product ? 'Save product' : 'Create product'}
          </Button>
          <Button component={RemixLink} to={cancelTo}>
            Cancel
          </Button>
        </Box>
      </Form>
    </Paper>
  );
}
