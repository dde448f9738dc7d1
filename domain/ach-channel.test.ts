import { describe, expect, it } from 'vitest';
import { achChannelMessages, achChannelSchema, channelHostProblem, classifyChannelHost, remoteAchFileName, temporaryAchFileName } from './ach-channel';
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

  it('refuse a folder written with backslashes, which climbs out on a Windows server', () => {
    for (const uploadFolder of ['..\\..\\etc', '\\etc', 'inbound\\..\\..\\etc']) expect(achChannelSchema.safeParse({ ...valid, uploadFolder }).error?.issues[0].message).toBe(achChannelMessages.folder);
    expect(achChannelSchema.safeParse({ ...valid, returnsFolder: '..\\returns' }).success).toBe(false);
  });

  it('refuse link-local, metadata and reserved hosts however they are written; loopback only in production', () => {
    const forbidden = ['169.254.169.254', '169.254.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '100.100.100.200', 'fe80::1', 'FE80::a:b', 'febf::1', '::', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '64:ff9b::169.254.169.254', 'fd00:ec2::254', 'ff02::1', 'metadata.google.internal', 'metadata', '169.254.169.254.'];
    for (const host of forbidden) expect([host, classifyChannelHost(host)]).toEqual([host, 'forbidden']);
    for (const host of forbidden.filter((h) => /^[A-Za-z0-9.:-]+$/.test(h))) expect(achChannelSchema.safeParse({ ...valid, host }).error?.issues[0].message).toBe(achChannelMessages.hostForbidden);
    // The resolver reads these as 169.254.169.254 too.
    for (const host of ['2852039166', '0xa9fea9fe', '0251.0376.0251.0376', '169.254.43518', '169.16689662']) expect(channelHostProblem(host, { production: false })).toBe(achChannelMessages.hostNumeric);
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', 'localhost', 'sftp.localhost', '::ffff:127.0.0.1']) {
      expect(channelHostProblem(host, { production: false })).toBeNull();
      expect(channelHostProblem(host, { production: true })).toBe(achChannelMessages.hostLoopback);
    }
    // A bank over a site-to-site VPN has a private address; ordinary names and public addresses pass.
    for (const host of ['10.20.30.40', '172.16.0.5', '192.168.1.10', 'fd12:3456::1', 'sftp.bank.example', '203.0.113.7', '2001:db8::7', 'sftp-2.bank.example']) expect([host, channelHostProblem(host, { production: true })]).toEqual([host, null]);
  });
});
