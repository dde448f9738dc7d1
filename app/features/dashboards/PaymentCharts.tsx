/** The payment part of both executive dashboards: figure cards for the period, then its charts (volume, count, outcome, upcoming due). */
import { formatCents } from '../../../domain/money';
import { DashboardMessages as M } from '../../../domain/messages/dashboards';
import { plainTheme as theme } from '../../theme-values';
import { cards, page } from '../../components/chrome-styles';
import { ChartCard, StatCard, StatGrid } from './Stats';
import { BarChart, LineChart, type ChartDatum } from '../../components/charts/Chart';
import { formatCount, formatCountCompact, formatDay, formatDayShort, formatDollarsCompact } from '../../components/charts/format';
import type { DayFigure, PaymentFigures } from './payment-figures';

function peakOf(days: DayFigure[], pick: (d: DayFigure) => number, format: (value: number) => string): string {
  const peak = days.reduce<DayFigure | null>((best, d) => (pick(d) > (best ? pick(best) : 0) ? d : best), null);
  return peak ? M.peak(formatDay(peak.date), format(pick(peak))) : M.noPeak;
}

const dayData = (days: DayFigure[], pick: (d: DayFigure) => number): ChartDatum[] =>
  days.map((d) => ({ label: formatDay(d.date), shortLabel: formatDayShort(d.date), value: pick(d) }));

const paymentsText = (count: number) => M.paymentsCount(formatCount(count));

/**
 * `notDeliveredLabel`: the lists' word for payments whose ACH file has not reached the bank, given by the loader
 * (`NOT_DELIVERED_LABEL`) so the dashboards' browser bundle does not load the lists' status module (decision 144).
 */
export function PaymentCharts({ figures: f, notDeliveredLabel }: { figures: PaymentFigures; notDeliveredLabel: string }) {
  const dueCount = f.upcoming.reduce((sum, d) => sum + d.count, 0);
  const dueAmount = f.upcoming.reduce((sum, d) => sum + d.amount, 0);
  return (
    <section aria-labelledby="payments-heading" className={cards.payments} data-testid="payment-figures">
      <h2 className={page.title2} id="payments-heading">
        {M.paymentsHeading}
      </h2>
      {/* No range when the figures could not be read (emptyFigures): there are no dates to show. */}
      {f.from ? (
        <p className={`${page.secondary} ${page.section}`} data-testid="period-range">
          {M.periodRange(formatDay(f.from), formatDay(f.to), f.timeZone)}
        </p>
      ) : null}
      <StatGrid>
        <StatCard label={M.volume} value={formatCents(f.volume)} testId="stat-volume" />
        <StatCard label={M.payments} value={f.count} testId="stat-payments" />
        <StatCard label={M.succeeded} value={f.succeeded.count} hint={formatCents(f.succeeded.amount)} testId="stat-succeeded" />
        <StatCard label={M.failed} value={f.failed.count} hint={formatCents(f.failed.amount)} testId="stat-failed" />
        <StatCard label={M.pendingApproval} value={f.pendingApprovalCount} hint={M.pendingApprovalHint} testId="stat-pending-approval" />
        <StatCard label={M.dueSoon} value={dueCount} hint={formatCents(dueAmount)} testId="stat-due-soon" />
        {/* Said only when there is something to say: payments whose ACH file has not reached the bank. */}
        {f.notDelivered.count ? <StatCard label={notDeliveredLabel} value={f.notDelivered.count} hint={formatCents(f.notDelivered.amount)} testId="stat-not-delivered" /> : null}
      </StatGrid>
      <div className={cards.charts}>
        <ChartCard title={M.volumeChart} id="chart-volume-heading" testId="chart-volume">
          <BarChart
            id="chart-volume"
            title={M.volumeChart}
            description={M.volumeChartDescription(f.period, formatCents(f.volume), peakOf(f.days, (d) => d.amount, formatCents))}
            data={dayData(f.days, (d) => d.amount)}
            categoryHeader={M.dayHeader}
            valueHeader={M.amountHeader}
            formatValue={formatCents}
            formatTick={formatDollarsCompact}
            minStep={100}
            color={theme.palette.primary.main}
          />
        </ChartCard>
        <ChartCard title={M.countChart} id="chart-count-heading" testId="chart-count">
          <LineChart
            id="chart-count"
            title={M.countChart}
            description={M.countChartDescription(f.period, formatCount(f.count), peakOf(f.days, (d) => d.count, paymentsText))}
            data={dayData(f.days, (d) => d.count)}
            categoryHeader={M.dayHeader}
            valueHeader={M.countHeader}
            formatValue={formatCount}
            formatTick={formatCountCompact}
            color={theme.palette.secondary.main}
          />
        </ChartCard>
        <ChartCard title={M.outcomeChart} id="chart-outcome-heading" testId="chart-outcome">
          <BarChart
            id="chart-outcome"
            title={M.outcomeChart}
            description={M.outcomeChartDescription(
              `${paymentsText(f.succeeded.count)}, ${formatCents(f.succeeded.amount)}`,
              `${paymentsText(f.failed.count)}, ${formatCents(f.failed.amount)}`,
            )}
            data={[
              { label: M.succeeded, value: f.succeeded.count, color: theme.palette.success.main },
              { label: M.failed, value: f.failed.count, color: theme.palette.error.main },
            ]}
            categoryHeader={M.outcomeHeader}
            valueHeader={M.countHeader}
            formatValue={formatCount}
            formatTick={formatCountCompact}
          />
        </ChartCard>
        <ChartCard title={M.upcomingChart} id="chart-upcoming-heading" testId="chart-upcoming">
          <BarChart
            id="chart-upcoming"
            title={M.upcomingChart}
            description={M.upcomingChartDescription(paymentsText(dueCount), formatCents(dueAmount))}
            data={dayData(f.upcoming, (d) => d.amount)}
            categoryHeader={M.dueDateHeader}
            valueHeader={M.amountHeader}
            formatValue={formatCents}
            formatTick={formatDollarsCompact}
            minStep={100}
            color={theme.palette.warning.main}
          />
        </ChartCard>
      </div>
    </section>
  );
}
