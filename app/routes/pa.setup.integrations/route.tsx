/**
 * `/pa/setup/integrations` (admin): the accounting system catalogue of spec §3 (name, active, route, site link, id
 * type) with an activation switch per system (an inactive system is hidden from every business and cannot be
 * connected), the HubSpot CRM entry (name, connected flag, logo) and the requests businesses sent with the
 * accounting-system contact form. Each switch is a small POST form, so it works without JavaScript.
 */
import { muiRoute } from '../../components/MuiScope';
import { Box, Button, Chip, Link, Paper, Typography } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { accountingSystemSwitchSchema, crmSwitchSchema, idTypeLabel } from '../../../domain/integrations';
import { routeById } from '../../../domain/routes';
import { parseListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { DataTable, pagingFor } from '../../components/DataTable';
import { ErrorAlert, FormSection, PageFrame } from '../../components/FormPage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { callApi } from '../../platform/api.server';
import { formActions, intentForm } from '../../platform/form-action.server';
import { refusalMessage } from '../../platform/form-answers';
import { fetchIntegrations, SET_ACCOUNTING_SYSTEM_ACTIVE_MUTATION, SET_CRM_CONNECTED_MUTATION } from '../../features/setup/directory.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { formatDate } from '../../platform/format';
import { PRODUCT_NAME } from '../../../domain/product';

const PATH = '/pa/setup/integrations';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const query = parseListQuery(new URL(request.url).searchParams);
    const d = await fetchIntegrations(context, query);
    return { query, systems: d.accountingSystems, crm: d.crmIntegrations, requests: d.accountingSystemContacts };
  });
}

// Each switch is a button alone; a refusal is the page's alert (refusalMessage).
export const action = (args: ActionFunctionArgs) =>
  formActions(args, {
    crm: intentForm({
      schema: crmSwitchSchema,
      save: (v) => callApi(args.context, { document: SET_CRM_CONNECTED_MUTATION, variables: { key: v.key, connected: v.connected } }),
      success: (v, saved) => (v.connected ? Messages.crmConnected : Messages.crmDisconnected)(saved.setCrmIntegrationConnected.name),
      redirectTo: PATH,
    }),
    switch: intentForm({
      schema: accountingSystemSwitchSchema,
      save: (v) => callApi(args.context, { document: SET_ACCOUNTING_SYSTEM_ACTIVE_MUTATION, variables: { key: v.system, active: v.active } }),
      success: (_, saved) => {
        const { name, active } = saved.setAccountingSystemActive;
        return active ? Messages.accountingSystemActivated(name) : Messages.accountingSystemDeactivated(name);
      },
      redirectTo: PATH,
    }),
  });

function SwitchForm({ fields, label, on, busyKey }: { fields: Record<string, string>; label: string; on: boolean; busyKey: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('busyKey') === busyKey;
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="busyKey" value={busyKey} />
      <Button type="submit" size="small" variant={on ? 'outlined' : 'contained'} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

export default function Integrations() {
  const { query, systems, crm, requests } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = refusalMessage(actionData);
  return (
    <PageFrame
      title="Integrations"
      intro={`The accounting systems businesses can connect, and ${PRODUCT_NAME}'s CRM. A system switched off is hidden from every business's Business System page and cannot be connected; connections already made are kept.`}
    >
      <ErrorAlert message={error} />
      <FormSection id="accounting-systems" title="Accounting systems" wide>
        <DataTable
          labelledBy="accounting-systems-heading"
          rowTestId="accounting-system-row"
          rows={systems}
          rowKey={(s) => s.key}
          empty="No accounting systems."
          columns={[
            {
              label: 'Name',
              cell: (s) => (
                <Link href={s.siteLink} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </Link>
              ),
            },
            // The business's page of the system and what identifies a company there, in words (never a path or a field name).
            { label: 'Business page', cell: (s) => routeById(`integration.${s.route}`).title },
            { label: 'Identifies a company by', cell: (s) => idTypeLabel(s.idType) },
            { label: 'Status', cell: (s) => <Chip size="small" color={s.active ? 'success' : 'default'} label={s.active ? 'Active' : 'Inactive'} data-testid="system-status" /> },
            {
              label: 'Switch',
              cell: (s) => (
                <SwitchForm
                  fields={{ intent: 'switch', system: s.key, active: s.active ? 'false' : 'true' }}
                  busyKey={s.key}
                  on={s.active}
                  label={s.active ? `Deactivate ${s.name}` : `Activate ${s.name}`}
                />
              ),
            },
          ]}
        />
      </FormSection>
      <FormSection id="crm" title="CRM">
        {crm.map((c) => (
          <Paper key={c.key} variant="outlined" data-testid="crm-entry" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, flexWrap: 'wrap' }}>
            <img src={c.logo.url} alt={c.logo.alt} width={40} height={40} />
            <Typography sx={{ fontWeight: 600, flex: 1 }}>{c.name}</Typography>
            <Chip size="small" color={c.connected ? 'success' : 'default'} label={c.connected ? 'Connected' : 'Not connected'} />
            <SwitchForm fields={{ intent: 'crm', key: c.key, connected: c.connected ? 'false' : 'true' }} busyKey={c.key} on={c.connected} label={c.connected ? `Disconnect ${c.name}` : `Connect ${c.name}`} />
          </Paper>
        ))}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No CRM can be reached from this environment: the flag records the choice only.
        </Typography>
      </FormSection>
      <FormSection id="contact-requests" title={`Requests for unlisted accounting systems (${requests.meta.count})`} wide>
        <DataTable
          labelledBy="contact-requests-heading"
          rowTestId="contact-request-row"
          rows={requests.edges.map((e) => e.node)}
          rowKey={(r) => r.id}
          empty={Messages.accountingSystemContactsEmpty}
          paging={pagingFor(PATH, query, requests.meta.count)}
          columns={[
            { label: 'Received', nowrap: true, cell: (r) => formatDate(r.createdAt) ?? '' },
            { label: 'Business', cell: (r) => r.businessName ?? '—' },
            { label: 'Accounting system', cell: (r) => r.systemName },
            {
              label: 'Contact',
              cell: (r) => (
                <Box>
                  {r.contactName}
                  <br />
                  <Link href={`mailto:${r.email}`}>{r.email}</Link>
                  {r.phoneNumber ? (
                    <>
                      <br />
                      {r.phoneNumber}
                    </>
                  ) : null}
                </Box>
              ),
            },
            { label: 'Message', cell: (r) => r.message ?? '' },
          ]}
        />
      </FormSection>
    </PageFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
