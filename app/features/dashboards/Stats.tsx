/** Dashboard building blocks: figure cards, chart cards, the period switch and a labelled count table. */
import { Link as RemixLink } from '@remix-run/react';
import { DASHBOARD_PERIODS, periodSearch, type DashboardPeriod } from '../../../domain/dashboard-period-choice';
import { DashboardMessages as M } from '../../../domain/messages/dashboards';
import { formatCount } from '../../components/charts/format';
import { cards, page, TABLE_CELL } from '../../components/chrome-styles';
import { buttonClass } from '../../components/Plain';

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

/** A titled table of labelled counts (the administrator's users by role and businesses by level and type). */
export function CountTable({ title, labelHeader, rows }: { title: string; labelHeader: string; rows: { label: string; count: number }[] }) {
  const id = `table-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <div className={page.paper}>
      <h2 className={`${page.title2} ${page.gutter}`} id={id}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className={page.secondary}>{M.nothingYet}</p>
      ) : (
        <div className={page.tableScroll}>
          <table className={page.table} aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">
                  {labelHeader}
                </th>
                <th className={TABLE_CELL.right} scope="col">
                  {M.count}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">
                    {row.label}
                  </th>
                  <td className={TABLE_CELL.right}>{formatCount(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
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
    <nav aria-label={M.periodNav} data-testid="period-nav">
      <div className={cards.periods}>
        {DASHBOARD_PERIODS.map((days) => (
          <RemixLink
            key={days}
            to={periodSearch(days)}
            preventScrollReset
            className={buttonClass({ variant: days === current ? 'contained' : 'outlined', size: 'small' })}
            aria-current={days === current ? 'page' : undefined}
          >
            {M.periodOption(days)}
          </RemixLink>
        ))}
      </div>
    </nav>
  );
}
