// The Payment Test on a bank that takes ACH files (decision 070), JavaScript on and off: Northwind's owner sends a
// zero-dollar test entry (a prenote) and the page says in plain words what it waits for and the day it passes, in
// the business's time zone; no second entry can be sent while it waits.
import { expect, test } from './support/test';
import { Messages } from '../../domain/messages';
import { expectAccessible, signIn } from './support/pages';

test('the Payment Test sends a prenote and says what it waits for and until when', async ({ page }) => {
  await signIn(page, 'owner@northwind.test');
  await page.goto('/bo/setup/payment-test');
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
