/**
 * `/pa/setup/banks-settings`: holiday schedules (list, create, edit, delete) and processing-time rules.
 * Dialogs are URL state (`?dialog=new-schedule`, `edit-schedule`, `delete-schedule`) rendered by the server;
 * a schedule's holiday rows grow with a submit button, so everything works without JavaScript.
 */
import { Messages } from '../../domain/messages';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ProcessingRules } from '../components/BanksSettings';
import { DataTable } from '../components/DataTable';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { ApiError, callApi } from '../services/api.server';
import {
  CREATE_SCHEDULE_MUTATION,
  DELETE_SCHEDULE_MUTATION,
  draftFromForm,
  draftOf,
  emptyHoliday,
  errorMessage,
  fetchHolidaySchedules,
  fetchPaymentNetworks,
  fetchProcessingRules,
  newDraft,
  UPDATE_SCHEDULE_MUTATION,
  validateDraft,
  type FieldErrors,
  type ScheduleDraft,
} from '../services/banks-settings.server';
import { COUNTRIES, describeHoliday, MONTHS, NTH_OPTIONS, WEEKDAYS } from '../utils/banks-settings';
import { withServiceBanner } from '../services/shell.server';
import { requireViewer } from '../services/viewer.server';
import { ConfirmDelete } from '../components/ConfirmDelete';

const PATH = '/pa/setup/banks-settings';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const url = new URL(request.url);
    const dialog = url.searchParams.get('dialog');
    const id = url.searchParams.get('id');
    const [schedules, rules, networks] = await Promise.all([
      fetchHolidaySchedules(context),
      fetchProcessingRules(context),
      fetchPaymentNetworks(context),
    ]);
    const found = schedules.ok && id ? schedules.value.find((s) => s.id === id) : undefined;
    let draft: ScheduleDraft | null = null;
    if (dialog === 'new-schedule') draft = newDraft(new Date().getUTCFullYear());
    else if (dialog === 'edit-schedule' && found) draft = draftOf(found);
    const deleting = dialog === 'delete-schedule' && found ? { id: found.id, scheduleName: found.scheduleName } : null;
    return { schedules, rules, networks, draft, deleting };
  });
}

type ActionResult = { draft: ScheduleDraft; errors: FieldErrors; error: string | null; nonce: number };

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const formData = await request.formData();
    const intent = String(formData.get('intent') ?? '');
    if (intent === 'delete') {
      const id = String(formData.get('id') ?? '');
      try {
        await callApi(context, { service: 'core', document: DELETE_SCHEDULE_MUTATION, variables: { id } });
        context.session.flash('success', Messages.holidayScheduleDeleted);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        context.session.flash('danger', errorMessage(error));
      }
      throw redirect(PATH);
    }
    const draft = draftFromForm(formData);
    const nonce = Date.now();
    if (intent === 'add-holiday') return data<ActionResult>({ draft: { ...draft, holidays: [...draft.holidays, emptyHoliday()] }, errors: {}, error: null, nonce });
    if (intent.startsWith('remove-holiday:')) {
      const index = Number(intent.slice('remove-holiday:'.length));
      return data<ActionResult>({ draft: { ...draft, holidays: draft.holidays.filter((_, i) => i !== index) }, errors: {}, error: null, nonce });
    }
    const checked = validateDraft(draft);
    if (!checked.ok) return data<ActionResult>({ draft, errors: checked.errors, error: null, nonce }, { status: 400 });
    try {
      if (draft.id) {
        await callApi(context, { service: 'core', document: UPDATE_SCHEDULE_MUTATION, variables: { id: draft.id, input: checked.input } });
        context.session.flash('success', Messages.holidayScheduleUpdated);
      } else {
        await callApi(context, { service: 'core', document: CREATE_SCHEDULE_MUTATION, variables: { input: checked.input } });
        context.session.flash('success', Messages.holidayScheduleCreated);
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return data<ActionResult>({ draft, errors: {}, error: errorMessage(error), nonce }, { status: 400 });
    }
    throw redirect(PATH);
  });
}

function NativeSelect({ id, name, label, value, options, error }: { id: string; name: string; label: string; value: string; options: readonly { value: string; label: string }[]; error?: string }) {
  return (
    <TextField
      select
      id={id}
      name={name}
      label={label}
      defaultValue={value}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

function ScheduleForm({ draft, errors, error, networks }: { draft: ScheduleDraft; errors: FieldErrors; error: string | null; networks: string[] }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const editing = Boolean(draft.id);
  const networkOptions = [...new Set([...networks, draft.paymentNetwork].filter(Boolean))].map((n) => ({ value: n, label: n }));
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="schedule-form-heading" data-testid="schedule-form">
      <Typography variant="h2" id="schedule-form-heading" gutterBottom>
        {editing ? 'Edit holiday schedule' : 'New holiday schedule'}
      </Typography>
      <Form method="post" noValidate>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {draft.id ? <input type="hidden" name="id" value={draft.id} /> : null}
        <input type="hidden" name="rows" value={draft.holidays.length} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}>
          <TextField id="scheduleName" name="scheduleName" label="Schedule name" defaultValue={draft.scheduleName} error={Boolean(errors.scheduleName)} helperText={errors.scheduleName} />
          <NativeSelect id="country" name="country" label="Country" value={draft.country} options={COUNTRIES.map((c) => ({ value: c, label: c }))} error={errors.country} />
          <NativeSelect id="paymentNetwork" name="paymentNetwork" label="Payment network" value={draft.paymentNetwork} options={networkOptions} error={errors.paymentNetwork} />
          <TextField id="year" name="year" label="Year" type="number" defaultValue={draft.year} error={Boolean(errors.year)} helperText={errors.year} />
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
          Holidays
        </Typography>
        {draft.holidays.map((h, i) => {
          const p = `holidays[${i}].`;
          const e = (f: string) => errors[`${p}${f}`];
          return (
            <Box
              key={i}
              component="fieldset"
              data-testid="holiday-row"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
            >
              <Typography component="legend" sx={{ px: 1 }}>
                Holiday {i + 1}
              </Typography>
              <TextField id={`${p}holidayName`} name={`${p}holidayName`} label={`Holiday ${i + 1} name`} defaultValue={h.holidayName} error={Boolean(e('holidayName'))} helperText={e('holidayName')} />
              <NativeSelect
                id={`${p}kind`}
                name={`${p}kind`}
                label={`Holiday ${i + 1} kind`}
                value={h.kind}
                options={[
                  { value: 'static', label: 'Static date' },
                  { value: 'rule', label: 'Nth weekday of a month' },
                ]}
              />
              <TextField
                id={`${p}staticDate`}
                name={`${p}staticDate`}
                label={`Holiday ${i + 1} date`}
                type="date"
                defaultValue={h.staticDate}
                error={Boolean(e('staticDate'))}
                helperText={e('staticDate') ?? 'For a static date'}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <NativeSelect id={`${p}nthOccurrence`} name={`${p}nthOccurrence`} label={`Holiday ${i + 1} occurrence`} value={h.nthOccurrence} options={NTH_OPTIONS} />
              <NativeSelect id={`${p}dayOfWeek`} name={`${p}dayOfWeek`} label={`Holiday ${i + 1} day of week`} value={h.dayOfWeek} options={WEEKDAYS.map((d, n) => ({ value: String(n), label: d }))} />
              <NativeSelect id={`${p}month`} name={`${p}month`} label={`Holiday ${i + 1} month`} value={h.month} options={MONTHS.map((m, n) => ({ value: String(n + 1), label: m }))} />
              <Box>
                <Button type="submit" name="intent" value={`remove-holiday:${i}`} color="error" disabled={busy}>
                  Remove holiday {i + 1}
                </Button>
              </Box>
            </Box>
          );
        })}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" name="intent" value="add-holiday" variant="outlined" disabled={busy}>
            Add holiday
          </Button>
          <Button type="submit" name="intent" value="save" variant="contained" disabled={busy}>
            {editing ? 'Save schedule' : 'Create schedule'}
          </Button>
          <Button component={RemixLink} to={PATH}>
            Cancel
          </Button>
        </Box>
      </Form>
    </Paper>
  );
}

export default function AdminBanksSettings() {
  const { schedules, rules, networks, draft: loaded, deleting } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const draft = result?.draft ?? loaded;
  const networkNames = networks.ok ? [...new Set(networks.value.flatMap((n) => n.paymentNetworks))] : [];
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Banks Settings
      </Typography>
      {draft ? <ScheduleForm key={result?.nonce ?? draft.id ?? 'new'} draft={draft} errors={result?.errors ?? {}} error={result?.error ?? null} networks={networkNames} /> : null}
      {!networks.ok ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {networks.error}
        </Alert>
      ) : null}
      {deleting ? (
        <ConfirmDelete
          idPrefix="delete"
          title="Delete holiday schedule"
          question={`Delete the holiday schedule “${deleting.scheduleName}”? This cannot be undone.`}
          action={PATH}
          intent="delete"
          id={deleting.id}
        />
      ) : null}

      <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="schedules-heading">
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h2" id="schedules-heading">
            Holiday schedules
          </Typography>
          <Button component={RemixLink} to={`${PATH}?dialog=new-schedule`} variant="contained">
            New holiday schedule
          </Button>
        </Box>
        {schedules.ok ? (
          <DataTable
            labelledBy="schedules-heading"
            rowTestId="schedule-row"
            rows={schedules.value}
            rowKey={(s) => s.id}
            empty="No holiday schedules yet."
            columns={[
              { label: 'Schedule name', cell: (s) => s.scheduleName },
              { label: 'Country', cell: (s) => s.country },
              { label: 'Payment network', cell: (s) => s.paymentNetwork },
              { label: 'Year', cell: (s) => s.year },
              {
                label: 'Holidays',
                cell: (s) => s.holidays.length,
                title: (s) => s.holidays.map((h) => `${h.holidayName}: ${describeHoliday(h)}`).join('; '),
              },
              {
                label: 'Actions',
                cell: (s) => (
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    <Button size="small" component={RemixLink} to={`${PATH}?dialog=edit-schedule&id=${encodeURIComponent(s.id)}`} aria-label={`Edit ${s.scheduleName}`}>
                      Edit
                    </Button>
                    <Button size="small" color="error" component={RemixLink} to={`${PATH}?dialog=delete-schedule&id=${encodeURIComponent(s.id)}`} aria-label={`Delete ${s.scheduleName}`}>
                      Delete
                    </Button>
                  </Box>
                ),
              },
            ]}
          />
        ) : (
          <Alert severity="error" role="alert">
            {schedules.error}
          </Alert>
        )}
      </Paper>

      <ProcessingRules rules={rules} />
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
