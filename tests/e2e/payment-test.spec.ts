// The Payment Test on a bank that takes ACH files (decision 070), JavaScript on and off: Northwind's owner sends a
// zero-dollar test entry (a prenote) and the page says in plain words what it waits for and the day it passes, in
// the business's time zone; no second entry can be sent while it waits. Or it proves the account with two small
// deposits, which the next cycle files and the owner types back as the statement shows them.
import { readFile } from 'node:fs/promises';
import { expect, test, OWN_CLOCK } from './support/test';
import { Messages } from '../../domain/messages';
import { readAchFile } from '../../domain/nacha';
import { gqlAt, tokenOf } from './support/graphql';
import { expectAccessible, signOut, signInAt } from './support/pages';

// Its journeys on servers of their own run every processing cycle themselves: the servers' loop is off.
test.use({ ownServersEnv: OWN_CLOCK });

test('the Payment Test sends a prenote and says what it waits for and until when', async ({ page }) => {
  await signInAt(page, 'owner@northwind.test', '/bo/setup/payment-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Test' })).toBeVisible();
  await expect(page.getByText(Messages.paymentTestPrenoteIntro)).toBeVisible();
  const waiting = page.getByTestId('payment-test-waiting');
  // Both projects use Northwind's one prenote: whichever runs first sends it, the other finds it waiting (the page
  // is drawn on the server, so what it shows on arrival is settled).
  if ((await waiting.count()) === 0) {
    await page.getByRole('button', { name: 'Send test entry' }).click();
    await expect(page.getByText(Messages.paymentTestPrenoteSent)).toBeVisible();
  }
  await expect(waiting).toContainText(/^Waiting for your bank: a zero-dollar test entry to your account ending \d{4} passes on \d{2}-\d{2}-\d{4} if your bank does not return it before then\./);
  await expect(waiting.getByTestId('time-zone-note')).toHaveText(Messages.timesInZone('America/Chicago'));
  await expect(page.getByRole('button', { name: 'Send test entry' })).toBeDisabled();
  await expect(page.getByTestId('test-payment-row').first()).toContainText('$0.00');
  await expectAccessible(page);
});

/** The next Wednesday at 16:00 UTC: a banking day's afternoon, when a cycle files what waits. */
function nextWednesdayAfternoon(from = new Date()): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 16));
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 3);
  return day;
}

test('the Payment Test by two small deposits: filed by the next cycle, a wrong pair counted, the right pair completes the step', async ({ ownServers: { page, servers } }) => {
  test.setTimeout(240_000);
  // Its own servers: Northwind's Payment Test on the shared servers is the prenote of the test above.
  await signInAt(page, 'owner@northwind.test', '/bo/setup/payment-test');
  await expect(page.getByText(Messages.paymentTestMicroDepositsIntro)).toBeVisible();
  await page.getByRole('button', { name: 'Send two small deposits instead' }).click();
  const waiting = page.getByTestId('payment-test-deposits-waiting');
  await expect(waiting).toContainText(/^Waiting for you: two small deposits to your account ending \d{4} arrive on \d{2}-\d{2}-\d{4}\./);
  await expect(waiting.getByTestId('time-zone-note')).toHaveText(Messages.timesInZone('America/Chicago'));
  // Not filed yet: nothing to type, and no prenote beside them.
  await expect(page.getByRole('button', { name: 'Confirm amounts' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send test entry' })).toBeDisabled();

  // The next cycle files them in an account-verification batch of Northwind's ACH file.
  const admin = await tokenOf('admin@payloft.test', servers.apiURL);
  await gqlAt(servers.apiURL, 'core', 'mutation($at: String) { runProcessingCycle(at: $at) { filedPayments } }', { at: nextWednesdayAfternoon().toISOString() }, admin);
  await signOut(page);
  // What the owner's statement shows, read from the file the bank received (the admin downloads it).
  await signInAt(page, 'admin@payloft.test', '/pa/setup/bank-accounts');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('ach-file-row').first().getByRole('link', { name: /^Download / }).click();
  const file = readAchFile(await readFile((await (await downloading).path())!, 'utf8'));
  expect(file.problems).toEqual([]);
  const deposits = file.batches.find((b) => b.companyEntryDescription === 'ACCTVERIFY')!.entries.map((e) => e.amountCents);
  expect(deposits).toHaveLength(2);
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  await signOut(page);

  await signInAt(page, 'owner@northwind.test', '/bo/setup/payment-test');
  await expect(page.getByTestId('payment-test-deposits-waiting')).toBeVisible();
  await page.getByLabel(Messages.microDepositAmount(1)).fill(dollars(deposits[0] === 1 ? 2 : 1));
  await page.getByLabel(Messages.microDepositAmount(2)).fill(dollars(deposits[1]));
  await page.getByRole('button', { name: 'Confirm amounts' }).click();
  await expect(page.getByRole('alert').filter({ hasText: Messages.microDepositsMismatch(2) })).toBeVisible();
  // Either order: the statement lists them as the bank posted them.
  await page.getByLabel(Messages.microDepositAmount(1)).fill(dollars(deposits[1]));
  await page.getByLabel(Messages.microDepositAmount(2)).fill(dollars(deposits[0]));
  await page.getByRole('button', { name: 'Confirm amounts' }).click();
  await expect(page.getByTestId('test-payment-succeeded')).toContainText(Messages.paymentTestComplete);
  await expect(page.getByTestId('payment-test-deposits-waiting')).toHaveCount(0);
  await expectAccessible(page);
});
