// ACH returns, JavaScript on and off: the admin downloads the sandbox bank's answer to an ACH file and uploads it on
// the ACH Returns page (a plain multipart form); the page lists the entry as applied to its payment, and a stray
// entry as unmatched. The returned payment then shows its R code and reason on its page and in Failed.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { returnReason } from '../../domain/ach-returns';
import { Messages } from '../../domain/messages';
import { readAchFile, writeAchFile } from '../../domain/nacha';
import { createVendorPayment, dueInstant, gql, payableVendorId, runProcessingCycle, tokenOf } from './support/graphql';
import { expectAccessible, signOut, signInAt } from './support/pages';


async function upload(page: Page, name: string, content: string) {
  await page.goto('/pa/setup/bank-accounts/returns');
  await page.getByLabel('Return or NOC file (NACHA)').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.waitForURL((url) => url.pathname === '/pa/setup/bank-accounts/returns');
}

test('a return file uploaded by the admin fails its payment with the R code and reason; a stray entry is shown unmatched', async ({ page }, testInfo) => {
  const owner = await tokenOf('owner@northwind.test');
  const admin = await tokenOf('admin@payloft.test');
  const vendorId = await payableVendorId(owner, 'Cedar Office Furniture');
  const setAccount = (accountNumber: string) =>
    gql(
      'core',
      `mutation($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { last4 } }`,
      { vendorId, input: { bankName: 'Bank of America', routingNumber: '122000247', accountNumber, accountHolderName: 'Cedar Office Furniture' } },
      owner,
    );
  // Northwind's bank takes NACHA files; the sandbox bank returns entries to 000000000001 with R01.
  await setAccount('000000000001');
  let created;
  let report;
  try {
    created = await createVendorPayment(owner, vendorId, 1_234_56, `Desks R01 ${testInfo.project.name}`);
    await gql('core', 'mutation($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }', { ids: [created.id] }, owner);
    report = await runProcessingCycle(admin, dueInstant(created));
  } finally {
    // The usual account back only once the payment is in its file: a change before would carry the unsent payment
    // to the new account with it (decision 121).
    await setAccount('5561200934');
  }
  expect(report.filedPayments).toBeGreaterThanOrEqual(1);

  await signInAt(page, 'admin@payloft.test', '/pa/setup/bank-accounts');
  await page.getByRole('link', { name: 'ACH Returns' }).first().waitFor();
  // The newest file holds the payment just filed; the sandbox bank's answer to it is the return file.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('ach-file-row').first().getByRole('link', { name: /^The sandbox bank's answer to/ }).click();
  const answer = await readFile((await (await downloading).path())!, 'utf8');
  const read = readAchFile(answer);
  expect(read.problems).toEqual([]);

  // Every unsent payment to Cedar went to the R01 account with the change (decision 121), so the answer returns this
  // test's payment and any other that was due: each entry is applied to its payment.
  const answered = read.batches.flatMap((batch) => batch.entries).length;
  expect(answered).toBeGreaterThanOrEqual(1);
  await upload(page, `bank-returns-${testInfo.project.name}.ach`, answer);
  await expect(page.getByTestId('toast')).toContainText(Messages.achReturnFileRead(answered, 0, 0));
  const applied = page.getByTestId('ach-return-file').first().getByTestId('ach-return-entry');
  await expect(applied).toHaveCount(answered);
  await expect(applied.filter({ hasText: 'R01' }).filter({ hasText: 'Applied' })).toHaveCount(answered);
  await expectAccessible(page);

  // The same bank file again: nothing changes.
  await upload(page, 'again.ach', answer);
  await expect(page.getByTestId('toast')).toContainText(Messages.achReturnFileDuplicate);

  // An entry whose trace number we never sent is kept and shown as unmatched.
  const entry = read.batches[0].entries[0];
  const stray = writeAchFile({
    immediateDestination: read.immediateDestination,
    immediateDestinationName: 'PAYLOFT',
    immediateOrigin: read.immediateDestination,
    immediateOriginName: 'SANDBOX BANK',
    createdAt: new Date(),
    fileIdModifier: 'S',
    batches: [{ companyName: 'SANDBOX BANK', companyIdentification: '1000000000', secCode: 'CCD', companyEntryDescription: 'RETURNS', effectiveEntryDate: new Date().toISOString().slice(0, 10), odfiRoutingNumber: read.immediateDestination, entries: [{ ...entry, returnAddenda: { ...entry.returnAddenda!, originalTraceNumber: `99999999${testInfo.project.name === 'js' ? '1' : '2'}000001` } }] }],
  });
  await upload(page, `stray-${testInfo.project.name}.ach`, stray);
  await expect(page.getByTestId('toast')).toContainText(Messages.achReturnFileRead(0, 1, 0));
  const unmatched = page.getByTestId('ach-return-file').first().getByTestId('ach-return-entry');
  await expect(unmatched).toHaveCount(1);
  await expect(unmatched).toContainText('Unmatched');
  await expect(unmatched).toContainText('No payment was sent with trace number');
  await signOut(page);

  // The business sees the return in Failed and on the payment's page, with the code and its reason.
  await signInAt(page, 'owner@northwind.test', `/transactions/failed?page=1&payloadFilter.purchaseId=${created.purchaseId}`);
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('R01');
  await expect(rows).toContainText('Insufficient funds');
  await rows.getByRole('link', { name: created.purchaseId }).click();
  // The return once, at the top.
  await expect(page.getByTestId('payment-failure')).toHaveText(`R01 ${returnReason('R01')}`);
  await expect(page.getByTestId('payment-summary').locator('.payloft-pill')).toHaveText('Returned');
  // The page says when it was sent to the bank; a returned entry was never settled.
  await expect(page.getByTestId('payment-field').filter({ has: page.getByRole('rowheader', { name: 'Sent to bank', exact: true }) })).toContainText(/\d{2}-\d{2}-\d{4}/);
  // Empty fields are not shown: no Settled line at all.
  await expect(page.getByTestId('payment-field').filter({ has: page.getByRole('rowheader', { name: 'Settled', exact: true }) })).toHaveCount(0);
});
