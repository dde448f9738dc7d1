/**
 * Report tasks: creating one (checked input, the creator's visibility captured, the task and its job committed
 * together), reading one as its creator or an admin, and the shape the API shows.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { viewerTimeZone } from '../../../../domain/dates';
import { Roles } from '../../../../domain/roles';
import type { Database } from '../../../db/client';
import {
  businesses,
  jobs,
  payments,
  reportTaskParts,
  reportTasks,
  REPORT_TASK_FORMATS,
  type ReportTaskFormat,
  type ReportTaskRow,
  type UserRow,
} from '../../../db/schema';
import { forbidden, notFound, validationError } from '../../../lib/errors';
import { isUuid } from '../../../lib/ids';
import type { BusinessScope } from '../../../graphql/access';
import { reportVisibility, visibilityCondition } from '../access';
import { EXPORT_REPORT_NAMES, filterConditions, isExportReportName, reportCondition, reportOrder, type ExportReportName, type ReportFilter } from '../query';
import { exportFileName } from './formats';
import { notifyExportQueued } from './wakeup';
import type { CreateReportTaskInput } from '../../../graphql/generated/reports';

export const EXPORT_JOB = 'reportExport';
/** Rows per part: small enough that a part's rows and views stay a few megabytes, large enough to keep the file writes few. */
export const DEFAULT_PART_SIZE = 10_000;
/** Exports one person may have waiting or running at once, so nobody can fill the queue. */
export const MAX_OPEN_TASKS_PER_USER = 5;

/** The SDL's input (generated, api/graphql/generated/reports.ts). */
export type { CreateReportTaskInput };

const FILTER_KEYS = ['status', 'statuses', 'type', 'types', 'businessId', 'vendorId', 'consumerId', 'purchaseId', 'paymentTransactionId', 'referenceNumber', 'paymentProcessStatus', 'amountMin', 'amountMax', 'dateFrom', 'dateTo'] as const;

/** The filter as stored: only known keys with a value. */
function storedFilter(filter: ReportFilter | null | undefined): ReportFilter {
  const out: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = filter?.[key];
    if (value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length)) out[key] = value;
  }
  return out as ReportFilter;
}

const LIST_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function checkInput(input: CreateReportTaskInput): { reportName: ExportReportName; format: ReportTaskFormat; filter: ReportFilter; orderBy: string; listName: string } {
  const errors: Record<string, string> = {};
  if (input.listName && (input.listName.length > 80 || !LIST_NAME.test(input.listName))) errors.listName = 'listName is lower-case words joined by -, at most 80 characters';
  if (!isExportReportName(input.reportName)) errors.reportName = `reportName must be one of ${EXPORT_REPORT_NAMES.join(', ')}`;
  if (input.reportName === 'history' && !input.filter?.purchaseId?.trim()) errors.purchaseId = 'The history report needs the purchaseId of its purchase';
  if (!(REPORT_TASK_FORMATS as readonly string[]).includes(input.format)) errors.format = `format must be one of ${REPORT_TASK_FORMATS.join(', ')}`;
  if (Object.keys(errors).length) throw validationError(Object.values(errors).join('; '), errors);
  const filter = storedFilter(input.filter);
  // Both throw the reports' own validation errors (unknown order, malformed dates).
  const order = reportOrder(input.orderBy);
  filterConditions(filter);
  return { reportName: input.reportName as ExportReportName, format: input.format as ReportTaskFormat, filter, orderBy: order.name, listName: input.listName || input.reportName };
}

/** The creator's one zone (decision 032), as the viewer query decides it. */
async function creatorTimeZone(db: Database, user: UserRow, scope: BusinessScope): Promise<string> {
  const [business] = scope.businessId ? await db.select({ zone: businesses.paymentTimeZone }).from(businesses).where(eq(businesses.id, scope.businessId)) : [];
  return viewerTimeZone({ role: user.role, businessTimeZone: business?.zone, profileTimeZone: user.timeZone });
}

export async function createReportTask(
  db: Database,
  user: UserRow,
  scope: BusinessScope,
  input: CreateReportTaskInput,
  now: Date,
  partSize = DEFAULT_PART_SIZE,
): Promise<ReportTaskRow> {
  const checked = checkInput(input);
  // Throws forbidden for a report the role may not open at all (vendor managers: pending approval, test).
  const captured = await reportVisibility(db, user, scope, checked.reportName);
  if (!captured) throw forbidden();
  const timeZone = await creatorTimeZone(db, user, scope);
  if (checked.reportName === 'history') {
    // Only someone who may see a payment of the purchase exports its history; to anyone else the purchase does not exist.
    const [seen] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(reportCondition('history', checked.filter, visibilityCondition(captured)))
      .limit(1);
    if (!seen) throw notFound('Purchase');
  }
  const [{ open }] = await db
    .select({ open: sql<number>`count(*)::int` })
    .from(reportTasks)
    .where(and(eq(reportTasks.createdByUserId, user.id), inArray(reportTasks.status, ['queued', 'running'])));
  if (open >= MAX_OPEN_TASKS_PER_USER) {
    throw validationError(`You already have ${MAX_OPEN_TASKS_PER_USER} exports in progress; wait for one to finish`);
  }
  const task = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reportTasks)
      .values({
        reportName: checked.reportName,
        format: checked.format,
        filter: checked.filter as Record<string, unknown>,
        orderBy: checked.orderBy,
        visibility: captured,
        createdByUserId: user.id,
        partSize,
        fileName: exportFileName(checked.listName, checked.format, now, timeZone),
        timeZone,
        createdAt: now,
      })
      .returning();
    await tx.insert(jobs).values({ kind: EXPORT_JOB, payload: { taskId: row.id }, runAt: now, createdAt: now });
    return row;
  });
  notifyExportQueued();
  return task;
}

/** A task its caller may read: the creator's own, or any for an admin. Anyone else hears "not found". */
export async function readableTask(db: Database, user: UserRow, id: string): Promise<ReportTaskRow> {
  const [task] = isUuid(id) ? await db.select().from(reportTasks).where(eq(reportTasks.id, id)) : [];
  if (!task || (task.createdByUserId !== user.id && user.role !== Roles.admin)) throw notFound('Report task');
  return task;
}

export interface ReportTaskView {
  id: string;
  reportName: string;
  format: ReportTaskFormat;
  status: string;
  parts: number;
  finishedParts: { index: number; skip: number }[];
  failedParts: { index: number; skip: number }[];
  rowCount: number | null;
  fileName: string;
  fileAvailable: boolean;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export async function taskView(db: Database, task: ReportTaskRow): Promise<ReportTaskView> {
  const parts = await db
    .select({ index: reportTaskParts.index, skip: reportTaskParts.skip, status: reportTaskParts.status })
    .from(reportTaskParts)
    .where(eq(reportTaskParts.taskId, task.id))
    .orderBy(asc(reportTaskParts.index));
  const pick = (status: string) => parts.filter((p) => p.status === status).map(({ index, skip }) => ({ index, skip }));
  return {
    id: task.id,
    reportName: task.reportName,
    format: task.format,
    status: task.status,
    parts: task.parts,
    finishedParts: pick('done'),
    failedParts: pick('failed'),
    rowCount: task.rowCount,
    fileName: task.fileName,
    fileAvailable: task.status === 'done' && !task.fileDeletedAt,
    error: task.status === 'failed' ? task.lastError : null,
    createdAt: task.createdAt.toISOString(),
    finishedAt: task.finishedAt?.toISOString() ?? null,
  };
}

/** The export job of a task (for tests and tools). */
export async function exportJobOf(db: Database, taskId: string) {
  const [job] = await db.select().from(jobs).where(and(eq(jobs.kind, EXPORT_JOB), sql`${jobs.payload}->>'taskId' = ${taskId}`));
  return job ?? null;
}
