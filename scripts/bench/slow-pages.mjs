// The pages a walk found slow, timed on a running app (`npm start` or `node build/main.js`): each page's first
// answer after the server started (pass FIRST=1 on a fresh start), then the median and spread of ROUNDS requests
// after WARMUP, and the CPU the server's process tree spent per request (read from /proc, so Linux only; pass the
// pid of `scripts/start.mjs` or `build/main.js` as PID). Prints one Markdown table. Never asserts on time.
//   WEB=http://127.0.0.1:3000 API=http://127.0.0.1:4000 PID=<pid> node scripts/bench/slow-pages.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { percentile } from './percentile.mjs';

const web = process.env.WEB ?? 'http://127.0.0.1:3000';
const api = process.env.API ?? 'http://127.0.0.1:4000';
const rounds = Number(process.env.ROUNDS ?? 15);
const warmup = Number(process.env.WARMUP ?? 3);
const rootPid = Number(process.env.PID ?? 0);
const PASSWORD = 'Payloft#2026';

/** utime + stime (ms) of a process and all its descendants (the app's copies and its PostgreSQL backends). */
function treeCpuMs(pid) {
  if (!pid) return 0;
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      const ticks = Number(fields[11]) + Number(fields[12]);
      children.set(Number(entry), { parent, ticks });
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const visit = (p) => {
    total += children.get(p)?.ticks ?? 0;
    for (const [child, info] of children) if (info.parent === p) visit(child);
  };
  visit(pid);
  return total * 10; // USER_HZ is 100 on Linux
}

async function signIn(email) {
  const response = await fetch(`${web}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: web },
    body: new URLSearchParams({ email, password: PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`signing ${email} in failed (${response.status})`);
  return cookie;
}

async function gql(service, query, variables, token) {
  const response = await fetch(`${api}/${service}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}
const tokenOf = async (email) => (await gql('auth', 'mutation($input: AuthorizeInput!) { authorize(input: $input) { accessToken } }', { input: { email, password: PASSWORD } })).authorize.accessToken;

/** The invitation link the outbox holds for an address (the page is read as a visitor reads it). */
async function invitationPath(cookie, email, page) {
  const html = await (await fetch(`${web}/dev/outbox`, { headers: { cookie } })).text();
  const found = html.replaceAll('&amp;', '&').match(new RegExp(`https?://[^\\s"<]+${page}\\?token=[^\\s"<&]+`));
  if (!found) throw new Error(`no ${page} link for ${email}`);
  return new URL(found[0]).pathname + new URL(found[0]).search;
}

async function time(path, cookie) {
  const started = process.hrtime.bigint();
  const response = await fetch(`${web}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  await response.arrayBuffer();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.status >= 400) throw new Error(`${path}: ${response.status}`);
  return { ms, status: response.status };
}

const stamp = Date.now().toString(36);
const owner = await signIn('owner@northwind.test');
const admin = await signIn('admin@payloft.test');
const lakeside = await signIn('employee@lakeside.test');
const ownerToken = await tokenOf('owner@northwind.test');
const lakesideToken = await tokenOf('employee@lakeside.test');
const vendorEmail = `bench.vendor.${stamp}@example.test`;
await gql('core', 'mutation($input: VendorConnectionInput!) { vendorConnection(input: $input) { message } }', { input: { name: `Bench Vendor ${stamp}`, email: vendorEmail } }, ownerToken);
const consumerEmail = `bench.consumer.${stamp}@example.test`;
await gql('core', 'mutation($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { message } }', { input: { firstName: 'Bench', lastName: stamp, email: consumerEmail } }, lakesideToken);
const vendorPath = await invitationPath(owner, vendorEmail, '/registration/vendor');
const consumerPath = await invitationPath(owner, consumerEmail, '/registration/businessConsumer');

const PAGES = [
  { name: 'vendor registration', path: vendorPath },
  { name: 'Business System', path: '/bo/setup/business-system', cookie: owner },
  { name: 'the outbox', path: '/dev/outbox', cookie: owner },
  { name: 'sign-in page (no cookie)', path: '/login' },
  { name: 'business dashboard', path: '/bo/executive-dashboard', cookie: owner },
  { name: 'consumer registration', path: consumerPath },
  { name: '/developers', path: '/developers' },
  { name: 'Instant Collections', path: '/instant-collections/enabled?page=1', cookie: lakeside },
  { name: 'Businesses', path: '/pa/businesses?page=1', cookie: admin },
];

console.log(`${rounds} requests a page after ${warmup} warm-up requests, one at a time; CPU of the server's process tree per request`);
console.log('| page | first (ms) | median (ms) | p90 (ms) | CPU per request (ms) |');
console.log('|---|---|---|---|---|');
for (const page of PAGES) {
  const first = await time(page.path, page.cookie);
  for (let i = 1; i < warmup; i += 1) await time(page.path, page.cookie);
  const times = [];
  const cpuBefore = treeCpuMs(rootPid);
  for (let i = 0; i < rounds; i += 1) times.push((await time(page.path, page.cookie)).ms);
  const cpu = (treeCpuMs(rootPid) - cpuBefore) / rounds;
  times.sort((a, b) => a - b);
  console.log(`| ${page.name} | ${first.ms.toFixed(0)} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 90).toFixed(0)} | ${rootPid ? cpu.toFixed(1) : 'n/a'} |`);
}
