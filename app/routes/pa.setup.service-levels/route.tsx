/**
 * `/pa/setup/service-levels` (Subscription Management): service levels (list, create, edit, delete with
 * confirmation, add and remove products) and products (list paged by 100, create, edit). Forms and dialogs are
 * URL state (`?dialog=new-level`, `edit-level`, `delete-level`, `new-product`, `edit-product`), so everything
 * works without JavaScript.
 */
import { muiRoute } from '../../components/MuiScope';
import { Alert, Box, Button, Chip, Paper, TextField, Typography } from '@mui/material';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { Form, Link as RemixLink, useLoaderData } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { productFormSchema, serviceLevelFormSchema } from '../../../domain/subscription-validation';
import { PRODUCTS_PAGE_SIZE } from '../../../domain/timings';
import { DataTable } from '../../components/DataTable';
import { PageLinks } from '../../components/PageLinks';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { ProductForm, SAVE_PRODUCT_INTENT } from './ProductForm';
import { ServiceLevelDetails } from '../../features/subscriptions/ServiceLevelDetails';
import { SAVE_LEVEL_INTENT, ServiceLevelForm } from './ServiceLevelForm';
import { callApi, type ApiError } from '../../platform/api.server';
import { formActions, intentForm, invalidToast, refusalToast, type RefusalReply } from '../../platform/form-action.server';
import { dialogOf, optionalIdSchema, recordIdSchema } from '../../platform/forms';
import { withServiceBanner } from '../../platform/shell.server';
import {
  ADD_PRODUCT_MUTATION,
  apiMessage,
  CREATE_LEVEL_MUTATION,
  CREATE_PRODUCT_MUTATION,
  DELETE_LEVEL_MUTATION,
  fetchAllProducts,
  fetchProducts,
  fetchServiceLevels,
  pageParam,
  redirectIfSetupVerificationNeeded,
  REMOVE_PRODUCT_MUTATION,
  UPDATE_LEVEL_MUTATION,
  UPDATE_PRODUCT_MUTATION,
  type ServiceLevel,
} from '../../features/subscriptions/subscriptions.server';
import { requireViewer } from '../../platform/viewer.server';
import { ConfirmDelete } from '../../components/ConfirmDelete';

const PATH = '/pa/setup/service-levels';
const ADD_PRODUCT_INTENT = 'add-product';
const REMOVE_PRODUCT_INTENT = 'remove-product';
const DELETE_LEVEL_INTENT = 'delete-level';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const url = new URL(request.url);
    const { dialog, id } = dialogOf(url);
    const productsPage = pageParam(url, 'productsPage');
    const [{ levels }, allProducts, productPage] = await Promise.all([fetchServiceLevels(context), fetchAllProducts(context), fetchProducts(context, productsPage)]);
    const level = id ? levels.find((l) => l.id === id) ?? null : null;
    const product = id ? allProducts.find((p) => p.id === id) ?? null : null;
    return {
      levels,
      allProducts,
      productPage: {
        ...productPage,
        page: productsPage,
        pageCount: Math.max(1, Math.ceil(productPage.count / PRODUCTS_PAGE_SIZE)),
      },
      levelForm: dialog === 'new-level' ? { level: null } : dialog === 'edit-level' && level ? { level } : null,
      deleting: dialog === 'delete-level' && level ? { id: level.id, name: level.name } : null,
      productForm: dialog === 'new-product' ? { product: null } : dialog === 'edit-product' && product ? { product } : null,
    };
  });
}

/** The API's answer as the form's errors: a duplicate name goes to the name field, anything else to the form. */
function refused(error: ApiError): RefusalReply {
  redirectIfSetupVerificationNeeded(error, PATH);
  return error.message === Messages.duplicateName ? { fieldErrors: { name: [error.message] } } : { formErrors: [apiMessage(error)] };
}

/** A level's Add and Remove product buttons: which level, which product (the Add form's choice may be left empty). */
const levelProductSchema = z.object({
  serviceLevelId: z.string().trim().min(1),
  productId: z.string({ required_error: Messages.formRequired }).trim().min(1, Messages.formRequired),
  productName: z.string().optional(),
});

export const action = (args: ActionFunctionArgs) => {
  const { context } = args;
  // The buttons on the lists have no form to show a refusal on: a danger toast, and the page again.
  const toast = refusalToast(context, PATH, (error) => {
    redirectIfSetupVerificationNeeded(error, PATH);
    context.session.flash('danger', apiMessage(error));
  });
  const button = { redirectTo: PATH, refused: toast, invalid: invalidToast(context, PATH) };
  return formActions(args, {
    [SAVE_LEVEL_INTENT]: {
      schema: optionalIdSchema.and(serviceLevelFormSchema).and(z.object({ productIds: z.array(z.string()).default([]) })),
      save: ({ id, productIds, ...input }) =>
        id
          ? callApi(context, { document: UPDATE_LEVEL_MUTATION, variables: { id, input } })
          : callApi(context, { document: CREATE_LEVEL_MUTATION, variables: { input: { ...input, productIds: productIds.filter(Boolean) } } }),
      success: ({ id }) => (id ? Messages.serviceLevelUpdated : Messages.serviceLevelCreated),
      redirectTo: PATH,
      refused,
    },
    [SAVE_PRODUCT_INTENT]: {
      schema: optionalIdSchema.and(productFormSchema),
      save: ({ id, ...input }) =>
        id ? callApi(context, { document: UPDATE_PRODUCT_MUTATION, variables: { id, input } }) : callApi(context, { document: CREATE_PRODUCT_MUTATION, variables: { input } }),
      success: ({ id }) => (id ? Messages.productUpdated : Messages.productCreated),
      redirectTo: PATH,
      refused,
    },
    [DELETE_LEVEL_INTENT]: { ...button, schema: recordIdSchema, save: ({ id }) => callApi(context, { document: DELETE_LEVEL_MUTATION, variables: { id } }), success: Messages.serviceLevelDeleted },
    [ADD_PRODUCT_INTENT]: intentForm({
      ...button,
      schema: levelProductSchema,
      save: ({ serviceLevelId, productId }) => callApi(context, { document: ADD_PRODUCT_MUTATION, variables: { serviceLevelId, productId } }),
      success: ({ productId }, { addProductToServiceLevel: level }) => Messages.productAdded(level.products.find((p) => p.id === productId)?.name ?? '', level.name),
    }),
    [REMOVE_PRODUCT_INTENT]: intentForm({
      ...button,
      schema: levelProductSchema,
      save: ({ serviceLevelId, productId }) => callApi(context, { document: REMOVE_PRODUCT_MUTATION, variables: { serviceLevelId, productId } }),
      success: ({ productName }, { removeProductFromServiceLevel: level }) => Messages.productRemoved(productName?.trim() ?? '', level.name),
    }),
  });
};

/** A level's products: each with a Remove button, and an Add form offering only the products not in it yet. */
function LevelProducts({ level, allProducts }: { level: ServiceLevel; allProducts: { id: string; name: string; active: boolean }[] }) {
  const inLevel = new Set(level.products.map((p) => p.id));
  const available = allProducts.filter((p) => p.active && !inLevel.has(p.id));
  const selectId = `add-product-${level.id}`;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        Products of {level.name}
      </Typography>
      {level.products.length ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 2,
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
          }}
          data-testid="level-products"
        >
          {level.products.map((p) => (
            <Box
              component="li"
              key={p.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                pl: 1,
              }}
            >
              <span>{p.name}</span>
              <Form method="post" action={PATH}>
                <input type="hidden" name="intent" value={REMOVE_PRODUCT_INTENT} />
                <input type="hidden" name="serviceLevelId" value={level.id} />
                <input type="hidden" name="productId" value={p.id} />
                <input type="hidden" name="productName" value={p.name} />
                <Button type="submit" size="small" color="error" aria-label={`Remove ${p.name} from ${level.name}`}>
                  Remove
                </Button>
              </Form>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography sx={{ mb: 2 }}>No products yet.</Typography>
      )}
      {available.length ? (
        <Form method="post" action={PATH}>
          <input type="hidden" name="intent" value={ADD_PRODUCT_INTENT} />
          <input type="hidden" name="serviceLevelId" value={level.id} />
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              flexWrap: 'wrap',
            }}
          >
            <TextField
              select
              id={selectId}
              name="productId"
              label={`Product to add to ${level.name}`}
              defaultValue={available[0].id}
              size="small"
              sx={{ minWidth: 260 }}
              slotProps={{
                select: { native: true },
                inputLabel: { shrink: true },
              }}
            >
              {available.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </TextField>
            <Button type="submit" variant="outlined">
              Add product
            </Button>
          </Box>
        </Form>
      ) : (
        <Typography color="text.secondary">Every active product is in this service level.</Typography>
      )}
    </Box>
  );
}

/** A section's heading (`id`) with the button that opens its New dialog. */
function SectionHeading({ id, title, dialog, add }: { id: string; title: string; dialog: string; add: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        mb: 2,
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="h2" id={id}>
        {title}
      </Typography>
      <Button component={RemixLink} to={`${PATH}?dialog=${dialog}`} variant="contained">
        {add}
      </Button>
    </Box>
  );
}

export default function ServiceLevelsPage() {
  const { levels, allProducts, productPage, levelForm, deleting, productForm } = useLoaderData<typeof loader>();
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Subscription Management
      </Typography>

      {levelForm ? <ServiceLevelForm key={levelForm.level?.id ?? 'new'} level={levelForm.level} products={allProducts.filter((p) => p.active)} cancelTo={PATH} /> : null}
      {productForm ? <ProductForm key={productForm.product?.id ?? 'new'} product={productForm.product} cancelTo={PATH} /> : null}
      {deleting ? (
        <ConfirmDelete
          idPrefix="delete-level"
          title="Delete service level"
          question={Messages.confirmDeleteServiceLevel(deleting.name)}
          action={PATH}
          intent={DELETE_LEVEL_INTENT}
          id={deleting.id}
        />
      ) : null}

      <Box component="section" aria-labelledby="levels-heading" sx={{ mb: 4 }}>
        <SectionHeading id="levels-heading" title="Service levels" dialog="new-level" add="New service level" />
        {levels.length === 0 ? <Alert severity="info">{Messages.serviceLevelsEmpty}</Alert> : null}
        {levels.map((level) => (
          <Paper key={level.id} variant="outlined" sx={{ p: 3, mb: 2 }} component="article" aria-labelledby={`level-${level.id}`} data-testid="service-level">
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 2,
                flexWrap: 'wrap',
                mb: 1,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="h3" id={`level-${level.id}`} sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
                  {level.name}
                </Typography>
                <Chip size="small" label={level.active ? 'Active' : 'Inactive'} color={level.active ? 'success' : 'default'} />
              </Box>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="small" component={RemixLink} to={`${PATH}?dialog=edit-level&id=${encodeURIComponent(level.id)}`} aria-label={`Edit ${level.name}`}>
                  Edit
                </Button>
                <Button size="small" color="error" component={RemixLink} to={`${PATH}?dialog=delete-level&id=${encodeURIComponent(level.id)}`} aria-label={`Delete ${level.name}`}>
                  Delete
                </Button>
              </Box>
            </Box>
            <ServiceLevelDetails level={level} />
            <LevelProducts level={level} allProducts={allProducts} />
          </Paper>
        ))}
      </Box>

      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="products-heading">
        <SectionHeading id="products-heading" title="Products" dialog="new-product" add="New product" />
        <DataTable
          labelledBy="products-heading"
          rowTestId="product-row"
          rows={productPage.products}
          rowKey={(p) => p.id}
          empty="No products yet."
          columns={[
            { label: 'Name', cell: (p) => p.name },
            {
              label: 'Price',
              align: 'right',
              cell: (p) => formatCents(p.price),
            },
            { label: 'Description', cell: (p) => p.description ?? '' },
            { label: 'Active', cell: (p) => (p.active ? 'Yes' : 'No') },
            {
              label: 'Actions',
              cell: (p) => (
                <Button size="small" component={RemixLink} to={`${PATH}?dialog=edit-product&id=${encodeURIComponent(p.id)}`} aria-label={`Edit ${p.name}`}>
                  Edit
                </Button>
              ),
            },
          ]}
        />
        <PageLinks label="Product pages" page={productPage.page} pageCount={productPage.pageCount} hrefFor={(n) => `${PATH}?productsPage=${n}`} centred />
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
