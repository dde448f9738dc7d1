/**
 * `/pa/setup/banks-settings`: holiday schedules and processing-time rules (list, create, edit, delete).
 * Dialogs are URL state (`?dialog=new-schedule`, `edit-schedule`, `delete-schedule`, `new-rule`, `edit-rule`,
 * `delete-rule`) rendered by the server; holiday and schedule rows grow with a submit button, and a holiday's kind
 * shows its own fields (at once with JavaScript, after "Show fields" without), so everything works without JavaScript.
 */
import { muiRoute } from '../../components/MuiScope';
import { Messages } from '../../../domain/messages';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { closedDates } from '../../../domain/calendar';
import { formatDate } from '../../platform/format';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { ProcessingRules } from '../../features/setup/BanksSettings';
import { DataTable } from '../../components/DataTable';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { ApiError, callApi } from '../../platform/api.server';
import { errorMessage, fetchHolidaySchedules, fetchPaymentNetworks, fetchProcessingRules, toCalendarHoliday, type FieldErrors } from '../../features/setup/banks-settings.server';
import { CREATE_SCHEDULE_MUTATION, DELETE_SCHEDULE_MUTATION, draftFromForm, draftOf, emptyHoliday, newDraft, UPDATE_SCHEDULE_MUTATION, validateDraft, type ScheduleDraft } from '../../features/setup/holiday-schedule-form.server';
import { CREATE_RULE_MUTATION, DELETE_RULE_MUTATION, emptyProcessingSchedule, newRuleDraft, ruleDraftFromForm, ruleDraftOf, UPDATE_RULE_MUTATION, validateRuleDraft, type RuleDraft } from '../../features/setup/processing-rule-form.server';
import { describeHoliday } from '../../features/setup/holiday-schedule-options';
import { withServiceBanner } from '../../platform/shell.server';
import { formActions, invalidToast, refusalToast } from '../../platform/form-action.server';
import { dialogOf, recordIdSchema } from '../../platform/forms';
import { requireViewer } from '../../platform/viewer.server';
import { z } from 'zod';
import type { HolidayScheduleInput, PaymentProcessingTimeRuleInput } from '../../graphql/core/graphql';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { paymentTypeLabel } from '../../../domain/report-columns';
import { RuleForm } from './RuleForm';
import { ScheduleForm } from './ScheduleForm';

const PATH = '/pa/setup/banks-settings';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const url = new URL(request.url);
    const { dialog, id } = dialogOf(url);
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
    const deletingRule = dialog === 'delete-rule' && rule ? { id: rule.id, label: `${paymentTypeLabel(rule.paymentType)} ${rule.paymentNetwork}` } : null;
    // Each schedule's closing dates are those of its own year.
    const closed = schedules.ok
      ? Object.fromEntries(schedules.value.map((s) => [s.id, [...closedDates(s.holidays.map(toCalendarHoliday), s.year)].sort()]))
      : {};
    return { schedules, rules, networks, draft, deleting, ruleDraft, deletingRule, closed };
  });
}

/** What the page answers when it redraws a form: the draft as posted (and changed), its errors, a key to redraw it by. */
type ActionResult =
  | { draft: ScheduleDraft; ruleDraft?: undefined; errors: FieldErrors; error: string | null; nonce: number }
  | { ruleDraft: RuleDraft; draft?: undefined; errors: FieldErrors; error: string | null; nonce: number };

/** A form's outcome as its save decides it: saved (the toast), or the draft back with what is wrong. */
type DraftOutcome<D> = { saved: string } | { draft: D; errors: FieldErrors; error: string | null };

/** The answer that redraws a schedule's or a rule's draft (status 400 when it was refused). */
function redraw(outcome: { draft: ScheduleDraft; errors: FieldErrors; error: string | null } | { ruleDraft: RuleDraft; errors: FieldErrors; error: string | null }, status = 200) {
  return data<ActionResult>({ ...outcome, nonce: Date.now() } as ActionResult, { status });
}

/**
 * Saves a checked draft with its mutation; the checks' errors and the API's refusal come back with the draft, so the
 * page redraws the form as it was posted (its rows are the draft's, not a schema's fields).
 */
async function saveDraft<D, I>(draft: D, checked: { ok: true; input: I } | { ok: false; errors: FieldErrors }, error: string | null, send: (input: I) => Promise<unknown>, saved: string): Promise<DraftOutcome<D>> {
  if (!checked.ok) return { draft, errors: checked.errors, error };
  try {
    await send(checked.input);
  } catch (refusal) {
    if (!(refusal instanceof ApiError)) throw refusal;
    return { draft, errors: {}, error: errorMessage(refusal) };
  }
  return { saved };
}

/** A button that changes a draft's rows, and saves nothing: the draft as posted, changed, drawn again. */
const noFields = z.object({});
const rowField = z.object({ row: z.coerce.number().int().min(0) });

/**
 * Every form of the page, by intent: the schedule's (`show-fields`, `add-holiday`, `remove-holiday:<row>`, `save`),
 * the rule's (`add-processing-schedule`, `remove-processing-schedule:<row>`, `save-rule`) and the two confirmed
 * deletes. A draft's rows are read from the form as posted (`draftFromForm`, `ruleDraftFromForm`).
 */
export function action(args: ActionFunctionArgs) {
  const { context } = args;
  const change = <S extends z.ZodTypeAny>(schema: S, edit: (value: z.infer<S>, posted: FormData) => Parameters<typeof redraw>[0]) => ({
    schema,
    save: async (value: z.infer<S>, posted: FormData) => edit(value, posted),
    success: false as const,
    invalid: invalidToast(context, PATH),
    answer: (outcome: Parameters<typeof redraw>[0]) => redraw(outcome),
  });
  const unchanged = { errors: {}, error: null };
  // A save redirects with its toast, or redraws the form with the checks' errors or the API's refusal (400).
  const save = <D,>(outcome: (posted: FormData) => Promise<DraftOutcome<D>>, shown: (outcome: { draft: D; errors: FieldErrors; error: string | null }) => Parameters<typeof redraw>[0]) => ({
    schema: noFields,
    save: (_value: object, posted: FormData) => outcome(posted),
    success: (_value: object, result: DraftOutcome<D>) => ('saved' in result ? result.saved : false),
    redirectTo: PATH,
    answer: (result: DraftOutcome<D>) => ('saved' in result ? undefined : redraw(shown(result), 400)),
  });
  // The two delete buttons (a processing-time rule, a holiday schedule): a refusal is a danger toast on the page.
  const button = { redirectTo: PATH, refused: refusalToast(context, PATH, (error: ApiError) => context.session.flash('danger', errorMessage(error))), invalid: invalidToast(context, PATH) };
  return formActions(args, {
    'show-fields': change(noFields, (_v, posted) => ({ draft: draftFromForm(posted), ...unchanged })),
    'add-holiday': change(noFields, (_v, posted) => {
      const draft = draftFromForm(posted);
      return { draft: { ...draft, holidays: [...draft.holidays, emptyHoliday()] }, ...unchanged };
    }),
    'remove-holiday': change(rowField, ({ row }, posted) => {
      const draft = draftFromForm(posted);
      return { draft: { ...draft, holidays: draft.holidays.filter((_, i) => i !== row) }, ...unchanged };
    }),
    save: save(
      (posted) => {
        const draft = draftFromForm(posted);
        const send = (input: HolidayScheduleInput) =>
          draft.id ? callApi(context, { document: UPDATE_SCHEDULE_MUTATION, variables: { id: draft.id, input } }) : callApi(context, { document: CREATE_SCHEDULE_MUTATION, variables: { input } });
        return saveDraft(draft, validateDraft(draft), null, send, draft.id ? Messages.holidayScheduleUpdated : Messages.holidayScheduleCreated);
      },
      (result) => result,
    ),
    'add-processing-schedule': change(noFields, (_v, posted) => {
      const draft = ruleDraftFromForm(posted);
      return { ruleDraft: { ...draft, schedules: [...draft.schedules, emptyProcessingSchedule()] }, ...unchanged };
    }),
    'remove-processing-schedule': change(rowField, ({ row }, posted) => {
      const draft = ruleDraftFromForm(posted);
      return { ruleDraft: { ...draft, schedules: draft.schedules.filter((_, i) => i !== row) }, ...unchanged };
    }),
    'save-rule': save(
      (posted) => {
        const draft = ruleDraftFromForm(posted);
        const send = (input: PaymentProcessingTimeRuleInput) =>
          draft.id ? callApi(context, { document: UPDATE_RULE_MUTATION, variables: { id: draft.id, input } }) : callApi(context, { document: CREATE_RULE_MUTATION, variables: { input } });
        return saveDraft(draft, validateRuleDraft(draft), Messages.formIncorrect, send, draft.id ? Messages.processingTimeRuleUpdated : Messages.processingTimeRuleCreated);
      },
      ({ draft, ...rest }) => ({ ruleDraft: draft, ...rest }),
    ),
    'delete-rule': { ...button, schema: recordIdSchema, save: ({ id }) => callApi(context, { document: DELETE_RULE_MUTATION, variables: { id } }), success: Messages.processingTimeRuleDeleted },
    delete: { ...button, schema: recordIdSchema, save: ({ id }) => callApi(context, { document: DELETE_SCHEDULE_MUTATION, variables: { id } }), success: Messages.holidayScheduleDeleted },
  });
}

export default function AdminBanksSettings() {
  const { schedules, rules, networks, draft: loaded, deleting, ruleDraft: loadedRule, deletingRule, closed } = useLoaderData<typeof loader>();
  // The answer redraws a form when it holds a draft; any other answer (a refused button) leaves the page as loaded.
  const answer = useActionData<typeof action>() as unknown;
  const result = answer && typeof answer === 'object' && ('draft' in answer || 'ruleDraft' in answer) ? (answer as ActionResult) : undefined;
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
