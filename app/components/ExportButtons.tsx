/**
 * "Export CSV" and "Export XLSX" for a report list: a plain POST form to /reports/new carrying the report and the
 * list's query string (its filters and order), so it works without JavaScript; the action redirects to the
 * export's status page.
 */
import { Box, Button } from '@mui/material';
import { Form } from '@remix-run/react';
import { Messages } from '../../domain/messages';
import type { ExportReportName } from '../../domain/report-columns';

export const REPORT_EXPORT_ACTION = '/reports/new';

export function ExportButtons({ report, search }: { report: ExportReportName; search: string }) {
  return (
    <Form method="post" action={REPORT_EXPORT_ACTION} aria-label={Messages.reportExportNewTitle} data-testid="export-buttons">
      <input type="hidden" name="reportName" value={report} />
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
