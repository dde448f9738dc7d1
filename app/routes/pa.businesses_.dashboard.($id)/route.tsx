/**
 * `/pa/businesses/dashboard/:id?` (admin): one business's dashboard (the owner dashboard's figures, its facts and
 * users), the admin business savings settings form (every change audited by the API), and disabling or enabling
 * the business's users for a payment issue. Without an id the page lets the admin pick a business.
 */
import { muiRoute } from '../../components/MuiScope';
import { getFormProps, useForm } from '@conform-to/react';
import { TextField } from '@mui/material';
import { page as styles, listParts } from '../../components/chrome-styles';
import { listPages } from '../../components/list-pages-styles';
import { Alert, buttonClass } from '../../components/Plain';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { redirect } from '../../platform/redirect.server';
import { Form, Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { businessSettingsFormSchema } from '../../../domain/admin';
import { parseListQuery } from '../../../domain/list-query';
import { DashboardMessages as M, Messages } from '../../../domain/messages';
import { AdminMessages } from '../../../domain/messages/admin';
import { TransactionMessages } from '../../../domain/messages/transactions';
import { DataTable } from '../../components/DataTable';
import { ConformTextField, Facts } from '../../components/Fields';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { SaveButton, SetupFormErrors, SetupSection, validateSetupForm } from '../../features/setup/SetupForm';
import { StatCard, StatGrid } from '../../features/dashboards/Stats';
import { PaymentCharts } from '../../features/dashboards/PaymentCharts';
import { NOT_DELIVERED_LABEL } from '../../features/dashboards/dashboard-read.server';
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
import { setupFormSave } from '../../features/setup/business-setup.server';
import { formActions, intentForm, invalidToast, refusalToast } from '../../platform/form-action.server';
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
    return { picker: null, found: { ...found, facts, defaults: settingsDefaults(found.business), notDeliveredLabel: NOT_DELIVERED_LABEL } };
  });
}

/** Enabling or disabling the business's users: the button sends the state it moves to. */
const usersSchema = z.object({ intent: z.literal(USERS_INTENT), disabled: z.enum(['true', 'false']) });
/** The rail choice as the select sends it (`railValue`). */
const railSchema = z.object({ intent: z.literal(RAIL_INTENT), rail: z.string({ required_error: Messages.formRequired }).trim().min(1, Messages.formRequired) });

export const action = (args: ActionFunctionArgs) => {
  const { context, params } = args;
  const id = params.id ?? '';
  const page = `${BASE}/${encodeURIComponent(id)}`;
  return formActions(
    args,
    {
      [SAVE_INTENT]: setupFormSave(context, {
        schema: businessSettingsFormSchema,
        document: UPDATE_BUSINESS_SETTINGS_MUTATION,
        variables: (input) => ({ id, input }),
        fieldFor: (message) => (message === Messages.duplicateBusinessName ? 'name' : undefined),
      }),
      [USERS_INTENT]: intentForm({
        schema: usersSchema,
        save: ({ disabled }) => callApi(context, { document: SET_BUSINESS_USERS_DISABLED_MUTATION, variables: { id, disabled: disabled === 'true' } }),
        success: ({ disabled }, saved) => {
          const name = saved.setBusinessUsersDisabled.summary.name;
          return disabled === 'true' ? Messages.businessUsersDisabled(name) : Messages.businessUsersEnabled(name);
        },
        redirectTo: page,
        invalid: invalidToast(context, page),
        refused: refusalToast(context, page),
      }),
      [RAIL_INTENT]: intentForm({
        schema: railSchema,
        save: ({ rail }) => {
          const [chosen, originatingAccountId] = rail.split(':');
          return callApi(context, { document: SET_BUSINESS_RAIL_MUTATION, variables: { id, rail: chosen, originatingAccountId: originatingAccountId || null } });
        },
        success: (_value, saved) => `${Messages.railAssigned}: ${saved.setBusinessRail.rail.label}`,
        redirectTo: page,
        invalid: invalidToast(context, page),
        refused: (error) => {
          // The services ask for a fresh verification (MFA on, decision 067): verify, then come back to the rail.
          if (error.code === ErrorCodes.forbidden && error.message !== Messages.railNeedsMfa) {
            throw redirect(`${SETUP_VERIFICATION_PATH}?${new URLSearchParams({ redirectTo: `${BASE}/${id}` })}`);
          }
          return refusalToast(context, page, (refusal) => context.session.flash('danger', refusal.message))(error);
        },
      }),
    },
    {
      guard: async ({ request }) => {
        await requireViewer(request, context);
        if (!id) throw notFound();
      },
    }
  );
};

function Picker({ search, count, rows }: { search: string; count: number; rows: { id: string; name: string; email: string | null }[] }) {
  return (
    <div>
      <h1 className={styles.h1}>Business Dashboard</h1>
      <section className={`${styles.paper} ${styles.roomy} ${styles.intro}`} aria-labelledby="pick-heading">
        <h2 id="pick-heading" className={`${styles.title2} ${styles.gutter}`}>
          Choose a business
        </h2>
        <Form method="get" action={BASE}>
          <input type="hidden" name="page" value="1" />
          <div className={`${listPages.tools} ${styles.section}`}>
            <TextField id="pick-search" name="filter" label="Name or e-mail" type="search" defaultValue={search} size="small" sx={{ flex: 1 }} />
            <button type="submit" className={buttonClass({ variant: 'contained' })}>
              Search
            </button>
          </div>
        </Form>
        <p className={`${styles.text} ${styles.gutterSmall}`} data-testid="list-total">
          {TransactionMessages.listTotal(count)}
        </p>
        <ul className={listPages.indented} aria-label="Businesses">
          {rows.map((r) => (
            <li key={r.id}>
              <RemixLink to={`${BASE}/${encodeURIComponent(r.id)}`} className={styles.underline}>
                {r.name}
              </RemixLink>
              {r.email ? ` · ${r.email}` : ''}
            </li>
          ))}
        </ul>
        {rows.length ? null : <p className={styles.text}>{AdminMessages.businessesEmpty}</p>}
      </section>
    </div>
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
      <p className={styles.text} data-testid="rail-current">
        <strong>{rail.label}.</strong> {rail.explanation}
      </p>
      <Form method="post" style={{ marginTop: 16 }}>
        <input type="hidden" name="intent" value={RAIL_INTENT} />
        <fieldset className={listPages.fieldset}>
          <legend className={`${styles.text} ${styles.gutterSmall}`}>How this business&apos;s payments reach a bank</legend>
          {railChoices.map((c) => (
            <div key={railValue(c)} className={styles.gutterSmall}>
              <label>
                <input type="radio" name="rail" value={railValue(c)} defaultChecked={railValue(c) === current} required /> {c.label}
              </label>
              {/* In the text colour, as MUI 9's Typography drew these (its `color="text.secondary"` was not applied). */}
              <p className={`${listPages.small} ${styles.flush} ${listPages.indent}`}>{c.explanation}</p>
            </div>
          ))}
        </fieldset>
        {railChoices.length ? null : <p className={styles.text}>No originating account exists yet.</p>}
        <p className={`${listPages.small} ${styles.flush} ${styles.marginY}`}>
          Changing the rail needs multi-factor authentication: you may be asked for a code first. The change is recorded with your name.
        </p>
        <button type="submit" className={buttonClass({ variant: 'contained' })} disabled={!railChoices.length}>
          Use this rail
        </button>
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
              u.enabled ? (
                'Active'
              ) : (
                <span className={`${styles.tag} ${styles.tagOutlined} ${listPages.tagError}`}>
                  <span>{u.disableReason === 'paymentIssue' ? 'Disabled: payment issue' : 'Disabled'}</span>
                </span>
              ),
          },
        ]}
      />
      <Form method="post" style={{ marginTop: 16 }}>
        <input type="hidden" name="intent" value={USERS_INTENT} />
        <input type="hidden" name="disabled" value={disabled ? 'false' : 'true'} />
        <p className={`${styles.text} ${styles.gutterSmall}`}>
          {disabled
            ? 'The users are disabled for a payment issue: they cannot sign in.'
            : 'Disabling signs every user of this business out; they see that their account is disabled because of a payment issue.'}
        </p>
        <button type="submit" className={`${buttonClass({ variant: 'outlined', danger: !disabled })} ${listParts.wraps}`}>
          {disabled ? 'Enable users' : 'Disable users for a payment issue'}
        </button>
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
    <div>
      <div className={styles.section}>
        <RemixLink to="/pa/businesses?page=1" className={styles.textLink}>
          All businesses
        </RemixLink>
      </div>
      <h1 className={styles.h1}>{business.summary.name}</h1>
      {business.summary.usersDisabled ? (
        <Alert severity="warning" className={styles.section} data-testid="users-disabled">
          The users of this business are disabled for a payment issue.
        </Alert>
      ) : null}
      <StatGrid>
        <StatCard label={M.serviceLevel} value={business.summary.serviceLevel?.name ?? M.notChosen} testId="stat-service-level" />
        <StatCard label={M.products} value={figures.products.length} testId="stat-products" />
        <StatCard label={M.employees} value={figures.employeesCount} testId="stat-employees" />
        <StatCard label={M.vendors} value={figures.vendorsCount} testId="stat-vendors" />
      </StatGrid>
      <PaymentCharts figures={figures.payments} notDeliveredLabel={found.notDeliveredLabel} />
      <div className={`${styles.columnsLg} ${styles.spacedAbove}`}>
        <div>
          <SetupSection id="facts" title="Business">
            <Facts items={found.facts} testId="business-facts" />
          </SetupSection>
          <Rail found={found} />
          <Users found={found} />
        </div>
        <SettingsForm found={found} />
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
