/** The holiday schedule form: name, country, network, year and its holiday rows (a fixed date or an nth weekday of a month), drawn from the draft as posted. */
import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Form, useNavigation } from '@remix-run/react';
import type { FieldErrors } from '../../features/setup/banks-settings.server';
import type { ScheduleDraft } from '../../features/setup/holiday-schedule-form.server';
import { COUNTRIES, MONTHS, NTH_OPTIONS, WEEKDAYS } from '../../features/setup/holiday-schedule-options';
import { ErrorAlert, FormActions, FormSection } from '../../components/FormPage';
import { href } from '../../../domain/routes';

export function NativeSelect({ id, name, label, value, options, error }: { id: string; name: string; label: string; value: string; options: readonly { value: string; label: string }[]; error?: string }) {
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

export type HolidayDraft = ScheduleDraft['holidays'][number];

/**
 * One holiday: its name, its kind, and only the fields of that kind (a fixed date, or the nth weekday of a month).
 * With JavaScript the fields follow the kind at once; without it "Show fields" posts the draft back redrawn.
 */
export function HolidayRow({ index: i, holiday: h, errors, busy }: { index: number; holiday: HolidayDraft; errors: FieldErrors; busy: boolean }) {
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

export type Networks = { country: string; paymentNetworks: string[] }[];

type DraftButton = { intent: string; label: string };

/**
 * A schedule's or a rule's form in its section (`id` is the section's test id and names its heading): the post form
 * with what the save refused above the fields and the id of the record edited (none when it makes a new one), then
 * the buttons that add a row and save, and Cancel.
 */
export function DraftForm(props: { id: string; title: string; error: string | null; recordId?: string; addRow: DraftButton; save: DraftButton; children: ReactNode }) {
  const { id, title, error, recordId, addRow, save, children } = props;
  const busy = useNavigation().state === 'submitting';
  return (
    <FormSection id={id} title={title} testId={id} wide>
      <Form method="post" noValidate>
        <ErrorAlert message={error} />
        {recordId ? <input type="hidden" name="id" value={recordId} /> : null}
        {children}
        <FormActions cancelTo={href('pa.setup.banksSettings')} mt={0}>
          <Button type="submit" name="intent" value={addRow.intent} variant="outlined" disabled={busy}>
            {addRow.label}
          </Button>
          <Button type="submit" name="intent" value={save.intent} variant="contained" disabled={busy}>
            {save.label}
          </Button>
        </FormActions>
      </Form>
    </FormSection>
  );
}

export function ScheduleForm({ draft, errors, error, networks }: { draft: ScheduleDraft; errors: FieldErrors; error: string | null; networks: Networks }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const editing = Boolean(draft.id);
  return (
    <DraftForm
      id="schedule-form"
      title={editing ? 'Edit holiday schedule' : 'New holiday schedule'}
      error={error}
      recordId={draft.id}
      addRow={{ intent: 'add-holiday', label: 'Add holiday' }}
      save={{ intent: 'save', label: editing ? 'Save schedule' : 'Create schedule' }}
    >
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
    </DraftForm>
  );
}
