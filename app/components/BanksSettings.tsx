/** Pieces shared by the admin and business Banks Settings pages. */
import { Alert, Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
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
        <TableContainer>
          <Table size="small" aria-labelledby="rules-heading">
            <TableHead>
              <TableRow>
                <TableCell>Payment type</TableCell>
                <TableCell>Network</TableCell>
                <TableCell>Banks</TableCell>
                <TableCell>Schedules</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.value.map((r) => (
                <TableRow key={r.id} data-testid="rule-row">
                  <TableCell>{r.paymentType}</TableCell>
                  <TableCell>{r.paymentNetwork}</TableCell>
                  <TableCell>{r.providerInfo.banks.length ? r.providerInfo.banks.join(', ') : 'All banks'}</TableCell>
                  <TableCell>
                    <Box component="ul" sx={{ m: 0, pl: 2 }}>
                      {r.processingSchedules.map((s) => (
                        <li key={s.id}>
                          Cutoff {s.cutoffTime} ({r.timeZone}), {describeWeekdays(s.weekdays)}, {s.daysToProcess} day{s.daysToProcess === 1 ? '' : 's'} to process
                          {s.description ? ` — ${s.description}` : ''}
                        </li>
                      ))}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
              {rules.value.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4}>No processing time rules.</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Alert severity="error" role="alert">
          {rules.error}
        </Alert>
      )}
    </Paper>
  );
}

