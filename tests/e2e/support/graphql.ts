// Test setup through the services' GraphQL (as an integration would): tokens of demo accounts, vendor payments,
// approvals and the admin's processing cycle. The browser does the part under test; this prepares the data.
import { randomUUID } from 'node:crypto';
import { fromZonedTime } from 'date-fns-tz';
import { DEMO_PASSWORD } from './accounts';

type Service = 'auth' | 'core' | 'reports';

/** The shared services' address (the servers playwright.config.ts starts). */
export function sharedApiUrl(): string {
  const port = process.env.E2E_API_PORT;
  if (!port) throw new Error('E2E_API_PORT is not set (run through playwright.config.ts)');
  return `http://127.0.0.1:${port}`;
}

/** A GraphQL call to the services at `base` (a test's own servers); throws on GraphQL errors. */
export async function gqlAt<T>(base: string, service: Service, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${base}/${service}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`${service}: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}

export function gql<T>(service: Service, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  return gqlAt<T>(sharedApiUrl(), service, query, variables, token);
}

/** A demo account's access token from the services at `base` (default: the shared ones). */
export async function tokenOf(email: string, base: string = sharedApiUrl()): Promise<string> {
  const data = await gqlAt<{ authorize: { accessToken: string | null } }>(
    base,
    'auth',
    'mutation($input: AuthorizeInput!) { authorize(input: $input) { accessToken } }',
    { input: { email, password: DEMO_PASSWORD } },
  );
  if (!data.authorize.accessToken) throw new Error(`${email} needs a code to sign in`);
  return data.authorize.accessToken;
}

export interface CreatedPayment {
  id: string;
  status: string;
  purchaseId: string;
  dueDateTime: { date: string; time: string; timezone: string };
}

export async function payableVendorId(token: string, name: string): Promise<string> {
  const { payableVendors } = await gql<{ payableVendors: { id: string; name: string }[] }>('core', '{ payableVendors { id name } }', {}, token);
  const vendor = payableVendors.find((v) => v.name === name);
  if (!vendor) throw new Error(`No payable vendor ${name}`);
  return vendor.id;
}

export async function createVendorPayment(token: string, vendorId: string, amountCents: number, description: string): Promise<CreatedPayment> {
  const { createVendorPayment } = await gql<{ createVendorPayment: CreatedPayment }>(
    'core',
    `mutation($input: CreateVendorPaymentInput!) {
      createVendorPayment(input: $input) { id status purchaseId dueDateTime { date time timezone } }
    }`,
    { input: { vendorId, amount: amountCents, description, idempotencyKey: randomUUID() } },
    token,
  );
  return createVendorPayment;
}

export async function paymentById(token: string, id: string): Promise<CreatedPayment> {
  const { paymentTransferTransaction } = await gql<{ paymentTransferTransaction: CreatedPayment }>(
    'core',
    'query($id: ID!) { paymentTransferTransaction(id: $id) { id status purchaseId dueDateTime { date time timezone } } }',
    { id },
    token,
  );
  return paymentTransferTransaction;
}

export async function rejectPayments(token: string, ids: string[]): Promise<void> {
  await gql('core', 'mutation($ids: [ID!]!) { rejectPayments(ids: $ids, reason: "test cleanup") { skippedIds } }', { ids }, token);
}

/** The instant a payment is due (its wall-clock due date and time in its zone). */
export function dueInstant(p: Pick<CreatedPayment, 'dueDateTime'>): Date {
  return fromZonedTime(`${p.dueDateTime.date}T${p.dueDateTime.time}`, p.dueDateTime.timezone || 'UTC');
}

/** Runs one processing cycle as of `at` (admin, local environment). */
export async function runProcessingCycle(adminToken: string, at: Date): Promise<{ succeeded: number; failed: number; filedPayments: number }> {
  const { runProcessingCycle: report } = await gql<{ runProcessingCycle: { succeeded: number; failed: number; filedPayments: number } }>(
    'core',
    'mutation($at: String) { runProcessingCycle(at: $at) { succeeded failed filedPayments } }',
    { at: at.toISOString() },
    adminToken,
  );
  return report;
}
