import { expect, test } from './support/test';
import { achChannelMessages } from '../../domain/ach-channel';
import { Messages } from '../../domain/messages';
import { expectAccessible, signInAt } from './support/pages';

const FINGERPRINT = `SHA256:${'A'.repeat(43)}`;

test('the administrator opens an originating account’s file channel, is told what is wrong, and nothing secret comes back', async ({ page }, info) => {
  const secret = `e2e-sftp-${info.project.name}-${Date.now()}`;
  await signInAt(page, 'admin@payloft.test', '/pa/setup/bank-accounts');
  await page.getByRole('link', { name: 'File channel of Operating account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'File Channel: Operating account' })).toBeVisible();
  await expectAccessible(page);

  // A fingerprint not as OpenSSH prints it is refused before anything is sent.
  await page.getByLabel('Host', { exact: true }).fill('sftp.bank.example');
  await page.getByLabel('User name').fill('payloft');
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByLabel('Host key fingerprint').fill('MD5:aa:bb');
  await page.getByLabel('Upload folder').fill('/inbound');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(achChannelMessages.fingerprint)).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // A valid form reaches the services, which want the administrator's MFA on first (the admin here has none).
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByLabel('Host key fingerprint').fill(FINGERPRINT);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(Messages.fileChannelNeedsMfa)).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  await expect(page.getByLabel('Host', { exact: true })).toHaveValue('sftp.bank.example');
  await expectAccessible(page);
});
