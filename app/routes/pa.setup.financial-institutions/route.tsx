/**
 * `/pa/setup/financial-institutions` (admin, feature flag financialInstitution): the directory of spec §3, searched
 * with complexInstitutionInfo (routing number, names, ids; partial, any case), ordered by institution, participant
 * or routing number, paged (every view a URL); create and edit an institution (`?dialog=new`, `?dialog=edit&id=`),
 * import a file in the Federal Reserve participant list's layout (a multipart form: works without JavaScript) and
 * export the list as CSV.
 */
import { muiRoute } from '../../components/MuiScope';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import {
  financialInstitutionSchema,
  INSTITUTION_CSV_HEADERS,
  INSTITUTION_IMPORT_MAX_BYTES,
  INSTITUTION_ORDER_LABELS,
  INSTITUTION_ORDERS,
  type InstitutionOrder,
} from '../../../domain/financial-institutions';
import { DEFAULT_ROWS, listHref, listQueryString, parseListQuery, type ListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { DataTable, pagingFor, type Column } from '../../components/DataTable';
import { ListPanel } from '../../components/ListPanel';
import { ConformTextField } from '../../components/Fields';
import { FormSection, PageForm, usePageForm } from '../../components/FormPage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { apiErrorMessage, fieldRefusal, FormRefusal, formActions, intentForm } from '../../platform/form-action.server';
import { dialogOf, optionalIdSchema } from '../../platform/forms';
import { callApi } from '../../platform/api.server';
import {
  CREATE_INSTITUTION_MUTATION,
  fetchInstitution,
  fetchInstitutions,
  importInstitutionFile,
  institutionOrderOf,
  UPDATE_INSTITUTION_MUTATION,
  type FinancialInstitution,
} from '../../features/setup/directory.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { PRODUCT_NAME } from '../../../domain/product';

const PATH = '/pa/setup/financial-institutions';
const MEGABYTES = INSTITUTION_IMPORT_MAX_BYTES / 1024 / 1024;
const IMPORT_INTENT = 'import';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const url = new URL(request.url);
    const query = parseListQuery(url.searchParams);
    const { dialog, id } = dialogOf(url);
    const [list, editing] = await Promise.all([fetchInstitutions(context, query), dialog === 'edit' && id ? fetchInstitution(context, id) : Promise.resolve(null)]);
    return { query, order: institutionOrderOf(query), ...list, form: dialog === 'new' ? { institution: null } : editing ? { institution: editing } : null };
  });
}

/** The import form: one CSV file; the services check every row (their line errors come back as the file's). */
const importSchema = z.object({
  file: z
    .instanceof(File, { message: Messages.institutionImportNoFile })
    .refine((file) => file.size <= INSTITUTION_IMPORT_MAX_BYTES, Messages.institutionImportTooLarge(MEGABYTES)),
});

export const action = (args: ActionFunctionArgs) => {
  const { context } = args;
  return formActions(
    args,
    {
      save: {
        schema: optionalIdSchema.merge(financialInstitutionSchema),
        save: ({ id, ...input }) =>
          id ? callApi(context, { document: UPDATE_INSTITUTION_MUTATION, variables: { id, input } }) : callApi(context, { document: CREATE_INSTITUTION_MUTATION, variables: { input } }),
        success: ({ id }) => (id ? Messages.financialInstitutionUpdated : Messages.financialInstitutionCreated),
        redirectTo: ({ routingId }) => `${PATH}?${listQueryString({ filter: routingId.trim() })}`,
        refused: (error) => {
          const message = apiErrorMessage(error);
          const fields = (error.fieldErrors ?? {}) as Record<string, string>;
          const field = Object.keys(fields)[0] ?? (message === Messages.financialInstitutionRoutingTaken ? 'routingId' : undefined);
          return field ? fieldRefusal(field, fields[field] ?? message) : { formErrors: [message] };
        },
      },
      [IMPORT_INTENT]: intentForm({
        schema: importSchema,
        // A file is never sent back in the answer.
        hideFields: ['file'],
        // The file's own message is shown alone (no form-level message above it); a refusal names the file.
        formLevel: false,
        save: async ({ file }) => {
          const outcome = await importInstitutionFile(context, await file.text());
          if (!outcome.ok)
            throw new FormRefusal({
              formErrors: [file.name ? `${file.name}: ${outcome.message}` : outcome.message],
              fieldErrors: { file: outcome.errors.map((e) => `Line ${e.line}: ${e.message}`) },
            });
          return outcome;
        },
        success: (_value, outcome) => Messages.institutionsImported(outcome.created, outcome.updated),
        redirectTo: `${PATH}?page=1`,
      }),
    },
    { maxFileBytes: INSTITUTION_IMPORT_MAX_BYTES },
  );
};

function InstitutionForm({ institution, cancelTo }: { institution: FinancialInstitution | null; cancelTo: string }) {
  const [form, fields] = usePageForm(financialInstitutionSchema, {
    id: 'institution-form',
    intent: 'save',
    validate: 'onBlur',
    defaultValue: institution ?? {},
  });
  const text = (name: keyof typeof fields & string, label: string, required = false) => (
    <ConformTextField field={fields[name as 'routingId']} label={label} required={required} fullWidth margin="dense" />
  );
  return (
    <FormSection id="institution-form" title={institution ? `Edit ${institution.institutionName || institution.routingId}` : 'New financial institution'}>
      <PageForm form={form} intent="save" submit={institution ? 'Save institution' : 'Create institution'} hidden={{ id: institution?.id ?? '' }} cancelTo={cancelTo}>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {text('routingId', 'Routing number', true)}
          {text('participantActivationDate', 'Participant activation date (MM/DD/YYYY)')}
          {text('institutionName', 'Institution name', true)}
          {text('institutionId', 'Institution ID')}
          {text('participantName', 'Participant name', true)}
          {text('participantId', 'Participant ID')}
          {text('receiveServices', 'Receive services')}
          {text('receivingConnection', 'Receiving connection')}
        </Box>
      </PageForm>
    </FormSection>
  );
}

function ImportForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // A refused file: its name and the services' message, then each wrong line; a missing or too large file: its message.
  const error = actionData?.intent === IMPORT_INTENT ? actionData.result.error : undefined;
  const lines = error?.['']?.length ? (error.file ?? []) : [];
  const message = error?.['']?.[0] ?? error?.file?.[0];
  const busy = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data';
  return (
    <FormSection id="import" title="Import a directory file">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A CSV file in the Federal Reserve participant list&apos;s layout: a header row naming the columns{' '}
        {Object.values(INSTITUTION_CSV_HEADERS).join(', ')} (any order; Routing Number, Participant Name and Institution Name are required). Every row is
        checked first: if any is wrong, nothing is imported and each wrong line is listed. Known routing numbers are updated. At most {MEGABYTES} MB.
      </Typography>
      {message ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="import-errors">
          <Typography sx={{ fontWeight: 600 }}>{message}</Typography>
          {lines.length ? (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <Form method="post" encType="multipart/form-data" action={PATH}>
        <input type="hidden" name="intent" value={IMPORT_INTENT} />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box component="label" htmlFor="institution-file" sx={{ fontWeight: 500 }}>
            Directory file (CSV)
          </Box>
          <input id="institution-file" name="file" type="file" accept=".csv,text/csv" required />
          <Button type="submit" variant="contained" disabled={busy}>
            Import file
          </Button>
        </Box>
      </Form>
    </FormSection>
  );
}

function Search({ query, order }: { query: ListQuery; order: InstitutionOrder }) {
  return (
    <Box component="section" aria-labelledby="search-heading" sx={{ mb: 2 }}>
      <Typography variant="h2" id="search-heading" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        Search
      </Typography>
      <Form method="get" action={PATH} key={listQueryString(query)}>
        <input type="hidden" name="page" value="1" />
        {query.rows !== DEFAULT_ROWS ? <input type="hidden" name="rows" value={query.rows} /> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, mb: 2 }}>
          <TextField id="search-institutions" name="filter" type="search" label="Routing number, name or ID" defaultValue={query.filter} />
          <TextField
            select
            id="sort-institutions"
            name="sortParams"
            label="Order"
            defaultValue={order}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {INSTITUTION_ORDERS.map((o) => (
              <option key={o} value={o}>
                {INSTITUTION_ORDER_LABELS[o]}
              </option>
            ))}
          </TextField>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained">
            Search
          </Button>
          <Button component={RemixLink} to={`${PATH}?page=1`} variant="text">
            Clear
          </Button>
        </Box>
      </Form>
    </Box>
  );
}

function sortOf(field: 'institutionName' | 'participantName' | 'routingId', order: InstitutionOrder, query: ListQuery) {
  const asc = `${field}Asc` as InstitutionOrder;
  const desc = `${field}Desc` as InstitutionOrder;
  const direction = order === asc ? ('asc' as const) : order === desc ? ('desc' as const) : undefined;
  return { href: listHref(PATH, query, { sortParams: order === asc ? desc : asc }), direction };
}

export default function FinancialInstitutions() {
  const { query, order, count, rows, form } = useLoaderData<typeof loader>();
  const here = `${PATH}?${listQueryString(query)}`;
  const columns: Column<FinancialInstitution>[] = [
    { label: 'Routing number', nowrap: true, cell: (r) => r.routingId, sort: sortOf('routingId', order, query) },
    {
      label: 'Institution',
      sort: sortOf('institutionName', order, query),
      cell: (r) => (
        <>
          {r.institutionName}
          {r.institutionId ? <Typography variant="body2" color="text.secondary">{`ID ${r.institutionId}`}</Typography> : null}
        </>
      ),
    },
    {
      label: 'Participant',
      sort: sortOf('participantName', order, query),
      cell: (r) => (
        <>
          {r.participantName}
          {r.participantId ? <Typography variant="body2" color="text.secondary">{`ID ${r.participantId}`}</Typography> : null}
        </>
      ),
    },
    { label: 'Receive services', cell: (r) => r.receiveServices || '—' },
    { label: 'Receiving connection', cell: (r) => r.receivingConnection || '—' },
    { label: 'Activation date', nowrap: true, cell: (r) => r.participantActivationDate || '—' },
    {
      label: 'Actions',
      cell: (r) => (
        <Link component={RemixLink} to={`${PATH}?${listQueryString(query)}&dialog=edit&id=${encodeURIComponent(r.id)}`} aria-label={`Edit ${r.routingId}`}>
          Edit
        </Link>
      ),
    },
  ];
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h1" gutterBottom>
          Financial Institutions
        </Typography>
        <Button component={RemixLink} to={`${here}&dialog=new`} variant="contained">
          New institution
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        The directory of banks by routing number. Routing numbers entered anywhere in {PRODUCT_NAME} are looked up here to show the bank&apos;s name.
      </Typography>
      {form ? <InstitutionForm key={form.institution?.id ?? 'new'} institution={form.institution} cancelTo={here} /> : null}
      <ImportForm />
      <Search query={query} order={order} />
      <ListPanel title="Directory" count={count} exportHref={`${PATH}/export?${listQueryString(query)}`}>
        <DataTable
          labelledBy="list-heading"
          rowTestId="institution-row"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          empty={Messages.financialInstitutionsEmpty}
          paging={pagingFor(PATH, query, count)}
        />
      </ListPanel>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
