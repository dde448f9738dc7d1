/**
 * Report exports.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
export const ReportExportMessages = {
  // Report exports.
  reportExportNewTitle: 'Export a report',
  reportExportTitle: 'Report export',
  reportExportReport: 'Report',
  reportExportFormat: 'Format',
  reportExportCsv: 'Export CSV',
  reportExportXlsx: 'Export XLSX',
  reportExportReportNames: {
    generalTransfers: 'General transfers',
    pendingApproval: 'Pending approval',
    test: 'Test payments',
    subscription: 'Subscription payments',
    api: 'API payments',
    vendor: 'Vendor payments',
    instantCollection: 'Instant collections',
    onDemand: 'On-demand payments',
    history: 'Purchase history',
  } as Record<string, string>,
  reportExportStatus: {
    queued: 'Waiting to start',
    running: 'Writing the file',
    done: 'Ready to download',
    failed: 'The export failed',
  } as Record<string, string>,
  reportExportProgress: (finished: number, parts: number) => `${finished} of ${parts} ${parts === 1 ? 'part' : 'parts'} written`,
  reportExportRows: (rows: number) => `${rows} ${rows === 1 ? 'row' : 'rows'}`,
  reportExportFailedParts: (parts: string) => `Retrying part ${parts} shortly.`,
  reportExportProgressLabel: 'Export progress',
  reportExportRefresh: 'Refresh',
  reportExportDownload: (fileName: string) => `Download ${fileName}`,
  reportExportFileDeleted: 'This file was deleted a day after it was made. Export the report again.',
  reportExportNotFound: 'This export does not exist or you may not see it.',
  reportExportChooseReport: 'Choose a report from the list',
  reportExportChooseFormat: 'Choose CSV or XLSX',
  reportExportFilterNote: 'The file holds the rows of the list with its filters and order, as you may see them now.',
  reportExportStart: 'Start export',
  reportExportBackToList: 'Back to the list',
} as const;
