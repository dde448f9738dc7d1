import { expect, test } from './support/test';
import { expectAccessible, signInAt } from './support/pages';

const PAGE = '/on-demand/consumers?page=1';

test('an On Demand payment to a bank reachable by FedNow is paid instantly, with no ACH confirmation', async ({ page }, info) => {
  const lastName = `Instant${info.project.name === 'js' ? 'Js' : 'Nojs'}${Date.now()}`;
  await signInAt(page, 'owner@bayside.test', PAGE);
  // U.S. Bank (084000026) is in the demo's participant directory, on FedNow.
  await page.getByRole('link', { name: 'Add consumer' }).click();
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Bank name').fill('U.S. Bank');
  await page.getByLabel('Routing number').fill('084000026');
  await page.getByLabel('Account number').fill('7788990011');
  await page.getByLabel('Account holder name').fill(`Noor ${lastName}`);
  await page.getByRole('button', { name: 'Add consumer' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Consumer created successfully');

  await page.getByRole('link', { name: `Send payment to Noor ${lastName}` }).click();
  await page.getByLabel('Amount (USD)').fill('42.10');
  await page.getByLabel('Description').fill('Instant refund');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByTestId('payment-review').getByRole('button', { name: 'Send payment' }).click();

  await expect(page.getByTestId('ach-confirmation')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveText('Payment was successfully sent!');
  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome.getByTestId('outcome-status')).toHaveText('Paid');
  await expect(outcome).toContainText('$42.10');
  await expectAccessible(page);
});
