import { describe, expect, it } from 'vitest';
import { achChannelSchema, remoteAchFileName, temporaryAchFileName } from './ach-channel';
import { SECRET_PLACEHOLDER } from './payment-systems';

const file = { id: '3f1c2a9e-0b7d-4c1e-9a55-6d2f1e0c7b11', fileName: 'ACH-202611241600-A.ach', createdAt: new Date('2026-11-24T16:05:00Z'), modifier: 'B', companyId: '1234567890' };
const valid = { host: 'sftp.bank.example', username: 'payloft', password: 's3cret', hostKeyFingerprint: `SHA256:${'A'.repeat(43)}`, uploadFolder: '/inbound' };

describe('the remote name of an ACH file', () => {
  it('is the same for the same file and fills every token', () => {
    expect(remoteAchFileName('{fileName}', file)).toBe('ACH-202611241600-A.ach');
    expect(remoteAchFileName('PAYLOFT_{companyId}_{date}_{time}_{modifier}_{id}.txt', file)).toBe(`PAYLOFT_1234567890_20261124_1605_B_${file.id}.txt`);
    expect(remoteAchFileName('{id}.ach', file)).toBe(remoteAchFileName('{id}.ach', { ...file }));
  });

  it('is written first under a hidden temporary name', () => {
    expect(temporaryAchFileName('ACH-1.ach')).toBe('.ACH-1.ach.part');
  });
});

describe('the channel settings', () => {
  it('take a fingerprint only as OpenSSH prints it', () => {
    expect(achChannelSchema.safeParse(valid).success).toBe(true);
    for (const hostKeyFingerprint of ['MD5:12:34', `SHA256:${'A'.repeat(42)}`, `sha256:${'A'.repeat(43)}`, 'AAAA']) expect(achChannelSchema.safeParse({ ...valid, hostKeyFingerprint }).success).toBe(false);
  });

  it('refuse a pattern that would give two files one name, or a name with a path in it', () => {
    for (const fileNamePattern of ['PAYLOFT.ach', '{date}.ach', '../{id}', 'out/{id}', '{id}{unknown}']) expect(achChannelSchema.safeParse({ ...valid, fileNamePattern }).success).toBe(false);
    expect(achChannelSchema.parse({ ...valid, fileNamePattern: 'PL_{date}_{id}.ach' }).fileNamePattern).toBe('PL_{date}_{id}.ach');
  });

  it('refuse folders that climb out, and take the placeholder as "keep the stored key"', () => {
    expect(achChannelSchema.safeParse({ ...valid, uploadFolder: '/inbound/../etc' }).success).toBe(false);
    expect(achChannelSchema.safeParse({ ...valid, returnsFolder: '..' }).success).toBe(false);
    expect(achChannelSchema.safeParse({ ...valid, privateKey: 'not a key' }).success).toBe(false);
    expect(achChannelSchema.safeParse({ ...valid, privateKey: SECRET_PLACEHOLDER }).success).toBe(true);
    expect(achChannelSchema.parse(valid)).toMatchObject({ port: 22, fileNamePattern: '{companyId}-{fileName}', enabled: true });
  });
});
