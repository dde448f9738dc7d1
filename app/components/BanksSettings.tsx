/** Pieces shared by the admin and business Banks Settings pages. */
import { Alert, Box, Paper, Typography } from '@mui/material';
import { DataTable } from './DataTable';
import type { ApiProcessingRule, Fetched } from '../services/banks-settings.server';

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export function describeWeekdays(days: readonly number[]): string {
  return [...days].sort((a, b) => a - b).map((d) => SHORT_DAYS[d] ?? String(d)).join(', ');
}

export function ProcessingRules({ rules }: { rules: Fetched<ApiProcessingRule[]> }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="rules-heading">
      <Typography variant="h2" id="rules-heading" gutterBottom>
        Processing time rules
      </Typography>
      {rules.ok ? (
        <DataTable
          labelledBy="rules-heading"
          rowTestId="rule-row"
          rows={rules.value}
          rowKey={(r) => r.id}
          empty="No processing time rules."
          columns={[
            { label: 'Payment type', cell: (r) => r.paymentType },
            { label: 'Network', cell: (r) => r.paymentNetwork },
            { label: 'Banks', cell: (r) => (r.providerInfo.banks.length ? r.providerInfo.banks.join(', ') : 'All banks') },
            {
              label: 'Schedules',
              cell: (r) => (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {r.processingSchedules.map((s) => (
                    <li key={s.id}>
                      Cutoff {s.cutoffTime} ({r.timeZone}), {describeWeekdays(s.weekdays)}, {s.daysToProcess} day{s.daysToProcess === 1 ? '' : 's'} to process
                      {s.description ? ` — ${s.description}` : ''}
                    </li>
                  ))}
                </Box>
              ),
            },
          ]}
        />
      ) : (
        <Alert severity="error" role="alert">
          {rules.error}
        </Alert>
      )}
    </Paper>
  );
}

