/**
 * "Export CSV" and "Export XLSX" for a report list: a plain POST form to /reports/new carrying the report, the
 * list's query string (its filters and order) and the list's path (which names the file), so it works without
 * JavaScript. The form reloads the document: a small list's file comes back as a download at once and the page
 * stays; a large one goes to the export's progress page.
 */
import { Box, Button } from '@mui/material';
import { Form, useLocation } from '@remix-run/react';
import { Messages } from '../../domain/messages';
import type { ExportReportName } from '../../domain/report-columns';

export const REPORT_EXPORT_ACTION = '/reports/new';

export function ExportButtons({ report, search }: { report: ExportReportName; search: string }) {
  const { pathname } = useLocation();
  return (
    <Form method="post" action={REPORT_EXPORT_ACTION} reloadDocument aria-label={Messages.reportExportNewTitle} data-testid="export-buttons">
      <input type="hidden" name="reportName" value={report} />
      <input type="hidden" name="list" value={pathname} />
      <input type="hidden" name="search" value={search} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" name="format" value="csv" variant="outlined" size="small">
          {Messages.reportExportCsv}
        </Button>
        <Button type="submit" name="format" value="xlsx" variant="outlined" size="small">
          {Messages.reportExportXlsx}
        </Button>
      </Box>
    </Form>
  );
}
