import { expect, test } from './support/test';
import { expectAccessible, signInAt } from './support/pages';

// A settled instant payment is recalled from its page (decision 101): a confirm step that is a URL, a reason from a
// native select, the sandbox bank's acceptance and its return; with JavaScript on and off.
test('the owner recalls a settled instant payment from its page, once', async ({ page }, info) => {
  const lastName = `Recall${info.project.name === 'js' ? 'Js' : 'Nojs'}${Date.now()}`;
  await signInAt(page, 'owner@bayside.test', '/on-demand/consumers?page=1');
  await page.getByRole('link', { name: 'Add consumer' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Bank name').fill('U.S. Bank');
  await page.getByLabel('Routing number').fill('084000026');
  await page.getByLabel('Account number').fill('7788990022');
  await page.getByLabel('Account holder name').fill(`Ada ${lastName}`);
  await page.getByRole('button', { name: 'Add consumer' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Consumer created successfully');
  await page.getByRole('link', { name: `Send payment to Ada ${lastName}` }).click();
  await page.getByLabel('Amount (USD)').fill('18.40');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByTestId('payment-review').getByRole('button', { name: 'Send payment' }).click();
  await expect(page.getByTestId('payment-outcome').getByTestId('outcome-status')).toHaveText('Paid');

  await page.getByTestId('payment-outcome').getByRole('link', { name: 'Payment details' }).click();
  await page.getByRole('link', { name: 'Recall payment' }).click();
  const confirm = page.getByTestId('payment-confirm');
  await expect(confirm).toContainText(`Ask Ada ${lastName}’s bank to send back $18.40?`);
  await expectAccessible(page);
  await confirm.getByLabel('Why').selectOption('AM09');
  await confirm.getByRole('button', { name: 'Yes, recall payment' }).click();

  await expect(page.getByTestId('toast')).toHaveText('Recall accepted: the receiving bank is sending the money back.');
  await expect(page.getByTestId('payment-recall')).toHaveText('Recall accepted (Wrong amount): the receiving bank is sending the money back.');
  await expect(page.getByTestId('payment-summary')).toContainText('Returned');
  // The timeline lists the recall asked and accepted, as it lists the payment's other events.
  const timeline = page.getByTestId('status-history-row');
  await expect(timeline.filter({ hasText: 'Recall asked (Wrong amount).' })).toHaveCount(1);
  await expect(timeline.filter({ hasText: 'Recall accepted (Wrong amount): the receiving bank is sending the money back.' })).toHaveCount(1);
  // Recalled once: the button is gone.
  await expect(page.getByRole('link', { name: 'Recall payment' })).toHaveCount(0);
  await expectAccessible(page);
});
