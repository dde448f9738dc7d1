// Screenshots of the product's pages from two built trees (before and after a change to how pages are styled),
// compared pixel by pixel (pixelmatch), so a change meant to keep the look proves it did.
// Usage: SCREENS_TREES=before=<dir>,after=<dir> node scripts/screens.mjs [out dir]
// Each tree is started as `npm start` runs it (build/main.js, the services in process) on its own throwaway database
// with the demo data (scripts/bench/server.mjs; BENCH_PORT_BASE for the ports), signed in as the demo business owner
// (the login page signed out); every page of PAGES is shot whole at 1366 and 390 px wide, with JavaScript on, after
// the network is idle and with animations and the caret off. Writes <out>/<tree>/<page>@<width>.png and, where the
// two differ, <out>/diff/<page>@<width>.png (differences in red), and prints the differing pixels per page. Time and
// data that differ between the two databases (a clock, a generated id) show as differences: look at each.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { startBuiltApp } from './bench/server.mjs';
import { BENCH_ADMIN, BENCH_BANKER, BENCH_BAYSIDE, signInCookie } from './bench/sign-in.mjs';

const OUT = resolve(process.argv[2] ?? '.tmp/screens');
const TREES = (process.env.SCREENS_TREES ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => entry.split('='))
  .map(([name, cwd]) => ({ name, cwd: resolve(cwd), processes: [['app', 'build/main.js']], transport: 'in-process' }));
if (TREES.length !== 2) throw new Error('SCREENS_TREES=before=<dir>,after=<dir>');
const WIDTHS = [1366, 390];
const SIGNED_OUT = ['/login', '/dashonic/table-components', '/dashonic/table-components/phone', '/dashonic/form-components'];
// Pages of the platform administrator, shot signed in as the demo administrator.
const ADMIN = ['/pa/subscription', '/pa/errors', '/pa/banks/list', '/pa/businesses/dashboard', '/pa/setup/bank-accounts/returns', '/pa/setup/service-levels', '/pa/banks/list?dialog=new-bank', '/pa/businesses/dashboard/first', '/pa/businesses', '/pa/banks/users'];
// Pages of a bank user, shot signed in as the demo bank user.
const BANK = ['/bu/leads'];
// Pages shot signed in as the owner of a business with On Demand consumers and payments; the `#bayside` only names the
// shot apart from the demo owner's.
const BAYSIDE = ['/on-demand/consumers#bayside', '/on-demand/consumers/send#bayside', '/on-demand/completed#bayside', '/on-demand/pending#bayside', '/on-demand/failed#bayside'];
const PAGES = [
  ...SIGNED_OUT,
  '/main',
  '/bo/executive-dashboard',
  '/transactions/completed',
  '/transactions/upcoming',
  '/transactions/failed',
  '/transactions/forapproval',
  '/transactions/incoming',
  '/transactions/send-payment',
  '/collections/completed',
  '/on-demand/consumers',
  '/bo/setup/profile',
  '/bo/setup/payment-time',
  '/bo/setup/approval-for-payments',
  '/setup/email-settings',
  '/notifications',
  '/developers',
  '/logout',
  '/error-401',
  '/bo/welcome',
  '/bo/subscription/products',
  '/bo/subscription/dates',
  '/bo/subscription/service-level',
  '/bo/subscription/terms',
  '/dev/outbox',
  '/account-validation',
  '/transactions/details/completed',
  '/transactions/details/forapproval',
  '/bo/subscription/invoices',
  '/business/integration/quickbooks/list/enabled',
  '/business/integration/xero/list/enabled',
  '/manage-payees/quickbooks/enabled',
  '/manage-payees/quickbooks/disabled',
  '/manage-payees/quickbooks/invite',
  '/manage-payees/quickbooks/pending',
  '/instant-collections/enabled',
  '/on-demand/pending',
  '/on-demand/failed',
  '/on-demand/completed',
  '/on-demand/consumers/add',
  '/bo/manage-users/active',
  '/bo/manage-users/pending',
  '/bo/manage-users/suspended',
  '/instant-collections/pending',
  ...ADMIN,
  ...BANK,
  ...BAYSIDE,
];
// Pages whose address holds an id of the tree's own data: the first row's link of a list (each tree's database has its
// own ids), shot under the name given here.
const FOLLOW = {
  '/transactions/details/completed': ['/transactions/completed', 'a[href^="/transactions/details/"]'],
  '/transactions/details/forapproval': ['/transactions/forapproval', 'a[href^="/transactions/details/"]'],
  '/pa/businesses/dashboard/first': ['/pa/businesses/dashboard', 'a[href^="/pa/businesses/dashboard/"]'],
  // On Demand's send form and add-consumer form (states of the consumers page's address).
  '/on-demand/consumers/send#bayside': ['/on-demand/consumers', 'a[href*="&send="]'],
  '/on-demand/consumers/add': ['/on-demand/consumers', 'a[href*="&dialog="]'],
};
// SCREENS_ONLY=<path>,<path>: those pages of PAGES alone (a second look at the pages a mend touched).
const ONLY = (process.env.SCREENS_ONLY ?? '').split(',').filter(Boolean);
if (ONLY.length) PAGES.splice(0, PAGES.length, ...PAGES.filter((path) => ONLY.includes(path)));
const NO_MOTION = '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}';

const children = [];
const dirs = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const fileName = (path, width) => `${path.replace(/^\//, '').replace(/[/?=&#]/g, '_') || 'root'}@${width}.png`;

rmSync(OUT, { recursive: true, force: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const tree of TREES) {
  const { web } = await startBuiltApp(tree, children, dirs);
  const cookie = await signInCookie(web);
  const adminCookie = ADMIN.some((path) => PAGES.includes(path)) ? await signInCookie(web, BENCH_ADMIN) : '';
  const bankCookie = BANK.some((path) => PAGES.includes(path)) ? await signInCookie(web, BENCH_BANKER) : '';
  const baysideCookie = BAYSIDE.some((path) => PAGES.includes(path)) ? await signInCookie(web, BENCH_BAYSIDE) : '';
  mkdirSync(join(OUT, tree.name), { recursive: true });
  for (const width of WIDTHS) {
    for (const path of PAGES) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: 'reduce',
        // The style that stops animations is added by the script, which the page's CSP would refuse.
        bypassCSP: true,
      });
      // A cookie of the context, not a request header: Chromium does not send a header's cookie on after a redirect
      // (a list's address without its page answers with one), and the page would be the sign-in page.
      if (!SIGNED_OUT.includes(path)) {
        await context.addCookies((ADMIN.includes(path) ? adminCookie : BANK.includes(path) ? bankCookie : BAYSIDE.includes(path) ? baysideCookie : cookie).split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: web })));
      }
      const page = await context.newPage();
      const [list, link] = FOLLOW[path] ?? [];
      if (list) await page.goto(`${web}${list}`, { waitUntil: 'networkidle' });
      const href = list ? await page.locator(link).first().getAttribute('href') : path;
      const response = await page.goto(`${web}${href}`, { waitUntil: 'networkidle' });
      if (!response?.ok()) throw new Error(`${tree.name}: ${path} answered ${response?.status()}`);
      await page.addStyleTag({ content: NO_MOTION });
      await page.screenshot({ path: join(OUT, tree.name, fileName(path, width)), fullPage: true });
      await context.close();
    }
  }
  for (const child of children.splice(0)) child.kill('SIGTERM');
}
await browser.close();

mkdirSync(join(OUT, 'diff'), { recursive: true });
const [before, after] = TREES;
let differing = 0;
for (const width of WIDTHS) {
  for (const path of PAGES) {
    const name = fileName(path, width);
    const a = PNG.sync.read(readFileSync(join(OUT, before.name, name)));
    const b = PNG.sync.read(readFileSync(join(OUT, after.name, name)));
    if (a.width !== b.width || a.height !== b.height) {
      differing++;
      console.log(`${name}: size ${a.width}×${a.height} → ${b.width}×${b.height}`);
      continue;
    }
    const diff = new PNG({ width: a.width, height: a.height });
    const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0 });
    if (pixels) {
      differing++;
      writeFileSync(join(OUT, 'diff', name), PNG.sync.write(diff));
    }
    console.log(`${name}: ${pixels ? `${pixels} pixels differ (diff/${name})` : 'identical'}`);
  }
}
console.log(`${PAGES.length * WIDTHS.length} screenshots compared, ${differing} differ; ${OUT}`);
process.exit(0);
