/**
 * `/bo/setup/banks-settings`: read-only, what applies to this business's payments: the U.S. holiday
 * schedules with each schedule's own year's closed dates, the processing-time rules and the next ACH due date.
 */
import { muiRoute } from '../../components/MuiScope';
import { Alert, Box, Paper, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { closedDates } from '../../../domain/calendar';
import { DEFAULT_TIME_ZONE, formatDate } from '../../../domain/dates';
import { ProcessingRules } from '../../features/setup/BanksSettings';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { ApiError, callApi } from '../../platform/api.server';
import { errorMessage, fetchHolidaySchedules, fetchProcessingRules, toCalendarHoliday } from '../../features/setup/banks-settings.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { describeHoliday } from '../../features/setup/holiday-schedule-options';
import { coreGraphql } from '../../graphql/core';
import { PRODUCT_NAME } from '../../../domain/product';

/** The business's country (businesses are in the United States). */
const BUSINESS_COUNTRY = 'USA';
const ACH = 'ACH';

const DUE_DATE_QUERY = coreGraphql(`
  query SampleDueDate($paymentType: String!, $paymentNetwork: String!, $initiatedAt: String!, $timeZone: String!) {
    paymentDueDate(paymentType: $paymentType, paymentNetwork: $paymentNetwork, initiatedAt: $initiatedAt, timeZone: $timeZone) {
      date
      time
      timezone
    }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const now = new Date();
    const year = now.getUTCFullYear();
    const [schedules, rules] = await Promise.all([fetchHolidaySchedules(context), fetchProcessingRules(context)]);
    const achRule = rules.ok ? rules.value.find((r) => r.paymentType === 'vendor' && r.paymentNetwork === ACH) : undefined;
    const timeZone = achRule?.timeZone ?? DEFAULT_TIME_ZONE;
    let due: { ok: true; value: { date: string; time: string; timezone: string } } | { ok: false; error: string };
    try {
      const d = await callApi(context, {
        document: DUE_DATE_QUERY,
        variables: { paymentType: 'vendor', paymentNetwork: ACH, initiatedAt: now.toISOString(), timeZone },
      });
      due = { ok: true, value: d.paymentDueDate };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      due = { ok: false, error: errorMessage(error) };
    }
    const applying = schedules.ok
      ? {
          ok: true as const,
          value: schedules.value
            .filter((s) => s.country === BUSINESS_COUNTRY)
            .map((s) => ({
              id: s.id,
              scheduleName: s.scheduleName,
              paymentNetwork: s.paymentNetwork,
              year: s.year,
              holidays: s.holidays.map((h) => ({ holidayName: h.holidayName, rule: describeHoliday(h) })),
              // Each schedule closes the days of its own year (a 2027 schedule lists 2027 dates).
              closed: [...closedDates(s.holidays.map(toCalendarHoliday), s.year)].sort(),
            })),
        }
      : schedules;
    return { year, schedules: applying, rules, due };
  });
}

export default function BusinessBanksSettings() {
  const { schedules, rules, due } = useLoaderData<typeof loader>();
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Banks Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The banking calendar your payments follow. These settings are managed by {PRODUCT_NAME}.
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="due-heading">
        <Typography variant="h2" id="due-heading" gutterBottom>
          Next ACH due date
        </Typography>
        {due.ok ? (
          <Typography data-testid="next-due-date">
            A payment initiated now is processed on {formatDate(`${due.value.date}T12:00:00Z`)} at {due.value.time} ({due.value.timezone}).
          </Typography>
        ) : (
          <Alert severity="error" role="alert">
            {due.error}
          </Alert>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="schedules-heading">
        <Typography variant="h2" id="schedules-heading" gutterBottom>
          Holiday schedules
        </Typography>
        {schedules.ok ? (
          schedules.value.length ? (
            schedules.value.map((s) => (
              <Box key={s.id} component="section" aria-label={s.scheduleName} sx={{ mb: 3 }} data-testid="business-schedule">
                <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                  {s.scheduleName} ({s.paymentNetwork})
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {s.holidays.map((h) => `${h.holidayName} (${h.rule})`).join(', ')}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>Closed in {s.year}:</Typography>
                <Box component="ul" sx={{ mt: 0.5, columns: { xs: 1, md: 3 } }}>
                  {s.closed.map((d) => (
                    <li key={d}>{formatDate(`${d}T12:00:00Z`)}</li>
                  ))}
                </Box>
              </Box>
            ))
          ) : (
            <Typography>No holiday schedules apply.</Typography>
          )
        ) : (
          <Alert severity="error" role="alert">
            {schedules.error}
          </Alert>
        )}
      </Paper>
      <ProcessingRules rules={rules} />
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
