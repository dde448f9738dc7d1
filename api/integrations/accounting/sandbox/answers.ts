/** What every system's sandbox answers with: JSON, the first answer per idempotency key, and small readers of requests. */
import { AnswerMemory } from './idempotency';
import type { recordSandboxPayment, SandboxVendor } from './data';

/** One system's API under `/sandbox/{slug}/api`: the path after it, the request, and the company the token is for. */
export type ApiHandler = (path: string, url: URL, request: Request, companyId: string, body: Record<string, unknown> | null) => Response | Promise<Response>;

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** First answers per idempotency key, per system and company: sandbox state (./idempotency.ts). */
const firstAnswers = new AnswerMemory();

/**
 * As the real services do with their idempotency key: the first answer to a key is kept, and a request repeating the
 * key gets that same answer (status and body) and changes nothing. Without a key, every request is new.
 */
export async function answerOnce(scope: string, key: string | null, answer: () => Response): Promise<Response> {
  if (!key) return answer();
  const id = `${scope}:${key}`;
  const kept = firstAnswers.get(id, Date.now());
  if (kept) {
    const { status, body } = await kept;
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }
  const response = answer();
  firstAnswers.keep(id, response.clone().text().then((body) => ({ status: response.status, body })), Date.now());
  return response;
}

export const since = (value: string | null | undefined) => (value ? new Date(value) : null);
export const changedAfter = (vendors: SandboxVendor[], after: Date | null) => (after && !Number.isNaN(after.getTime()) ? vendors.filter((v) => v.updatedAt > after) : vendors);
export const dollars = (cents: number) => cents / 100;
export const paymentAnswer = (result: ReturnType<typeof recordSandboxPayment>, ok: (id: string) => unknown) => (result.ok ? json(200, ok(result.id)) : json(400, { error: result.reason }));
/** The value of an OData `field eq 'text'` filter (quotes doubled inside), or null. */
export const odataEquals = (filter: string | null, field: string) => {
  const m = new RegExp(`${field} eq '((?:[^']|'')*)'`).exec(filter ?? '');
  return m ? m[1]!.replace(/''/g, "'") : null;
};

