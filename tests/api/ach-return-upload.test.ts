/**
 * The admin uploads the bank's return / NOC file (uploadAchReturnFile, the ACH returns page); the
 * answer says what was applied and what matched nothing, unmatched entries stay listed as unmatched, a second
 * upload of the same file changes nothing, and in local, dev and demo the sandbox bank's answer to one of our ACH
 * files can be downloaded to upload.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achFiles, businesses, originatingAccounts, paymentStatusDetails, payments, users } from '../../api/db/schema';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { readAchFile, writeAchFile } from '../../domain/nacha';
import { Messages } from '../../domain/messages';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { vendorPaymentMaker } from './support/factories';

let t: TestApi;
let admin = '';
let owner = '';
let northwind = '';
let operating = '';
beforeAll(async () => {
  t = await startTestApi();
  admin = (await t.tokensFor('admin@payloft.test')).accessToken;
  owner = (await t.tokensFor('owner@northwind.test')).accessToken;
  northwind = (await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.')))[0].id;
  operating = (await t.db.select().from(originatingAccounts).where(eq(originatingAccounts.name, 'Operating account')))[0].id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const pay = vendorPaymentMaker(() => ({ db: t.db, encryptionKey: t.config.encryptionKey, businessId: northwind }), 'upload', new Date('2026-11-23T15:30:00Z'));
const row = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

const UPLOAD_DOCUMENT = coreGraphql(`mutation AchReturnUploadUpload($fileName: String!, $content: String!, $originatingAccountId: ID!) { uploadAchReturnFile(fileName: $fileName, content: $content, originatingAccountId: $originatingAccountId) {
  duplicate file { id fileName source problems applied unmatched ignored entries { position kind code reason originalTraceNumber amount status outcome paymentId paymentTransactionId } } } }`);
/** Uploads as a file about Northwind's originating account unless another is named. */
const upload = (vars: { fileName: string; content: string; originatingAccountId?: string }, call: { token: string }) =>
  t.gql(UPLOAD_DOCUMENT, { originatingAccountId: operating, ...vars }, call);
const FILES = coreGraphql(`query AchReturnUploadFiles { achReturnFiles(limit: 10) { id fileName applied unmatched entries { status code originalTraceNumber paymentTransactionId } } }`);
const download = (id: string, token = admin) => t.api.fetch(new Request(`http://api.test/rest/ach-files/${id}/sandbox-response`, { headers: { authorization: `Bearer ${token}` } }));

describe('uploading the bank’s return file', () => {
  let returned = '';
  let bankFile = '';

  it('the sandbox bank answers our ACH file; its upload marks the returned payment and lists a stray entry as unmatched', async () => {
    const r01 = await pay('000000000001');
    const fine = await pay('5561200934');
    returned = r01.id;
    await runProcessingCycle(t.db, { at: new Date(Math.max(r01.dueAt.getTime(), fine.dueAt.getTime())), encryptionKey: t.config.encryptionKey, workerId: 'w' });
    const sent = await row(r01.id);
    expect(sent.status).toBe('processing');
    const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, sent.achFileId!));

    expect((await download(file.id, owner)).status).toBe(403);
    const response = await download(file.id);
    expect(response.status).toBe(200);
    const answer = await response.text();
    const read = readAchFile(answer);
    expect(read.problems).toEqual([]);
    const r01Entry = read.batches[0].entries.find((e) => e.returnAddenda?.code === 'R01')!;
    const stray = { ...r01Entry, returnAddenda: { ...r01Entry.returnAddenda!, originalTraceNumber: '999999990000042' } };
    bankFile = writeAchFile({
      immediateDestination: read.immediateDestination,
      immediateDestinationName: 'PAYLOFT',
      immediateOrigin: read.immediateDestination,
      immediateOriginName: 'SANDBOX BANK',
      createdAt: new Date('2026-11-24T14:00:00Z'),
      fileIdModifier: 'R',
      batches: [{ companyName: 'SANDBOX BANK', companyIdentification: '1000000000', secCode: 'CCD', companyEntryDescription: 'RETURNS', effectiveEntryDate: '2026-11-24', odfiRoutingNumber: read.immediateDestination, entries: [r01Entry, stray] }],
    });

    const uploaded = await upload({ fileName: 'bank-returns.ach', content: bankFile }, { token: admin });
    expect(uploaded.errors).toBeUndefined();
    const result = uploaded.data!.uploadAchReturnFile;
    expect(result).toMatchObject({ duplicate: false, file: { fileName: 'bank-returns.ach', source: 'upload', problems: [], applied: 1, unmatched: 1, ignored: 0 } });
    expect(result.file!.entries).toEqual([
      expect.objectContaining({ position: 1, kind: 'return', code: 'R01', status: 'applied', paymentId: r01.id, paymentTransactionId: sent.paymentTransactionId, amount: sent.amount }),
      expect.objectContaining({ position: 2, code: 'R01', status: 'unmatched', originalTraceNumber: '999999990000042', paymentId: null, paymentTransactionId: null, outcome: 'No payment was sent with trace number 999999990000042' }),
    ]);
    expect(await row(r01.id)).toMatchObject({ status: 'error', returnCode: 'R01' });
    expect((await row(fine.id)).status).toBe('processing');

    const listed = await t.gql(FILES, {}, { token: admin });
    expect(listed.data!.achReturnFiles[0]).toMatchObject({ fileName: 'bank-returns.ach', applied: 1, unmatched: 1, entries: [{ status: 'applied' }, { status: 'unmatched', paymentTransactionId: null }] });
  });

  it('a second upload of the same file changes nothing and says so', async () => {
    const before = await t.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, returned));
    const again = await upload({ fileName: 'again.ach', content: bankFile }, { token: admin });
    expect(again.data!.uploadAchReturnFile).toMatchObject({ duplicate: true, file: { fileName: 'bank-returns.ach', applied: 1, unmatched: 1 } });
    expect(await t.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, returned))).toHaveLength(before.length);
  });

  it('a file that is not NACHA is kept with its problems and applies nothing; empty files and other callers are refused', async () => {
    const bad = await upload({ fileName: 'notes.txt', content: 'hello bank' }, { token: admin });
    expect(bad.data!.uploadAchReturnFile.file).toMatchObject({ applied: 0, unmatched: 0, problems: expect.arrayContaining([expect.any(String)]) });
    const empty = await upload({ fileName: 'empty.ach', content: '  ' }, { token: admin });
    expect(empty.errors?.[0].message).toBe(Messages.achReturnFileEmpty);
    const stranger = await upload({ fileName: 'x.ach', content: bankFile }, { token: owner });
    expect(codeOf(stranger)).toBe('forbiddenAPIError');
    expect(codeOf(await t.gql(FILES, {}, { token: owner }))).toBe('forbiddenAPIError');
  });

  it('names the originating account the file is about: none or an unknown one is refused with the reason', async () => {
    for (const originatingAccountId of ['', 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const refused = await upload({ fileName: 'x.ach', content: bankFile, originatingAccountId }, { token: admin });
      expect(refused.errors?.[0].message).toBe(Messages.achReturnFileAccountRequired);
    }
  });

  it('outside local, dev and demo is refused to an administrator without MFA, like a rail or a file channel', async () => {
    const appEnv = t.config.appEnv;
    try {
      for (const env of ['staging', 'prod'] as const) {
        t.config.appEnv = env;
        const refused = await upload({ fileName: 'mfa.ach', content: `${bankFile}\n` }, { token: admin });
        expect(codeOf(refused)).toBe('forbiddenAPIError');
        expect(refused.errors?.[0].message).toBe(Messages.achReturnUploadNeedsMfa);
      }
      // With MFA on, the setup gate asks for a fresh verification first.
      await t.db.update(users).set({ mfaEnabled: true, mfaPreference: 'email' }).where(eq(users.email, 'admin@payloft.test'));
      const secure = (await t.tokensFor('admin@payloft.test')).accessToken;
      const gated = await upload({ fileName: 'mfa.ach', content: `${bankFile}\n` }, { token: secure });
      expect(gated.errors?.[0].extensions?.reason).toBe('setupVerificationRequired');
    } finally {
      t.config.appEnv = appEnv;
      await t.db.update(users).set({ mfaEnabled: false }).where(eq(users.email, 'admin@payloft.test'));
    }
  });
});
