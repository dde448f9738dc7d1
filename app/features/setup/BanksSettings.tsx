/** Pieces shared by the admin and business Banks Settings pages. */
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { Link as RemixLink } from '@remix-run/react';
import { DataTable } from '../../components/DataTable';
import type { ApiProcessingRule, Fetched } from './banks-settings.server';
import { paymentTypeLabel } from '../../../domain/report-columns';

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
function describeWeekdays(days: readonly number[]): string {
  return [...days].sort((a, b) => a - b).map((d) => SHORT_DAYS[d] ?? String(d)).join(', ');
}

/** The rules table; with `editPath` (the admin's page) a New link and each rule's Edit and Delete links (URL dialogs). */
export function ProcessingRules({ rules, editPath }: { rules: Fetched<ApiProcessingRule[]>; editPath?: string }) {
  const describe = (r: ApiProcessingRule) => `${paymentTypeLabel(r.paymentType)} ${r.paymentNetwork} rule${r.providerInfo.banks.length ? ` for ${r.providerInfo.banks.join(', ')}` : ''}`;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="rules-heading">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" id="rules-heading">
          Processing time rules
        </Typography>
        {editPath ? (
          <Button component={RemixLink} to={`${editPath}?dialog=new-rule`} variant="contained">
            New processing time rule
          </Button>
        ) : null}
      </Box>
      {rules.ok ? (
        <DataTable
          labelledBy="rules-heading"
          rowTestId="rule-row"
          rows={rules.value}
          rowKey={(r) => r.id}
          empty="No processing time rules."
          columns={[
            { label: 'Payment type', cell: (r) => paymentTypeLabel(r.paymentType) },
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
            ...(editPath
              ? [
                  {
                    label: 'Actions',
                    cell: (r: ApiProcessingRule) => (
                      <Box sx={{ display: 'flex', gap: 1 }}>
                        <Button size="small" component={RemixLink} to={`${editPath}?dialog=edit-rule&id=${encodeURIComponent(r.id)}`} aria-label={`Edit ${describe(r)}`}>
                          Edit
                        </Button>
                        <Button size="small" color="error" component={RemixLink} to={`${editPath}?dialog=delete-rule&id=${encodeURIComponent(r.id)}`} aria-label={`Delete ${describe(r)}`}>
                          Delete
                        </Button>
                      </Box>
                    ),
                  },
                ]
              : []),
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

