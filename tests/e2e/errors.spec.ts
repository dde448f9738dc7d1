import { expect, test } from './support/test';
import { Messages } from '../../domain/messages';
import { expectAccessible, openFilters, signInAt } from './support/pages';

// Both projects may share one database: each acts on the first open row it finds, which the other left.

test('the admin sees open errors by kind on the dashboard and retries an undelivered e-mail from Errors', async ({ page }) => {
  await signInAt(page, 'admin@payloft.test', '/pa/executive-dashboard');
  await expect(page.getByTestId('open-errors')).toBeVisible();
  await expect(page.getByTestId('open-errors-email')).toContainText('Undelivered e-mails:');
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Errors' }).click();
  await expect(page).toHaveURL(/\/pa\/errors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();
  await expect(page.getByTestId('failure-row').first()).toBeVisible();
  // The filters are folded, as on every list, so the errors come first; times are in the reader's zone, named once.
  await expect(page.getByTestId('filters')).not.toHaveAttribute('open');
  // (The admin's own zone: UTC in the demo, the zone of their profile otherwise.)
  await expect(page.getByTestId('list-total')).toContainText('All times are in UTC');
  await expect(page.getByTestId('failure-row').first()).not.toContainText(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/);
  await expectAccessible(page);

  // Filter by kind: the state lands in the URL.
  await openFilters(page);
  await page.getByLabel('Kind').selectOption('email');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/kind=email/);
  await expect(page.getByTestId('filters').locator('summary')).toHaveText(Messages.filtersSummary(1));
  const rows = page.getByTestId('failure-row');
  // The address changes before React draws the filtered rows: count them once only e-mails are listed.
  await expect(rows.filter({ hasNotText: 'Undelivered e-mails' })).toHaveCount(0);
  const retry = rows.first().getByRole('button', { name: /^Retry / });
  const label = (await retry.getAttribute('aria-label'))!;
  const before = await rows.count();
  await retry.click();
  await expect(page.getByText('Retry queued: the job runs again on its next round.')).toBeVisible();
  await expect(page).toHaveURL(/kind=email/);
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  await expect(rows).toHaveCount(before - 1);
});

test('the admin marks a failed payment resolved with a note and finds it among the resolved', async ({ page }, info) => {
  const note = `Customer paid by check (${info.project.name})`;
  await signInAt(page, 'admin@payloft.test', '/pa/errors?kind=payment');
  // The first returned payment: other files' tests may leave failures of other kinds on the shared database.
  const row = page.getByTestId('failure-row').filter({ hasText: /R0\d/ }).first();
  await expect(row).toContainText(/R0\d/);
  const resolve = row.getByRole('link', { name: /^Mark resolved / });
  const subject = (await resolve.getAttribute('aria-label'))!.replace(/^Mark resolved /, '');
  await resolve.click();
  await expect(page).toHaveURL(/resolve=payment/);
  await expect(page.getByTestId('resolve-panel')).toContainText(subject);
  await expectAccessible(page);
  // A note is required.
  await page.getByRole('button', { name: 'Mark resolved', exact: true }).click();
  await expect(page.getByTestId('resolve-panel').getByText('Required', { exact: true })).toBeVisible();
  await page.getByLabel('Note').fill(note);
  await page.getByRole('button', { name: 'Mark resolved', exact: true }).click();
  await expect(page.getByText('Marked resolved.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get('kind') === 'payment' && !url.searchParams.has('resolve'));
  await expect(page.getByTestId('failure-row').filter({ hasText: subject })).toHaveCount(0);

  await openFilters(page);
  await page.getByLabel('State').selectOption('resolved');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/state=resolved/);
  await expect(page.getByTestId('failure-row').filter({ hasText: note })).toHaveCount(1);
  await expectAccessible(page);
});
