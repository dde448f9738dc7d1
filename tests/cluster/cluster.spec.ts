// Journeys through HAProxy in front of two web copies and two services copies on one PostgreSQL (npm run
// test:cluster): consecutive requests land on alternate copies, so each journey crosses both; a link, a file or a
// suspension made on one copy is checked on the other; one services copy is killed -9 and the journeys go on; a third
// services copy dies (SIGKILL) in the middle of a processing cycle and the survivor finishes its payment once; last,
// one web copy is killed -9 and a signed-in user goes on through the other; at the very end the last services copy is
// stopped as an orchestrator stops it (SIGTERM, or `podman stop` for the image's containers) in the middle of a request.
import { request as httpRequest } from 'node:http';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import pg from 'pg';
import { expect, pageTest as test, type Page } from '../e2e/support/test';
import { createVendorPayment, dueInstant, gql, gqlAt, payableVendorId, paymentById, tokenOf } from '../e2e/support/graphql';
import { confirmInvitedMailbox, registerInvitedVendor, signIn, signInWithForm, signOut } from '../e2e/support/pages';
import { Messages } from '../../domain/messages';

interface ServicesCopy {
  name: string;
  url: string;
  pid: number;
  /** How an orchestrator stops this copy (`podman stop …`); absent, SIGTERM to its pid. */
  stopCommand?: string[] | null;
}

function fromEnv<T>(name: string): T {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run \`npm run test:cluster\``);
  return JSON.parse(value) as T;
}
const webCopies = fromEnv<string[]>('CLUSTER_WEB_COPIES');
/** A third services copy (TEST_CRASH_POINT=afterSubmit, its loop off) that the crash test kills mid-cycle. */
const doomedCopy = fromEnv<ServicesCopy>('CLUSTER_DOOMED_SERVICES');
/** Every copy's JOB_STALE_LOCK_SECONDS. */
const staleLockSeconds = fromEnv<number>('CLUSTER_STALE_LOCK_SECONDS');
const servicesCopies = fromEnv<ServicesCopy[]>('CLUSTER_SERVICES_COPIES');
const webPids = fromEnv<number[]>('CLUSTER_WEB_PIDS');
const statsUrl = process.env.CLUSTER_STATS_URL!;

interface ServerStats {
  status: string;
  /** Requests (sessions) the server has been sent since the start. */
  total: number;
}

/** HAProxy's view of every server, by name (web1, web2, services1, services2). */
async function balancerStats(): Promise<Record<string, ServerStats>> {
  const csv = await (await fetch(`${statsUrl};csv`)).text();
  const stats: Record<string, ServerStats> = {};
  for (const line of csv.split('\n')) {
    const fields = line.split(',');
    if (/^(web|services)$/.test(fields[0]) && /^(web|services)\d$/.test(fields[1])) {
      stats[fields[1]] = { status: fields[17], total: Number(fields[7]) };
    }
  }
  return stats;
}

/** Rows of the cluster's database (what no page shows: the same payment written twice). */
async function queryRows<T extends object>(sql: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.CLUSTER_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
async function countRows(sql: string, values: unknown[]): Promise<number> {
  const [row] = await queryRows<{ n: string }>(sql, values);
  return Number(row.n);
}

const SEND = '/transactions/send-payment';
const ACME = 'Acme Paper (JPMorgan Chase ••2018)';
const rowsWith = (page: Page, text: string) => page.getByTestId('transaction-row').filter({ hasText: text });

async function fillStepOne(page: Page, description: string, amount: string) {
  await page.goto(SEND);
  await page.getByLabel('Vendor').selectOption({ label: ACME });
  await page.getByLabel('Amount (USD)').fill(amount);
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Confirm the payment' })).toBeVisible();
}

test('@both the owner signs in with the form, sends a payment and approves it, each step on whichever copy', async ({ page }, info) => {
  const description = `Cluster ${info.project.name} ${Date.now()}`;
  const before = await balancerStats();
  await signInWithForm(page, 'owner@northwind.test');
  await fillStepOne(page, description, '321.09');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/transactions\/forapproval\?page=1$/);
  await expect(page.getByTestId('toast')).toHaveText(Messages.paymentInitiatedNext(1, 1));
  const row = rowsWith(page, description);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Approve PUR-/ }).click();
  const confirm = page.getByTestId('approval-confirm');
  await expect(confirm).toContainText(Messages.confirmApprove(1, '$321.09'));
  await confirm.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(page.getByTestId('toast')).toContainText(Messages.paymentsApproved(1));
  await page.goto('/transactions/upcoming?page=1&rows=100');
  await expect(rowsWith(page, description)).toContainText('Scheduled');
  expect(await countRows('SELECT count(*) AS n FROM payments WHERE description = $1', [description])).toBe(1);

  // The journey's requests were shared out: every copy served some of them.
  const after = await balancerStats();
  for (const server of ['web1', 'web2', 'services1', 'services2']) {
    if (info.project.name === 'no-js' && server === 'services1') continue; // killed by the failover test
    expect(after[server].total, server).toBeGreaterThan(before[server].total);
  }
});

test('an export made by one services copy downloads from every copy (decision 073)', async ({ page }) => {
  await signIn(page, 'admin@payloft.test');
  await page.goto('/reports/new?report=generalTransfers');
  await page.getByRole('button', { name: 'Start export' }).click();
  await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
  const download = page.getByTestId('report-task-download');
  await expect(download).toBeVisible({ timeout: 30_000 });
  const href = (await download.getAttribute('href'))!;
  // Through each web copy twice: the services balancer alternates, so both services copies serve the file.
  const bodies: string[] = [];
  for (const web of [...webCopies, ...webCopies]) {
    const answer = await page.request.get(new URL(href, web).toString());
    expect(answer.status(), web).toBe(200);
    bodies.push((await answer.body()).toString('base64'));
  }
  expect(new Set(bodies).size).toBe(1);
  expect(bodies[0].length).toBeGreaterThan(0);
});

test('an invitation link made on one web copy registers on the other', async ({ page }, info) => {
  const [first, second] = webCopies;
  await signIn(page, 'owner@northwind.test');
  await page.goto(new URL('/manage-payees/quickbooks/disabled?page=1&rows=100', first).toString());
  const invite = page.getByRole('link', { name: /^Invite .+ to enter bank details$/ }).first();
  const name = (await invite.getAttribute('aria-label'))!.replace(/^Invite /, '').replace(/ to enter bank details$/, '');
  await invite.click();
  const email = `cluster-${info.project.name}-${Date.now()}@vendor.example`;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send and show link to copy' }).click();
  const link = new URL(await page.getByTestId('invitation-link').inputValue());
  expect(new URL(page.url()).origin).toBe(first);
  await signOut(page);

  await page.goto(new URL(link.pathname + link.search, second).toString());
  await confirmInvitedMailbox(page, email);
  await expect(page.getByLabel('Vendor name')).toHaveValue(name);
  await registerInvitedVendor(page, name);
  expect(new URL(page.url()).origin).toBe(second);
});

test('@both a business suspended through one copy is refused at once by every copy', async ({ browser }, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  const live = servicesCopies.filter((copy) => copy.name !== 'services1' || info.project.name !== 'no-js');
  // A signed-in session on each web copy, and a token from each live services copy.
  const owners = await Promise.all(
    webCopies.map(async (web) => {
      const owner = await (await browser.newContext({ baseURL: web, javaScriptEnabled: js })).newPage();
      await signIn(owner, 'owner@bayside.test');
      return owner;
    }),
  );
  const tokens = await Promise.all(live.map((copy) => tokenOf('owner@bayside.test', copy.url)));
  const viewer = (copy: ServicesCopy, token: string) => gqlAt<{ viewer: { email: string } }>(copy.url, 'core', '{ viewer { email } }', {}, token);
  for (const [i, copy] of live.entries()) expect((await viewer(copy, tokens[i])).viewer.email).toBe('owner@bayside.test');

  const admin = await (await browser.newContext({ javaScriptEnabled: js })).newPage();
  await signIn(admin, 'admin@payloft.test');
  await admin.goto('/pa/businesses?page=1&filter=bayside');
  await admin.getByRole('link', { name: 'Bayside Auto Care' }).click();
  await admin.getByRole('button', { name: 'Disable users for a payment issue' }).click();
  await expect(admin.getByText(Messages.businessUsersDisabled('Bayside Auto Care'))).toBeVisible();
  try {
    // The very next request, on each copy: no cache of another copy lets the session through (decision 074).
    for (const [i, copy] of live.entries()) await expect(viewer(copy, tokens[i]), copy.name).rejects.toThrow();
    for (const owner of owners) {
      await owner.goto('/collections/completed');
      await expect(owner).toHaveURL(/\/login/);
    }
  } finally {
    await admin.getByRole('button', { name: 'Enable users' }).click();
    await expect(admin.getByText(Messages.businessUsersEnabled('Bayside Auto Care'))).toBeVisible();
  }
});

test('both services copies running the processing cycle at the same instant file a payment once', async () => {
  const owner = await tokenOf('owner@northwind.test');
  const admin = await tokenOf('admin@payloft.test');
  const created = await createVendorPayment(owner, await payableVendorId(owner, 'Cedar Office Furniture'), 1_357_90, `Cluster cycle ${Date.now()}`);
  await gql('core', 'mutation($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }', { ids: [created.id] }, owner);
  const at = dueInstant(await paymentById(owner, created.id)).toISOString();
  const cycle = (copy: ServicesCopy) =>
    gqlAt<{ runProcessingCycle: { filedPayments: number } }>(copy.url, 'core', 'mutation($at: String) { runProcessingCycle(at: $at) { filedPayments } }', { at }, admin);
  // Each copy runs the cycle on its own, at the same time (the balancer is bypassed so that both surely run).
  await Promise.all(servicesCopies.map(cycle));
  expect((await paymentById(owner, created.id)).status).toBe('processing');
  expect(await countRows('SELECT count(*) AS n FROM payments WHERE id = $1 AND ach_file_id IS NOT NULL', [created.id])).toBe(1);
  expect(await countRows("SELECT count(*) AS n FROM payment_status_details WHERE payment_id = $1 AND status = 'processing'", [created.id])).toBe(1);
  // Filed into one file only: a second file of the same instant would carry it again.
  const again = await Promise.all(servicesCopies.map(cycle));
  expect(again.map((r) => r.runProcessingCycle.filedPayments)).toEqual([0, 0]);
});

test('@failover a services copy killed -9 is taken out by the health check; the journey goes on, nothing doubled', async ({ page, baseURL }, info) => {
  const description = `Cluster failover ${Date.now()}`;
  await signIn(page, 'owner@northwind.test');
  await fillStepOne(page, description, '55.55');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Confirm' }) });
  const fields: Record<string, string> = { intent: 'confirm' };
  for (const input of await form.locator('input[type="hidden"]').all()) {
    fields[(await input.getAttribute('name'))!] = (await input.getAttribute('value')) ?? '';
  }
  expect(fields.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  const confirm = () => page.request.post(SEND, { form: fields, headers: { origin: baseURL! }, maxRedirects: 0 });
  expect((await confirm()).status()).toBe(302);

  const victim = servicesCopies.find((copy) => copy.name === 'services1')!;
  process.kill(victim.pid, 'SIGKILL');
  // Polled with a deadline: HAProxy checks every 500 ms and takes a server out after two failures.
  await expect.poll(async () => (await balancerStats()).services1.status, { timeout: 15_000 }).toMatch(/^DOWN/);
  expect((await balancerStats()).services2.status).toBe('UP');

  // The same confirmation sent again (a retry after the failure) lands on the surviving copy: still one payment.
  for (let i = 0; i < 2; i += 1) {
    const answer = await confirm();
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/transactions/forapproval?page=1');
  }
  await page.goto('/transactions/forapproval?page=1&rows=100');
  await expect(rowsWith(page, description)).toHaveCount(1);
  expect(await countRows('SELECT count(*) AS n FROM payments WHERE idempotency_key = $1', [fields.idempotencyKey])).toBe(1);

  // Every page still answers through either web copy.
  for (let i = 0; i < 4; i += 1) {
    const answer = await page.goto('/transactions/upcoming?page=1');
    expect(answer?.status(), info.project.name).toBe(200);
  }
});

test('@failover a services copy killed -9 mid-cycle after the rail took a payment: the survivor takes its claim over, the payment succeeds once', async () => {
  const survivor = servicesCopies.find((copy) => copy.name === 'services2')!;
  const owner = await tokenOf('owner@bayside.test');
  const admin = await tokenOf('admin@payloft.test');
  // Bayside pays through the sandbox rail: the cycle submits the payment and the rail settles it at once.
  const created = await createVendorPayment(owner, await payableVendorId(owner, 'Pacific Auto Parts'), 246_80, `Cluster crash ${Date.now()}`);
  expect(created.status).toBe('scheduled');
  const [{ due_at: at }] = await queryRows<{ due_at: Date }>('SELECT due_at FROM payments WHERE id = $1', [created.id]);
  const cycle = (copy: ServicesCopy, asOf: Date) =>
    gqlAt<{ runProcessingCycle: { at: string } }>(copy.url, 'core', 'mutation($at: String) { runProcessingCycle(at: $at) { at } }', { at: asOf.toISOString() }, admin);
  const state = async () => {
    const [row] = await queryRows<{ status: string; job: string; locked_by: string; submissions: string; history: Record<string, number>; filed: boolean }>(
      `SELECT p.status, j.status AS job, j.locked_by, p.ach_file_id IS NOT NULL AS filed,
         (SELECT count(*) FROM rail_submissions r WHERE r.payment_id = p.id) AS submissions,
         (SELECT json_object_agg(status, n) FROM (SELECT status, count(*) AS n FROM payment_status_details d WHERE d.payment_id = p.id GROUP BY status) h) AS history
       FROM payments p JOIN jobs j ON j.payment_id = p.id AND j.kind = 'submitPayment' WHERE p.id = $1`,
      [created.id],
    );
    return row;
  };

  // The doomed copy runs the cycle as of the payment's due instant: it claims the job, moves the payment to
  // processing, the rail accepts it, and the copy kills itself (SIGKILL) before recording the rail's answer.
  await expect(cycle(doomedCopy, at), 'the doomed copy answered instead of dying').rejects.toThrow();
  await expect.poll(async () => (await balancerStats())[doomedCopy.name].status, { timeout: 15_000 }).toMatch(/^DOWN/);
  expect((await balancerStats()).services2.status).toBe('UP');
  const left = { status: 'processing', job: 'running', locked_by: expect.stringContaining(`:${doomedCopy.pid}:`), submissions: '1', filed: false };
  expect(await state()).toMatchObject(left);

  // A claim younger than the stale-lock age is another copy's live work: the survivor's cycle leaves it alone…
  await cycle(survivor, new Date(at.getTime() + (staleLockSeconds - 1) * 1000));
  expect(await state()).toMatchObject(left);
  // …and once it is older, takes it over: the rail is asked (it holds the submission) and the payment succeeds.
  await cycle(survivor, new Date(at.getTime() + (staleLockSeconds + 1) * 1000));
  const done = await state();
  expect(done).toMatchObject({ status: 'success', job: 'done', locked_by: expect.stringContaining(`:${survivor.pid}:`), submissions: '1', filed: false });
  expect(done.history).toMatchObject({ processing: 1, success: 1 });
  expect(done.history.error).toBeUndefined();
  // Nothing more to do: another cycle submits and records nothing.
  await cycle(survivor, new Date(at.getTime() + (staleLockSeconds + 2) * 1000));
  expect(await state()).toMatchObject({ status: 'success', submissions: '1', history: { processing: 1, success: 1 } });
});

test('@webfailover a web copy killed -9 is taken out; a signed-in user goes on through the other without signing in again', async ({ page }) => {
  const description = `Cluster web failover ${Date.now()}`;
  await signIn(page, 'owner@northwind.test');
  await page.goto('/transactions/upcoming?page=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  process.kill(webPids[0], 'SIGKILL');
  await expect.poll(async () => (await balancerStats()).web1.status, { timeout: 15_000 }).toMatch(/^DOWN/);
  expect((await balancerStats()).web2.status).toBe('UP');

  // The session is the browser's cookie, which any web copy reads: no second sign-in, and a payment still goes through.
  for (let i = 0; i < 4; i += 1) {
    const answer = await page.goto('/transactions/completed?page=1');
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL(/\/transactions\/completed/);
  }
  await fillStepOne(page, description, '12.34');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/transactions\/forapproval\?page=1$/);
  await expect(rowsWith(page, description)).toHaveCount(1);
  expect(await countRows('SELECT count(*) AS n FROM payments WHERE description = $1', [description])).toBe(1);
});

/** True while something accepts a new connection at `url`'s port. */
function accepts(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('@stop the last services copy stopped mid-request answers it, runs the cycle it asked for, and leaves no claim', async () => {
  const copy = servicesCopies.find((c) => c.name === 'services2')!;
  const owner = await tokenOf('owner@bayside.test');
  const admin = await tokenOf('admin@payloft.test');
  const created = await createVendorPayment(owner, await payableVendorId(owner, 'Pacific Auto Parts'), 97_53, `Cluster stop ${Date.now()}`);
  const [{ due_at: at }] = await queryRows<{ due_at: Date }>('SELECT due_at FROM payments WHERE id = $1', [created.id]);
  const body = Buffer.from(JSON.stringify({ query: 'mutation($at: String) { runProcessingCycle(at: $at) { at } }', variables: { at: at.toISOString() } }));

  // A request in flight: the copy has read its headers (it answered `100 Continue`), half its body is sent, the rest
  // held back until the copy is stopping.
  const url = new URL('/core/graphql', copy.url);
  const headers = { 'content-type': 'application/json', 'content-length': body.length, authorization: `Bearer ${admin}`, expect: '100-continue' };
  const pending = httpRequest(url, { method: 'POST', headers });
  const read = new Promise((resolve) => pending.once('continue', resolve));
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    pending.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    pending.once('error', reject);
  });
  pending.flushHeaders();
  await read;
  pending.write(body.subarray(0, body.length >> 1));

  const stopping = Date.now();
  const stop = copy.stopCommand
    ? new Promise<number>((resolve) => spawn(copy.stopCommand![0], copy.stopCommand!.slice(1), { stdio: 'inherit' }).once('exit', (code) => resolve(code ?? 1)))
    : (process.kill(copy.pid, 'SIGTERM'), Promise.resolve(0));
  // Stopping: it takes no new connection…
  await expect.poll(() => accepts(copy.url), { timeout: 15_000 }).toBe(false);
  expect(isAlive(copy.pid)).toBe(true);
  // …and answers the one in flight in full.
  pending.end(body.subarray(body.length >> 1));
  const { status, text } = await answer;
  expect(status, text).toBe(200);
  expect(JSON.parse(text)).toEqual({ data: { runProcessingCycle: { at: expect.any(String) } } });
  expect(await stop).toBe(0);
  await expect.poll(() => isAlive(copy.pid), { timeout: 30_000 }).toBe(false);
  // Within the grace period (30 s): it stopped by itself, not killed at its end.
  expect(Date.now() - stopping).toBeLessThan(25_000);

  // The cycle it ran to the end: the payment paid once; nothing left claimed under the stopped copy's name.
  const [row] = await queryRows<{ status: string; job: string; submissions: string }>(
    `SELECT p.status, j.status AS job, (SELECT count(*) FROM rail_submissions r WHERE r.payment_id = p.id) AS submissions
     FROM payments p JOIN jobs j ON j.payment_id = p.id AND j.kind = 'submitPayment' WHERE p.id = $1`,
    [created.id],
  );
  expect(row).toEqual({ status: 'success', job: 'done', submissions: '1' });
  expect(await countRows("SELECT count(*) AS n FROM jobs WHERE locked_by LIKE $1 AND status = 'running'", [`%:${copy.pid}:%`])).toBe(0);
});
