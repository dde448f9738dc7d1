/**
 * `/reports/:id`: the status of a report export: report, parts written, parts waiting for a retry and a progress
 * bar. With JavaScript the page refreshes itself every second until the file is ready; without it a Refresh link
 * reloads it. The download link appears when the file is done.
 */
import { muiRoute } from '../../components/MuiScope';
import { Alert, Box, Button, LinearProgress, Link, Paper, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { ApiError, callApi } from '../../platform/api.server';
import { withServiceBanner } from '../../platform/shell.server';
import { notFound, requireViewer } from '../../platform/viewer.server';
import { reportsGraphql } from '../../graphql/reports';
import type { ReportTaskQuery } from '../../graphql/reports/graphql';

const REFRESH_MS = 1_000;

const REPORT_TASK_QUERY = reportsGraphql(`
  query ReportTask($id: ID!) {
    reportTask(id: $id) {
      id
      reportName
      format
      status
      parts
      finishedParts {
        index
        skip
      }
      failedParts {
        index
        skip
      }
      rowCount
      fileName
      fileAvailable
      error
    }
  }
`);

type ReportTask = ReportTaskQuery['reportTask'];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    try {
      const { reportTask } = await callApi(context, { document: REPORT_TASK_QUERY, variables: { id: params.id ?? '' } });
      const back = new URL(request.url).searchParams.get('back');
      // Only a path of this app may be the back link (never another site).
      return { task: reportTask, back: back && back.startsWith('/') && !back.startsWith('//') ? back : null };
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCodes.notFound) notFound();
      throw error;
    }
  });
}

/** Whole percent of parts written; a finished task is 100 even with no rows (no parts). */
function percentOf(task: ReportTask): number {
  if (task.status === 'done') return 100;
  if (!task.parts) return 0;
  return Math.floor((task.finishedParts.length / task.parts) * 100);
}

export default function ReportExportStatus() {
  const { task, back } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const working = task.status === 'queued' || task.status === 'running';
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [working, revalidator]);
  const percent = percentOf(task);
  const reportLabel = Messages.reportExportReportNames[task.reportName] ?? task.reportName;
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {Messages.reportExportTitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }} component="section" aria-labelledby="report-task-heading">
        <Typography variant="h2" id="report-task-heading" gutterBottom>
          {reportLabel} ({task.format.toUpperCase()})
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {Messages.reportExportReport}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="report-task-report">
            {reportLabel}
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {Messages.reportExportFormat}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {task.format.toUpperCase()}
          </Typography>
        </Box>
        <Box role="status" aria-live="polite" data-testid="report-task-status" data-status={task.status}>
          <Typography sx={{ fontWeight: 600 }}>{Messages.reportExportStatus[task.status] ?? task.status}</Typography>
          {task.parts || !working ? (
            <Typography color="text.secondary" data-testid="report-task-parts">
              {Messages.reportExportProgress(task.finishedParts.length, task.parts)}
              {task.rowCount !== null ? ` · ${Messages.reportExportRows(task.rowCount)}` : ''}
            </Typography>
          ) : null}
          {task.failedParts.length && working ? (
            <Typography color="warning.main">{Messages.reportExportFailedParts(task.failedParts.map((p) => p.index + 1).join(', '))}</Typography>
          ) : null}
        </Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={Messages.reportExportProgressLabel}
          aria-valuetext={`${percent}%`}
          sx={{ my: 2, height: 10, borderRadius: 1 }}
        />
        {task.status === 'failed' ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {task.error ?? Messages.somethingWentWrong}
          </Alert>
        ) : null}
        {task.status === 'done' && !task.fileAvailable ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {Messages.reportExportFileDeleted}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {back ? (
            <Link component={RemixLink} to={back} data-testid="report-task-back">
              {Messages.reportExportBackToList}
            </Link>
          ) : null}
          {task.fileAvailable ? (
            <Button component="a" href={`/reports/${encodeURIComponent(task.id)}/file`} download={task.fileName} variant="contained" data-testid="report-task-download">
              {Messages.reportExportDownload(task.fileName)}
            </Button>
          ) : null}
          {working ? (
            <Link component={RemixLink} to={`/reports/${encodeURIComponent(task.id)}${back ? `?${new URLSearchParams({ back })}` : ''}`} reloadDocument data-testid="report-task-refresh">
              {Messages.reportExportRefresh}
            </Link>
          ) : null}
        </Box>
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
