/** The processing-time rule form: payment type, network, banks, zone and its cutoff rows, drawn from the draft as posted. */
import { Alert, Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useNavigation } from '@remix-run/react';
import type { FieldErrors } from '../../features/setup/banks-settings.server';
import type { RuleDraft } from '../../features/setup/processing-rule-form.server';
import { RULE_PAYMENT_TYPES, WEEKDAYS } from '../../features/setup/holiday-schedule-options';
import { paymentTypeLabel } from '../../../domain/report-columns';
import { DraftForm, NativeSelect, type Networks } from './ScheduleForm';

export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function RuleForm({ draft, errors, error, networks }: { draft: RuleDraft; errors: FieldErrors; error: string | null; networks: Networks }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const editing = Boolean(draft.id);
  const types = [...new Set([...RULE_PAYMENT_TYPES, draft.paymentType].filter(Boolean))].map((t) => ({ value: t, label: paymentTypeLabel(t) }));
  const usa = networks.find((n) => n.country === 'USA')?.paymentNetworks ?? ['ACH', 'RTP', 'Wire'];
  const networkOptions = [...new Set([...usa, draft.paymentNetwork].filter(Boolean))].map((n) => ({ value: n, label: n }));
  // The same shape as ScheduleForm's call on purpose: the frame is DraftForm's, each form names its section, buttons and record.
  return (
    <DraftForm
      id="rule-form"
      title={editing ? 'Edit processing time rule' : 'New processing time rule'}
      error={error}
      recordId={draft.id}
      addRow={{ intent: 'add-processing-schedule', label: 'Add schedule' }}
      save={{ intent: 'save-rule', label: editing ? 'Save rule' : 'Create rule' }}
    >
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
    </DraftForm>
  );
}
