/**
 * `/reports/new`: starts a report export. The list pages' export buttons POST here (report, format and the list's
 * query string); the action turns the list state into the report filter and order, creates the task on the
 * reports service and redirects to its status page. A GET shows the same choice as a form of its own.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '../services/redirect.server';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { parseListQuery, toTransactionFilter } from '../../domain/list-query';
import { Messages } from '../../domain/messages';
import { EXPORT_REPORT_NAMES } from '../../domain/report-columns';
import { ConformRadioGroup } from '../components/Fields';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { ApiError, callApi } from '../services/api.server';
import { withServiceBanner } from '../services/shell.server';
import { requireViewer } from '../services/viewer.server';
import { reportsGraphql } from '../graphql/reports';

const FORMATS = ['csv', 'xlsx'] as const;

const exportSchema = z.object({
  reportName: z.enum(EXPORT_REPORT_NAMES, { errorMap: () => ({ message: Messages.reportExportChooseReport }) }),
  format: z.enum(FORMATS, { errorMap: () => ({ message: Messages.reportExportChooseFormat }) }),
  search: z.string().max(4000).optional().default(''),
});

const CREATE_REPORT_TASK = reportsGraphql(`
  mutation CreateReportTask($input: CreateReportTaskInput!) {
    createReportTask(input: $input) {
      id
    }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const params = new URL(request.url).searchParams;
    const report = params.get('report') ?? '';
    return { reportName: (EXPORT_REPORT_NAMES as readonly string[]).includes(report) ? report : 'generalTransfers', search: params.get('search') ?? '' };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const submission = parseWithZod(await request.formData(), { schema: exportSchema });
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
    const { reportName, format, search } = submission.value;
    const list = parseListQuery(new URLSearchParams(search));
    let id: string;
    try {
      const created = await callApi(context, {
        document: CREATE_REPORT_TASK,
        variables: { input: { reportName, format, filter: toTransactionFilter(list.payloadFilter), orderBy: list.sortParams } },
      });
      id = created.createReportTask.id;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return data({ result: submission.reply({ formErrors: [error.message || Messages.somethingWentWrong] }) }, { status: 400 });
    }
    throw redirect(`/reports/${encodeURIComponent(id)}`);
  });
}

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
          {form.errors?.length ? (
            <Alert severity="error" role="alert" id={form.errorId} sx={{ mb: 2 }}>
              {form.errors[0]}
            </Alert>
          ) : null}
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
