/**
 * `/reports/new`: starts a report export. The list pages' export buttons POST here (report, format and the list's
 * query string); the action turns the list state into the report filter and order, creates the task on the
 * reports service and redirects to its status page. A GET shows the same choice as a form of its own.
 */
import { muiRoute } from '../../components/MuiScope';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { parseListQuery, toTransactionFilter } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { EXPORT_REPORT_NAMES } from '../../../domain/report-columns';
import { exportListName } from '../../../domain/export-cells';
import { matchRoute } from '../../../domain/routes';
import { ConformRadioGroup } from '../../components/Fields';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { callApi } from '../../platform/api.server';
import { formAction } from '../../platform/form-action.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { viewerZoneFormat } from '../../platform/time-zone.server';
import { reportsGraphql } from '../../graphql/reports';
import { ErrorAlert } from '../../components/FormPage';

const FORMATS = ['csv', 'xlsx'] as const;

const exportSchema = z.object({
  reportName: z.enum(EXPORT_REPORT_NAMES, { errorMap: () => ({ message: Messages.reportExportChooseReport }) }),
  format: z.enum(FORMATS, { errorMap: () => ({ message: Messages.reportExportChooseFormat }) }),
  search: z.string().max(4000).optional().default(''),
  list: z.string().max(400).optional(),
});

const CREATE_REPORT_TASK = reportsGraphql(`
  mutation CreateReportTask($input: CreateReportTaskInput!) {
    createReportTask(input: $input) {
      id
    }
  }
`);

const EXPORT_STATE = reportsGraphql(`
  query ReportExportState($id: ID!) {
    reportTask(id: $id) {
      status
      parts
      rowCount
      fileAvailable
    }
  }
`);

/** A list this small downloads at once; a larger one keeps the progress page, rather than a long wait on a blank one. */
const DIRECT_DOWNLOAD_ROWS = 10_000;
/** How long the action waits for a small export before it shows the progress page instead. */
const DIRECT_DOWNLOAD_WAIT_MS = 8_000;
const POLL_MS = 150;

/** The list the export came from, when it is a page of this app: its path names the file and the progress page links back. */
function listOf(list: string | undefined, search: string): { name: string | null; back: string | null } {
  if (!list || !list.startsWith('/') || list.startsWith('//')) return { name: null, back: null };
  const route = matchRoute(list);
  return { name: route ? exportListName(route.title, route.path) || null : null, back: search ? `${list}?${search}` : list };
}

/** Waits for a small export to finish: the file's URL, or null when it is large, failed or slow (the progress page then). */
async function directDownload(context: Parameters<typeof callApi>[0], id: string): Promise<string | null> {
  const deadline = Date.now() + DIRECT_DOWNLOAD_WAIT_MS;
  while (Date.now() < deadline) {
    const { reportTask } = await callApi(context, { document: EXPORT_STATE, variables: { id } });
    // Parts hold 10,000 rows each (decision 010): more than one part is a large list.
    if (reportTask.parts > 1 || (reportTask.rowCount ?? 0) > DIRECT_DOWNLOAD_ROWS) return null;
    if (reportTask.status === 'failed') return null;
    if (reportTask.status === 'done') return reportTask.fileAvailable ? `/reports/${encodeURIComponent(id)}/file` : null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const params = new URL(request.url).searchParams;
    const report = params.get('report') ?? '';
    return { reportName: (EXPORT_REPORT_NAMES as readonly string[]).includes(report) ? report : 'generalTransfers', search: params.get('search') ?? '' };
  });
}

export const action = (args: ActionFunctionArgs) => {
  const { context } = args;
  return formAction(args, {
    schema: exportSchema,
    // Makes the report task and says where the browser goes next: a small file from a list's button comes back at
    // once; the export form itself always shows the progress page.
    save: async ({ reportName, format, search, list: listName }) => {
      const list = parseListQuery(new URLSearchParams(search));
      const list0 = listOf(listName, search);
      // A purchase's history is exported from a payment's page, not a list: its file says what it holds.
      const from = reportName === 'history' ? { ...list0, name: 'purchase-history' } : list0;
      const created = await callApi(context, {
        document: CREATE_REPORT_TASK,
        variables: {
          input: { reportName, format, filter: toTransactionFilter(list.payloadFilter, (await viewerZoneFormat(context)).timeZone), orderBy: list.sortParams, listName: from.name },
        },
      });
      const id = created.createReportTask.id;
      const file = from.back ? await directDownload(context, id) : null;
      return file ?? `/reports/${encodeURIComponent(id)}${from.back ? `?${new URLSearchParams({ back: from.back })}` : ''}`;
    },
    success: false,
    redirectTo: (_, next) => next,
  });
};

export default function NewReportExport() {
  const defaults = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'report-export',
    lastResult: actionData?.result,
    defaultValue: { reportName: defaults.reportName, format: 'csv', search: defaults.search },
    defaultNoValidate: true,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: exportSchema }),
  });
  const reportValue = (fields.reportName.initialValue as string | undefined) ?? defaults.reportName;
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {Messages.reportExportNewTitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }} component="section" aria-labelledby="report-export-heading">
        <Typography variant="h2" id="report-export-heading" gutterBottom>
          {Messages.reportExportNewTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {Messages.reportExportFilterNote}
        </Typography>
        <Form method="post" {...getFormProps(form)} noValidate>
          <ErrorAlert id={form.errorId} message={form.errors?.[0]} />
          <input type="hidden" name={fields.search.name} value={(fields.search.initialValue as string | undefined) ?? defaults.search} />
          <TextField
            select
            id={fields.reportName.id}
            name={fields.reportName.name}
            label={Messages.reportExportReport}
            defaultValue={reportValue}
            error={Boolean(fields.reportName.errors)}
            helperText={fields.reportName.errors?.[0]}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
            sx={{ mb: 2 }}
          >
            {EXPORT_REPORT_NAMES.map((name) => (
              <option key={name} value={name}>
                {Messages.reportExportReportNames[name]}
              </option>
            ))}
          </TextField>
          <Box sx={{ mb: 2 }}>
            <ConformRadioGroup
              row
              field={fields.format}
              label={Messages.reportExportFormat}
              options={[
                { value: 'csv', label: 'CSV' },
                { value: 'xlsx', label: 'XLSX' },
              ]}
            />
          </Box>
          <Button type="submit" variant="contained" disabled={navigation.state === 'submitting'}>
            {Messages.reportExportStart}
          </Button>
        </Form>
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
