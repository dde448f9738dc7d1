/** Dashboard building blocks: figure cards, chart cards, the period switch and a labelled count table. */
import { Box, Button, ButtonGroup, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RemixLink } from '@remix-run/react';
import { DASHBOARD_PERIODS, periodSearch, type DashboardPeriod } from '../../domain/dashboard-period';
import { DashboardMessages as M } from '../../domain/messages';
import { formatCount } from '../utils/format';
import { cards } from './chrome-styles';

export function StatGrid({ children }: { children: React.ReactNode }) {
  return <ul className={cards.grid}>{children}</ul>;
}

/** Values longer than this (money, mostly) are set smaller so they stay on one line in a narrow card. */
const LONG_VALUE = 7;

/** A figure card: plain elements with the stylesheet's classes (decision 037), six or more on every dashboard. */
export function StatCard({ label, value, hint, testId }: { label: string; value: number | string; hint?: string; testId?: string }) {
  const text = typeof value === 'number' ? formatCount(value) : value;
  return (
    <li>
      <div className={cards.card} data-testid={testId}>
        <p className={cards.label}>{label}</p>
        <p className={text.length > LONG_VALUE ? `${cards.value} ${cards.long}` : cards.value} data-testid={testId ? `${testId}-value` : undefined}>
          {text}
        </p>
        {hint ? <p className={cards.hint}>{hint}</p> : null}
      </div>
    </li>
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
    <section aria-labelledby={id} className={cards.card} data-testid={testId}>
      <h3 id={id} className={cards.title}>
        {title}
      </h3>
      {children}
    </section>
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
