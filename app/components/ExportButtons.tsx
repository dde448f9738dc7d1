/**
 * "Export CSV" and "Export XLSX" for a report list: a plain POST form to /reports/new carrying the report, the
 * list's query string (its filters and order) and the list's path (which names the file), so it works without
 * JavaScript. The form reloads the document: a small list's file comes back as a download at once and the page
 * stays; a large one goes to the export's progress page.
 */
import { Form, useLocation } from '@remix-run/react';
import { ReportExportMessages } from '../../domain/messages/report-exports';
import type { ExportReportName } from '../../domain/report-columns';
import { page } from './chrome-styles';
import { buttonClass } from './Plain';

const REPORT_EXPORT_ACTION = '/reports/new';

const EXPORT_BUTTON = buttonClass({ variant: 'outlined', size: 'small' });

export function ExportButtons({ report, search }: { report: ExportReportName; search: string }) {
  const { pathname } = useLocation();
  return (
    <Form method="post" action={REPORT_EXPORT_ACTION} reloadDocument aria-label={ReportExportMessages.reportExportNewTitle} data-testid="export-buttons">
      <input type="hidden" name="reportName" value={report} />
      <input type="hidden" name="list" value={pathname} />
      <input type="hidden" name="search" value={search} />
      <div className={`${page.actions} ${page.tight}`}>
        <button type="submit" name="format" value="csv" className={EXPORT_BUTTON}>
          {ReportExportMessages.reportExportCsv}
        </button>
        <button type="submit" name="format" value="xlsx" className={EXPORT_BUTTON}>
          {ReportExportMessages.reportExportXlsx}
        </button>
      </div>
    </Form>
  );
}
