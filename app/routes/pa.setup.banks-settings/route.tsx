/**
 * `/pa/setup/banks-settings`: holiday schedules and processing-time rules (list, create, edit, delete).
 * Dialogs are URL state (`?dialog=new-schedule`, `edit-schedule`, `delete-schedule`, `new-rule`, `edit-rule`,
 * `delete-rule`) rendered by the server; holiday and schedule rows grow with a submit button, and a holiday's kind
 * shows its own fields (at once with JavaScript, after "Show fields" without), so everything works without JavaScript.
 */
import { muiRoute } from '../../components/MuiScope';
import { Messages } from '../../../domain/messages';
import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { closedDates } from '../../../domain/calendar';
import { formatDate } from '../../platform/format';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ProcessingRules } from '../../features/setup/BanksSettings';
import { DataTable } from '../../components/DataTable';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { ApiError, callApi } from '../../platform/api.server';
import {
  CREATE_RULE_MUTATION,
  CREATE_SCHEDULE_MUTATION,
  DELETE_RULE_MUTATION,
  DELETE_SCHEDULE_MUTATION,
  emptyProcessingSchedule,
  newRuleDraft,
  ruleDraftFromForm,
  ruleDraftOf,
  toCalendarHoliday,
  UPDATE_RULE_MUTATION,
  validateRuleDraft,
  type RuleDraft,
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
} from '../../features/setup/banks-settings.server';
import { COUNTRIES, describeHoliday, MONTHS, NTH_OPTIONS, RULE_PAYMENT_TYPES, WEEKDAYS } from '../../features/setup/holiday-schedule-options';
import { withServiceBanner } from '../../platform/shell.server';
import { invalidToast, refusalToast, submitIntent } from '../../platform/form-action.server';
import { recordIdSchema } from '../../platform/forms';
import { requireViewer } from '../../platform/viewer.server';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { FormActions } from '../../components/FormPage';

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
    const rule = rules.ok && id ? rules.value.find((r) => r.id === id) : undefined;
    let ruleDraft: RuleDraft | null = null;
    if (dialog === 'new-rule') ruleDraft = newRuleDraft();
    else if (dialog === 'edit-rule' && rule) ruleDraft = ruleDraftOf(rule);
    const deletingRule = dialog === 'delete-rule' && rule ? { id: rule.id, label: `${rule.paymentType} ${rule.paymentNetwork}` } : null;
    // Each schedule's closing dates are those of its own year.
    const closed = schedules.ok
      ? Object.fromEntries(schedules.value.map((s) => [s.id, [...closedDates(s.holidays.map(toCalendarHoliday), s.year)].sort()]))
      : {};
    return { schedules, rules, networks, draft, deleting, ruleDraft, deletingRule, closed };
  });
}

type ActionResult =
  | { draft: ScheduleDraft; ruleDraft?: undefined; errors: FieldErrors; error: string | null; nonce: number }
  | { ruleDraft: RuleDraft; draft?: undefined; errors: FieldErrors; error: string | null; nonce: number };

async function ruleAction(context: ActionFunctionArgs['context'], intent: string, formData: FormData) {
  const draft = ruleDraftFromForm(formData);
  const nonce = Date.now();
  if (intent === 'add-processing-schedule') return data<ActionResult>({ ruleDraft: { ...draft, schedules: [...draft.schedules, emptyProcessingSchedule()] }, errors: {}, error: null, nonce });
  if (intent.startsWith('remove-processing-schedule:')) {
    const index = Number(intent.slice('remove-processing-schedule:'.length));
    return data<ActionResult>({ ruleDraft: { ...draft, schedules: draft.schedules.filter((_, i) => i !== index) }, errors: {}, error: null, nonce });
  }
  const checked = validateRuleDraft(draft);
  if (!checked.ok) return data<ActionResult>({ ruleDraft: draft, errors: checked.errors, error: Messages.formIncorrect, nonce }, { status: 400 });
  try {
    if (draft.id) {
      await callApi(context, { document: UPDATE_RULE_MUTATION, variables: { id: draft.id, input: checked.input } });
      context.session.flash('success', Messages.processingTimeRuleUpdated);
    } else {
      await callApi(context, { document: CREATE_RULE_MUTATION, variables: { input: checked.input } });
      context.session.flash('success', Messages.processingTimeRuleCreated);
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<ActionResult>({ ruleDraft: draft, errors: {}, error: errorMessage(error), nonce }, { status: 400 });
  }
  throw redirect(PATH);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const formData = await request.formData();
    const intent = String(formData.get('intent') ?? '');
    if (intent === 'delete-rule' || intent === 'delete') {
      // The two delete buttons (a processing-time rule, a holiday schedule): a refusal is a danger toast on the page.
      const button = { redirectTo: PATH, refused: refusalToast(context, PATH, (error: ApiError) => context.session.flash('danger', errorMessage(error))), invalid: invalidToast(context, PATH) };
      return submitIntent(context, request, formData, {
        'delete-rule': { ...button, schema: recordIdSchema, save: ({ id }) => callApi(context, { document: DELETE_RULE_MUTATION, variables: { id } }), success: Messages.processingTimeRuleDeleted },
        delete: { ...button, schema: recordIdSchema, save: ({ id }) => callApi(context, { document: DELETE_SCHEDULE_MUTATION, variables: { id } }), success: Messages.holidayScheduleDeleted },
      });
    }
    if (formData.get('form') === 'rule') return ruleAction(context, intent, formData);
    const draft = draftFromForm(formData);
    const nonce = Date.now();
    if (intent === 'show-fields') return data<ActionResult>({ draft, errors: {}, error: null, nonce });
    if (intent === 'add-holiday') return data<ActionResult>({ draft: { ...draft, holidays: [...draft.holidays, emptyHoliday()] }, errors: {}, error: null, nonce });
    if (intent.startsWith('remove-holiday:')) {
      const index = Number(intent.slice('remove-holiday:'.length));
      return data<ActionResult>({ draft: { ...draft, holidays: draft.holidays.filter((_, i) => i !== index) }, errors: {}, error: null, nonce });
    }
    const checked = validateDraft(draft);
    if (!checked.ok) return data<ActionResult>({ draft, errors: checked.errors, error: null, nonce }, { status: 400 });
    try {
      if (draft.id) {
        await callApi(context, { document: UPDATE_SCHEDULE_MUTATION, variables: { id: draft.id, input: checked.input } });
        context.session.flash('success', Messages.holidayScheduleUpdated);
      } else {
        await callApi(context, { document: CREATE_SCHEDULE_MUTATION, variables: { input: checked.input } });
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

type HolidayDraft = ScheduleDraft['holidays'][number];

/**
 * One holiday: its name, its kind, and only the fields of that kind (a fixed date, or the nth weekday of a month).
 * With JavaScript the fields follow the kind at once; without it "Show fields" posts the draft back redrawn.
 */
function HolidayRow({ index: i, holiday: h, errors, busy }: { index: number; holiday: HolidayDraft; errors: FieldErrors; busy: boolean }) {
  const [kind, setKind] = useState(h.kind);
  const hydrated = useHydrated();
  const p = `holidays[${i}].`;
  const e = (f: string) => errors[`${p}${f}`];
  return (
    <Box
      component="fieldset"
      data-testid="holiday-row"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      <Typography component="legend" sx={{ px: 1 }}>
        Holiday {i + 1}
      </Typography>
      <TextField id={`${p}holidayName`} name={`${p}holidayName`} label={`Holiday ${i + 1} name`} defaultValue={h.holidayName} error={Boolean(e('holidayName'))} helperText={e('holidayName')} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          select
          id={`${p}kind`}
          name={`${p}kind`}
          label={`Holiday ${i + 1} kind`}
          value={kind}
          onChange={(event) => setKind(event.target.value === 'rule' ? 'rule' : 'static')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        >
          <option value="static">Fixed date</option>
          <option value="rule">Nth weekday of a month</option>
        </TextField>
        {hydrated ? null : (
          <Button type="submit" name="intent" value="show-fields" variant="outlined" aria-label={`Show fields of holiday ${i + 1}`}>
            Show fields
          </Button>
        )}
      </Box>
      {kind === 'static' ? (
        <TextField
          id={`${p}staticDate`}
          name={`${p}staticDate`}
          label={`Holiday ${i + 1} date`}
          type="date"
          defaultValue={h.staticDate}
          error={Boolean(e('staticDate'))}
          helperText={e('staticDate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ) : (
        <>
          <NativeSelect id={`${p}nthOccurrence`} name={`${p}nthOccurrence`} label={`Holiday ${i + 1} occurrence`} value={h.nthOccurrence} options={NTH_OPTIONS} />
          <NativeSelect id={`${p}dayOfWeek`} name={`${p}dayOfWeek`} label={`Holiday ${i + 1} day of week`} value={h.dayOfWeek} options={WEEKDAYS.map((d, n) => ({ value: String(n), label: d }))} />
          <NativeSelect id={`${p}month`} name={`${p}month`} label={`Holiday ${i + 1} month`} value={h.month} options={MONTHS.map((m, n) => ({ value: String(n + 1), label: m }))} />
        </>
      )}
      <Box>
        <Button type="submit" name="intent" value={`remove-holiday:${i}`} color="error" disabled={busy}>
          Remove holiday {i + 1}
        </Button>
      </Box>
    </Box>
  );
}

type Networks = { country: string; paymentNetworks: string[] }[];

function ScheduleForm({ draft, errors, error, networks }: { draft: ScheduleDraft; errors: FieldErrors; error: string | null; networks: Networks }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const editing = Boolean(draft.id);
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
          <TextField
            select
            id="paymentNetwork"
            name="paymentNetwork"
            label="Payment network"
            defaultValue={draft.paymentNetwork}
            error={Boolean(errors.paymentNetwork)}
            helperText={errors.paymentNetwork ?? 'The networks of the schedule\'s country'}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {networks.map((n) => (
              <optgroup key={n.country} label={n.country}>
                {n.paymentNetworks.map((name) => (
                  <option key={`${n.country}-${name}`} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ))}
          </TextField>
          <TextField id="year" name="year" label="Year" type="number" slotProps={{ htmlInput: { inputMode: 'numeric' } }} defaultValue={draft.year} error={Boolean(errors.year)} helperText={errors.year} />
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
          Holidays
        </Typography>
        {draft.holidays.map((h, i) => (
          <HolidayRow key={i} index={i} holiday={h} errors={errors} busy={busy} />
        ))}
        <FormActions cancelTo={PATH} mt={0}>
          <Button type="submit" name="intent" value="add-holiday" variant="outlined" disabled={busy}>
            Add holiday
          </Button>
          <Button type="submit" name="intent" value="save" variant="contained" disabled={busy}>
            {editing ? 'Save schedule' : 'Create schedule'}
          </Button>
        </FormActions>
      </Form>
    </Paper>
  );
}

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function RuleForm({ draft, errors, error, networks }: { draft: RuleDraft; errors: FieldErrors; error: string | null; networks: Networks }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const editing = Boolean(draft.id);
  const types = [...new Set([...RULE_PAYMENT_TYPES, draft.paymentType].filter(Boolean))].map((t) => ({ value: t, label: t }));
  const usa = networks.find((n) => n.country === 'USA')?.paymentNetworks ?? ['ACH', 'RTP', 'Wire'];
  const networkOptions = [...new Set([...usa, draft.paymentNetwork].filter(Boolean))].map((n) => ({ value: n, label: n }));
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="rule-form-heading" data-testid="rule-form">
      <Typography variant="h2" id="rule-form-heading" gutterBottom>
        {editing ? 'Edit processing time rule' : 'New processing time rule'}
      </Typography>
      <Form method="post" noValidate>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <input type="hidden" name="form" value="rule" />
        {draft.id ? <input type="hidden" name="id" value={draft.id} /> : null}
        <input type="hidden" name="timeZone" value={draft.timeZone} />
        <input type="hidden" name="rows" value={draft.schedules.length} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 2 }}>
          <NativeSelect id="paymentType" name="paymentType" label="Payment type" value={draft.paymentType} options={types} error={errors.paymentType} />
          <NativeSelect id="rulePaymentNetwork" name="paymentNetwork" label="Network" value={draft.paymentNetwork} options={networkOptions} error={errors.paymentNetwork} />
          <TextField id="banks" name="banks" label="Banks" defaultValue={draft.banks} helperText={`Comma-separated; empty for every bank. Times in ${draft.timeZone}.`} />
        </Box>
        {errors.schedules ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.schedules}
          </Alert>
        ) : null}
        {draft.schedules.map((sch, i) => {
          const p = `schedules[${i}].`;
          const e = (f: string) => errors[`${p}${f}`];
          return (
            <Box
              key={i}
              component="fieldset"
              data-testid="processing-schedule-row"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
            >
              <Typography component="legend" sx={{ px: 1 }}>
                Processing schedule {i + 1}
              </Typography>
              <TextField
                id={`${p}cutoffTime`}
                name={`${p}cutoffTime`}
                label={`Schedule ${i + 1} cutoff time`}
                type="time"
                defaultValue={sch.cutoffTime}
                error={Boolean(e('cutoffTime'))}
                helperText={e('cutoffTime')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                id={`${p}daysToProcess`}
                name={`${p}daysToProcess`}
                label={`Schedule ${i + 1} days to process`}
                type="number"
                defaultValue={sch.daysToProcess}
                error={Boolean(e('daysToProcess'))}
                helperText={e('daysToProcess')}
                slotProps={{ htmlInput: { min: 0, max: 30, inputMode: 'numeric' } }}
              />
              <TextField id={`${p}description`} name={`${p}description`} label={`Schedule ${i + 1} description`} defaultValue={sch.description} error={Boolean(e('description'))} helperText={e('description')} />
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, gridColumn: '1 / -1' }}>
                <Typography component="legend" variant="body2">
                  Schedule {i + 1} weekdays
                </Typography>
                {WEEKDAYS.map((day, n) => (
                  <FormControlLabel
                    key={day}
                    control={<Checkbox name={`${p}weekdays`} value={String(n)} defaultChecked={sch.weekdays.includes(String(n))} slotProps={{ input: { 'aria-label': `Schedule ${i + 1} ${day}` } }} />}
                    label={WEEKDAY_SHORT[n]}
                  />
                ))}
                {e('weekdays') ? (
                  <Typography color="error" variant="body2">
                    {e('weekdays')}
                  </Typography>
                ) : null}
              </Box>
              <Box>
                <Button type="submit" name="intent" value={`remove-processing-schedule:${i}`} color="error" disabled={busy}>
                  Remove schedule {i + 1}
                </Button>
              </Box>
            </Box>
          );
        })}
        <FormActions cancelTo={PATH} mt={0}>
          <Button type="submit" name="intent" value="add-processing-schedule" variant="outlined" disabled={busy}>
            Add schedule
          </Button>
          <Button type="submit" name="intent" value="save-rule" variant="contained" disabled={busy}>
            {editing ? 'Save rule' : 'Create rule'}
          </Button>
        </FormActions>
      </Form>
    </Paper>
  );
}

export default function AdminBanksSettings() {
  const { schedules, rules, networks, draft: loaded, deleting, ruleDraft: loadedRule, deletingRule, closed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const draft = result ? (result.draft ?? null) : loaded;
  const ruleDraft = result ? (result.ruleDraft ?? null) : loadedRule;
  const networkList = networks.ok ? networks.value : [];
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Banks Settings
      </Typography>
      {draft ? <ScheduleForm key={result?.nonce ?? draft.id ?? 'new'} draft={draft} errors={result?.errors ?? {}} error={result?.error ?? null} networks={networkList} /> : null}
      {ruleDraft ? <RuleForm key={result?.nonce ?? ruleDraft.id ?? 'new-rule'} draft={ruleDraft} errors={result?.errors ?? {}} error={result?.error ?? null} networks={networkList} /> : null}
      {deletingRule ? (
        <ConfirmDelete
          idPrefix="delete-rule"
          title="Delete processing time rule"
          question={`Delete the ${deletingRule.label} processing time rule? Payments of this type then follow the rule for every bank, or the standard next-day rule.`}
          action={PATH}
          intent="delete-rule"
          id={deletingRule.id}
        />
      ) : null}
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
                label: 'Closing dates',
                cell: (s) => (closed[s.id] ?? []).map((d) => formatDate(`${d}T12:00:00Z`)).join(', ') || '—',
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

      <ProcessingRules rules={rules} editPath={PATH} />
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
