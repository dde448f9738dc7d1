/** What every system's sandbox answers with: JSON, the first answer per idempotency key (./idempotency.ts), and small readers of requests. */
import type { Database } from '../../../db/client';
import type { recordSandboxPayment, SandboxVendor } from './data';

export { answerOnce } from './idempotency';

/** One system's API under `/sandbox/{slug}/api`: the sandbox's database, the path after it, the request, and the company the token is for. */
export type ApiHandler = (db: Database, path: string, url: URL, request: Request, companyId: string, body: Record<string, unknown> | null) => Response | Promise<Response>;

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const since = (value: string | null | undefined) => (value ? new Date(value) : null);
export const changedAfter = (vendors: SandboxVendor[], after: Date | null) => (after && !Number.isNaN(after.getTime()) ? vendors.filter((v) => v.updatedAt > after) : vendors);
export const dollars = (cents: number) => cents / 100;
export const paymentAnswer = (result: Awaited<ReturnType<typeof recordSandboxPayment>>, ok: (id: string) => unknown) => (result.ok ? json(200, ok(result.id)) : json(400, { error: result.reason }));
/** The value of an OData `field eq 'text'` filter (quotes doubled inside), or null. */
export const odataEquals = (filter: string | null, field: string) => {
  const m = new RegExp(`${field} eq '((?:[^']|'')*)'`).exec(filter ?? '');
  return m ? m[1]!.replace(/''/g, "'") : null;
};

