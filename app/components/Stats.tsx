/** Dashboard building blocks: figure cards, chart cards, the period switch and a labelled count table. */
import { Box, Button, ButtonGroup, Card, CardContent, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RemixLink } from '@remix-run/react';
import { DASHBOARD_PERIODS, periodSearch, type DashboardPeriod } from '../../domain/dashboard-period';
import { DashboardMessages as M } from '../../domain/messages';
import { formatCount } from '../utils/format';

export function StatGrid({ children }: { children: React.ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}>
      {children}
    </Box>
  );
}

/** Values longer than this (money, mostly) are set smaller so they stay on one line in a narrow card. */
const LONG_VALUE = 7;

export function StatCard({ label, value, hint, testId }: { label: string; value: number | string; hint?: string; testId?: string }) {
  const text = typeof value === 'number' ? formatCount(value) : value;
  return (
    <Box component="li">
      <Card sx={{ height: '100%' }} data-testid={testId}>
        <CardContent>
          <Typography component="p" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography
            component="p"
            data-testid={testId ? `${testId}-value` : undefined}
            sx={{ fontSize: text.length > LONG_VALUE ? '1.2rem' : '1.9rem', fontWeight: 700, color: 'primary.dark', lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {text}
          </Typography>
          {hint ? (
            <Typography component="p" variant="body2" color="text.secondary">
              {hint}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}

export function CountTable({ title, labelHeader, rows }: { title: string; labelHeader: string; rows: { label: string; count: number }[] }) {
  const id = `table-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{M.nothingYet}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {labelHeader}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {M.count}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.label}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell align="right">{formatCount(row.count)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

/** A titled card holding one chart (or a table), the same height as its neighbours in the grid. */
export function ChartCard({ title, id, children, testId }: { title: string; id: string; children: React.ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, height: '100%' }} data-testid={testId}>
      <Typography variant="h3" component="h3" id={id} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The period switch: plain links that put the period in the query string, so every view is a bookmarkable URL. */
export function PeriodNav({ current }: { current: DashboardPeriod }) {
  return (
    <Box component="nav" aria-label={M.periodNav} data-testid="period-nav">
      <ButtonGroup size="small" variant="outlined">
        {DASHBOARD_PERIODS.map((days) => (
          <Button
            key={days}
            component={RemixLink}
            to={periodSearch(days)}
            preventScrollReset
            variant={days === current ? 'contained' : 'outlined'}
            aria-current={days === current ? 'page' : undefined}
          >
            {M.periodOption(days)}
          </Button>
        ))}
      </ButtonGroup>
    </Box>
  );
}
