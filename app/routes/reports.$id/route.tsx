/**
 * `/reports/:id`: the status of a report export: report, parts written, parts waiting for a retry and a progress
 * bar. With JavaScript the page refreshes itself every second until the file is ready; without it a Refresh link
 * reloads it. The download link appears when the file is done.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import { page } from '../../components/chrome-styles';
import { Alert, buttonClass } from '../../components/Plain';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { ApiError, callApi } from '../../platform/api.server';
import { withServiceBanner } from '../../platform/shell.server';
import { notFound, requireViewer } from '../../platform/viewer.server';
import type { ReportTaskQuery } from '../../graphql/reports/graphql';
import { REPORT_TASK_QUERY } from './report-task.server';

const REFRESH_MS = 1_000;

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
    <div>
      <h1 className={page.h1}>{Messages.reportExportTitle}</h1>
      <section className={`${page.paper} ${page.roomy} ${page.narrow}`} aria-labelledby="report-task-heading">
        <h2 id="report-task-heading" className={`${page.title2} ${page.gutter}`}>
          {reportLabel} ({task.format.toUpperCase()})
        </h2>
        <dl className={page.facts}>
          <dt className={page.text}>{Messages.reportExportReport}</dt>
          <dd className={page.text} data-testid="report-task-report">
            {reportLabel}
          </dd>
          <dt className={page.text}>{Messages.reportExportFormat}</dt>
          <dd className={page.text}>{task.format.toUpperCase()}</dd>
        </dl>
        <div role="status" aria-live="polite" data-testid="report-task-status" data-status={task.status}>
          <p className={`${page.text} ${page.strong}`}>{Messages.reportExportStatus[task.status] ?? task.status}</p>
          {task.parts || !working ? (
            <p className={page.text} data-testid="report-task-parts">
              {Messages.reportExportProgress(task.finishedParts.length, task.parts)}
              {task.rowCount !== null ? ` · ${Messages.reportExportRows(task.rowCount)}` : ''}
            </p>
          ) : null}
          {task.failedParts.length && working ? (
            <p className={page.text}>{Messages.reportExportFailedParts(task.failedParts.map((p) => p.index + 1).join(', '))}</p>
          ) : null}
        </div>
        <span
          className={page.meter}
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={Messages.reportExportProgressLabel}
          aria-valuetext={`${percent}%`}
        >
          <span style={{ transform: `translateX(${percent - 100}%)` }} />
        </span>
        {task.status === 'failed' ? (
          <Alert severity="error" role="alert" className={page.section}>
            {task.error ?? Messages.somethingWentWrong}
          </Alert>
        ) : null}
        {task.status === 'done' && !task.fileAvailable ? (
          <Alert severity="info" className={page.section}>
            {Messages.reportExportFileDeleted}
          </Alert>
        ) : null}
        <div className={page.actions}>
          {back ? (
            <RemixLink to={back} className={page.textLink} data-testid="report-task-back">
              {Messages.reportExportBackToList}
            </RemixLink>
          ) : null}
          {task.fileAvailable ? (
            <a href={`/reports/${encodeURIComponent(task.id)}/file`} download={task.fileName} className={buttonClass({ variant: 'contained' })} data-testid="report-task-download">
              {Messages.reportExportDownload(task.fileName)}
            </a>
          ) : null}
          {working ? (
            <RemixLink to={`/reports/${encodeURIComponent(task.id)}${back ? `?${new URLSearchParams({ back })}` : ''}`} reloadDocument className={page.textLink} data-testid="report-task-refresh">
              {Messages.reportExportRefresh}
            </RemixLink>
          ) : null}
        </div>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
