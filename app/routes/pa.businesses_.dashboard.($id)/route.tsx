/**
 * `/pa/businesses/dashboard/:id?` (admin): one business's dashboard (the owner dashboard's figures, its facts and
 * users), the admin business savings settings form (every change audited by the API), and disabling or enabling
 * the business's users for a payment issue. Without an id the page lets the admin pick a business.
 */
import { muiRoute } from '../../components/MuiScope';
import { getFormProps, useForm } from '@conform-to/react';
import { Alert, Box, Button, Chip, Link, Paper, TextField, Typography } from '@mui/material';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { Form, Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { businessSettingsFormSchema } from '../../../domain/admin';
import { parseListQuery } from '../../../domain/list-query';
import { DashboardMessages as M, Messages } from '../../../domain/messages';
import { DataTable } from '../../components/DataTable';
import { ConformTextField, Facts } from '../../components/Fields';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { SaveButton, SetupFormErrors, SetupSection, validateSetupForm } from '../../features/setup/SetupForm';
import { StatCard, StatGrid } from '../../features/dashboards/Stats';
import { PaymentCharts } from '../../features/dashboards/PaymentCharts';
import {
  businessFacts,
  fetchAdminBusiness,
  fetchBusinessList,
  SET_BUSINESS_RAIL_MUTATION,
  SET_BUSINESS_USERS_DISABLED_MUTATION,
  settingsDefaults,
  UPDATE_BUSINESS_SETTINGS_MUTATION,
} from '../../features/admin/admin.server';
import { ApiError, callApi } from '../../platform/api.server';
import { ErrorCodes } from '../../../domain/errors';
import { SETUP_VERIFICATION_PATH } from '../../../domain/mfa';
import { mutate, saveSetupForm } from '../../features/setup/business-setup.server';
import { bankNameOfRoutingNumber } from '../../features/setup/directory.server';
import { withServiceBanner } from '../../platform/shell.server';
import { notFound, requireViewer } from '../../platform/viewer.server';

const BASE = '/pa/businesses/dashboard';
const SAVE_INTENT = 'save-settings';
const USERS_INTENT = 'set-users-disabled';
const RAIL_INTENT = 'set-rail';
/** A rail choice travels in one select value: `sandbox`, or `nacha:<originating account id>`. */
const railValue = (c: { rail: string; originatingAccountId?: string | null }) => (c.rail === 'nacha' ? `nacha:${c.originatingAccountId}` : c.rail);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    if (!params.id) {
      // The picker: a search by name or e-mail, the first 25 matches by name.
      const url = new URL(request.url);
      const query = { ...parseListQuery(url.searchParams), sortParams: 'nameAsc' as const };
      const { rows, count } = await fetchBusinessList(context, 'businesses', query);
      return { picker: { search: query.filter, count, rows: rows.map((r) => ({ id: r.id, name: r.name, email: r.email })) }, found: null };
    }
    const found = await fetchAdminBusiness(context, params.id).catch((error) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    if (!found) return notFound();
    // The routing number's bank as the financial-institution directory knows it, so the admin sees which bank the number reaches.
    const directoryBankName = await bankNameOfRoutingNumber(context, found.business.sharedPaymentMethod?.routingNumber);
    const facts = [...businessFacts(found.business), ...(directoryBankName ? [{ label: 'Bank of the routing number (directory)', value: directoryBankName }] : [])];
    return { picker: null, found: { ...found, facts, defaults: settingsDefaults(found.business) } };
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const id = params.id;
    if (!id) return notFound();
    const formData = await request.formData();
    const intent = String(formData.get('intent') ?? '');
    if (intent === USERS_INTENT) {
      const disabled = formData.get('disabled') === 'true';
      const result = await mutate(context, { document: SET_BUSINESS_USERS_DISABLED_MUTATION, variables: { id, disabled } });
      if (result.ok) {
        const name = result.value.setBusinessUsersDisabled.summary.name;
        context.session.flash('success', disabled ? Messages.businessUsersDisabled(name) : Messages.businessUsersEnabled(name));
      } else context.session.flash('danger', result.message);
      throw redirect(`${BASE}/${encodeURIComponent(id)}`);
    }
    if (intent === RAIL_INTENT) {
      const [rail, originatingAccountId] = String(formData.get('rail') ?? '').split(':');
      try {
        const saved = await callApi(context, { document: SET_BUSINESS_RAIL_MUTATION, variables: { id, rail, originatingAccountId: originatingAccountId || null } });
        context.session.flash('success', `${Messages.railAssigned}: ${saved.setBusinessRail.rail.label}`);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // The services ask for a fresh verification (MFA on, decision 067): verify, then come back to the rail.
        if (error.code === ErrorCodes.forbidden && error.message !== Messages.railNeedsMfa) {
          throw redirect(`${SETUP_VERIFICATION_PATH}?${new URLSearchParams({ redirectTo: `${BASE}/${id}` })}`);
        }
        context.session.flash('danger', error.message);
      }
      throw redirect(`${BASE}/${encodeURIComponent(id)}`);
    }
    if (intent !== SAVE_INTENT) return data({ result: undefined }, { status: 400 });
    return saveSetupForm(context, request, formData, {
      schema: businessSettingsFormSchema,
      document: UPDATE_BUSINESS_SETTINGS_MUTATION,
      variables: (input) => ({ id, input }),
      fieldFor: (message) => (message === Messages.duplicateBusinessName ? 'name' : undefined),
    });
  });
}

function Picker({ search, count, rows }: { search: string; count: number; rows: { id: string; name: string; email: string | null }[] }) {
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Business Dashboard
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 760 }} component="section" aria-labelledby="pick-heading">
        <Typography variant="h2" id="pick-heading" gutterBottom>
          Choose a business
        </Typography>
        <Form method="get" action={BASE}>
          <input type="hidden" name="page" value="1" />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
            <TextField id="pick-search" name="filter" label="Name or e-mail" type="search" defaultValue={search} size="small" sx={{ flex: 1 }} />
            <Button type="submit" variant="contained">
              Search
            </Button>
          </Box>
        </Form>
        <Typography sx={{ mb: 1 }} data-testid="list-total">
          {Messages.listTotal(count)}
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0 }} aria-label="Businesses">
          {rows.map((r) => (
            <li key={r.id}>
              <Link component={RemixLink} to={`${BASE}/${encodeURIComponent(r.id)}`} underline="always">
                {r.name}
              </Link>
              {r.email ? ` · ${r.email}` : ''}
            </li>
          ))}
        </Box>
        {rows.length ? null : <Typography>{Messages.businessesEmpty}</Typography>}
      </Paper>
    </Box>
  );
}

type Found = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['found']>;

function SettingsForm({ found }: { found: Found }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'business-settings',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: found.defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateSetupForm(formData, businessSettingsFormSchema),
  });
  return (
    <SetupSection id="settings" title="Business settings">
      <Form method="post" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value={SAVE_INTENT} />
        <SetupFormErrors form={form} />
        <ConformTextField field={fields.name} label="Business name" required fullWidth margin="normal" />
        <ConformTextField field={fields.email} type="email" label="E-mail" required fullWidth margin="normal" />
        <ConformTextField field={fields.phoneNumber} type="tel" label="Phone number" fullWidth margin="normal" />
        <ConformTextField field={fields.description} label="Description" fullWidth margin="normal" multiline minRows={2} />
        <ConformTextField field={fields.tinOrEinNumber} label="TIN/EIN (###-##-####, ##-####### or #########)" fullWidth margin="normal" />
        <ConformTextField field={fields.dotNumber} label="DOT number" fullWidth margin="normal" />
        <ConformTextField field={fields.goLiveDate} label="Go-live date (YYYY-MM-DD)" fullWidth margin="normal" />
        <ConformTextField field={fields.billingAmount} label="Billing amount ($)" fullWidth margin="normal" />
        <ConformTextField field={fields.paymentLimit} label="Payment limit ($, empty for none)" fullWidth margin="normal" />
        <SaveButton />
      </Form>
    </SetupSection>
  );
}

function Rail({ found }: { found: Found }) {
  const { rail, railChoices } = found.business;
  const current = rail.rail === 'none' ? '' : railValue({ rail: rail.rail, originatingAccountId: rail.originatingAccount?.id });
  return (
    <SetupSection id="rail" title="Rail">
      <Typography data-testid="rail-current">
        <strong>{rail.label}.</strong> {rail.explanation}
      </Typography>
      <Form method="post" style={{ marginTop: 16 }}>
        <input type="hidden" name="intent" value={RAIL_INTENT} />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" sx={{ mb: 1 }}>
            How this business's payments reach a bank
          </Typography>
          {railChoices.map((c) => (
            <Box key={railValue(c)} sx={{ mb: 1 }}>
              <label>
                <input type="radio" name="rail" value={railValue(c)} defaultChecked={railValue(c) === current} required /> {c.label}
              </label>
              <Typography variant="body2" color="text.secondary" sx={{ ml: 3 }}>
                {c.explanation}
              </Typography>
            </Box>
          ))}
        </Box>
        {railChoices.length ? null : <Typography>No originating account exists yet.</Typography>}
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          Changing the rail needs multi-factor authentication: you may be asked for a code first. The change is recorded with your name.
        </Typography>
        <Button type="submit" variant="contained" disabled={!railChoices.length}>
          Use this rail
        </Button>
      </Form>
    </SetupSection>
  );
}

function Users({ found }: { found: Found }) {
  const { business } = found;
  const disabled = business.summary.usersDisabled;
  return (
    <SetupSection id="users" title="Users">
      <DataTable
        labelledBy="users-heading"
        rowTestId="business-user-row"
        rows={business.users}
        rowKey={(u) => u.id}
        empty="No users yet."
        columns={[
          { label: 'Name', cell: (u) => `${u.firstName} ${u.lastName}` },
          { label: 'E-mail', cell: (u) => u.email },
          { label: 'Role', cell: (u) => u.role },
          {
            label: 'Status',
            cell: (u) =>
              u.enabled ? 'Active' : <Chip size="small" color="error" variant="outlined" label={u.disableReason === 'paymentIssue' ? 'Disabled: payment issue' : 'Disabled'} />,
          },
        ]}
      />
      <Form method="post" style={{ marginTop: 16 }}>
        <input type="hidden" name="intent" value={USERS_INTENT} />
        <input type="hidden" name="disabled" value={disabled ? 'false' : 'true'} />
        <Typography sx={{ mb: 1 }} color="text.secondary">
          {disabled
            ? 'The users are disabled for a payment issue: they cannot sign in.'
            : 'Disabling signs every user of this business out; they see that their account is disabled because of a payment issue.'}
        </Typography>
        <Button type="submit" variant="outlined" color={disabled ? 'primary' : 'error'}>
          {disabled ? 'Enable users' : 'Disable users for a payment issue'}
        </Button>
      </Form>
    </SetupSection>
  );
}

export default function BusinessDashboard() {
  const { picker, found } = useLoaderData<typeof loader>();
  if (picker) return <Picker {...picker} />;
  if (!found) return null;
  const { business, figures } = found;
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Link component={RemixLink} to="/pa/businesses?page=1">
          All businesses
        </Link>
      </Box>
      <Typography variant="h1" gutterBottom>
        {business.summary.name}
      </Typography>
      {business.summary.usersDisabled ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="users-disabled">
          The users of this business are disabled for a payment issue.
        </Alert>
      ) : null}
      <StatGrid>
        <StatCard label={M.serviceLevel} value={business.summary.serviceLevel?.name ?? M.notChosen} testId="stat-service-level" />
        <StatCard label={M.products} value={figures.products.length} testId="stat-products" />
        <StatCard label={M.employees} value={figures.employeesCount} testId="stat-employees" />
        <StatCard label={M.vendors} value={figures.vendorsCount} testId="stat-vendors" />
      </StatGrid>
      <PaymentCharts figures={figures.payments} />
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <Box>
          <SetupSection id="facts" title="Business">
            <Facts items={found.facts} testId="business-facts" />
          </SetupSection>
          <Rail found={found} />
          <Users found={found} />
        </Box>
        <SettingsForm found={found} />
      </Box>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
