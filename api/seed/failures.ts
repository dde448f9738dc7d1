/**
 * Demo failures for the admin's Errors page: two e-mails the mail server refused for good and a
 * report export that ran out of retries, so Retry and Mark resolved can be tried on a fresh demo. The returned
 * payments of the payment demo show there too.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { businesses, jobs, outboxMessages, reportTasks, users } from '../db/schema';
import { EXPORT_JOB } from '../modules/reports';
import { PRODUCT_NAME } from '../../domain/product';

export async function seedDemoFailures(db: Database, now: Date): Promise<void> {
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  await db.insert(outboxMessages).values(
    ['billing@lakeside.test', 'accounts@bayside.test'].map((recipient) => ({
      channel: 'email',
      recipient,
      subject: `Your monthly ${PRODUCT_NAME} statement`,
      body: 'Your statement is ready.',
      status: 'failed',
      attempts: 5,
      lastError: '550 5.1.1 Mailbox unavailable',
      createdAt: hourAgo,
    })),
  );
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@northwind.test'));
  const [northwind] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
  if (!owner || !northwind) return;
  await db.transaction(async (tx) => {
    const [task] = await tx
      .insert(reportTasks)
      .values({
        reportName: 'vendor',
        format: 'csv',
        status: 'failed',
        filter: {},
        orderBy: 'dateAsc',
        visibility: { businessId: northwind.id },
        createdByUserId: owner.id,
        partSize: 1000,
        fileName: 'vendor-transactions.csv',
        lastError: 'No space left on device',
        createdAt: hourAgo,
        finishedAt: hourAgo,
      })
      .returning({ id: reportTasks.id });
    await tx
      .insert(jobs)
      .values({ kind: EXPORT_JOB, payload: { taskId: task.id }, status: 'failed', runAt: hourAgo, attempts: 5, lastError: 'No space left on device', createdAt: hourAgo, finishedAt: hourAgo });
  });
}
