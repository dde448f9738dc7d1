// A session that ended (spec §4: a failed refresh logs out and goes to /login), JavaScript on and off: once a session
// has ended elsewhere — the password was changed from another sign-in, or the user signed out in another tab —
// every page of this browser, and a form sent from a page still open, goes to /login, never "Something went wrong".
import { expect, test, type Page } from './support/test';
import { Messages } from '../../domain/messages';
import { DEMO_PASSWORD } from './support/accounts';
import { gql, tokenOf } from './support/graphql';
import { signIn, signOut, signInAt } from './support/pages';

const EMAIL = 'owner@northwind.test';
const OTHER_PASSWORD = 'Payloft#2026-changed';
let current = DEMO_PASSWORD;

/** Changes the password from another sign-in (the services directly), which ends every other session of the user. */
async function changePasswordElsewhere() {
  const next = current === DEMO_PASSWORD ? OTHER_PASSWORD : DEMO_PASSWORD;
  const { authorize } = await gql<{ authorize: { accessToken: string } }>(
    'auth',
    'mutation($input: AuthorizeInput!) { authorize(input: $input) { accessToken } }',
    { input: { email: EMAIL, password: current } },
  );
  await gql('auth', 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { status } }', { input: { currentPassword: current, newPassword: next } }, authorize.accessToken);
  current = next;
}

async function expectSentToLogin(page: Page, from: string) {
  await expect(page, from).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('button', { name: 'Sign In' }), from).toBeVisible();
  await expect(page.getByText(Messages.somethingWentWrongContact), from).toHaveCount(0);
}

const PAGES = [
  '/main',
  '/bo/executive-dashboard',
  '/transactions/upcoming',
  '/transactions/forapproval',
  '/transactions/completed',
  '/transactions/failed',
  '/transactions/send-payment',
  '/collections/completed',
  '/setup/address',
  '/bo/setup/bank-account',
  '/bo/setup/profile',
  '/setup/payloft-api-keys',
  '/bo/subscription/invoices',
  '/bo/manage-users/active',
  '/reports/new?report=completed&format=csv',
];

test.afterAll(async () => {
  // Leave the demo password as it was for the other specs of this worker.
  if (current !== DEMO_PASSWORD) await changePasswordElsewhere();
});

test('after a password change elsewhere, every page goes to /login', async ({ page }) => {
  test.setTimeout(300_000);
  const owner = await tokenOf(EMAIL);
  const { paymentTransferTransactions } = await gql<{ paymentTransferTransactions: { edges: { node: { id: string } }[] } }>(
    'reports',
    '{ paymentTransferTransactions(limit: 1) { edges { node { id } } } }',
    {},
    owner,
  );
  const pages = [...PAGES, `/transactions/details/${paymentTransferTransactions.edges[0].node.id}`];
  for (const path of pages) {
    await signIn(page, EMAIL, current);
    await changePasswordElsewhere();
    await page.goto(path);
    await expectSentToLogin(page, path);
  }
});

test('a form sent from a page still open after the session ended goes to /login', async ({ page }) => {
  await signInAt(page, EMAIL, '/setup/email-settings', current);
  await changePasswordElsewhere();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSentToLogin(page, 'Save on /setup/email-settings');
});

test('after signing out in another tab, the first tab goes to /login on its next page', async ({ page, context }) => {
  await signInAt(page, EMAIL, '/transactions/completed', current);
  const other = await context.newPage();
  await other.goto('/bo/executive-dashboard');
  await signOut(other);
  await page.getByRole('link', { name: 'Failed' }).first().click();
  await expectSentToLogin(page, 'Failed after signing out in another tab');
});
