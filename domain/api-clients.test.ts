import { describe, expect, it } from 'vitest';
import { apiClientFormSchema, isPrivateAddress, webhookUrlProblem } from './api-clients';
import { Messages } from './messages';

describe('the API client form', () => {
  it('defaults the expiry to 00:00 America/Los_Angeles and allows no expiry', () => {
    const parsed = apiClientFormSchema.parse({ name: 'ERP', applicationName: 'ERP', expiredDate: '2027-01-01' });
    expect(parsed).toMatchObject({ expiredTime: '00:00', expiredTimeZone: 'America/Los_Angeles' });
    expect(apiClientFormSchema.parse({ name: 'ERP', applicationName: 'ERP' }).expiredDate).toBeUndefined();
  });

  it('refuses a zone outside the list and a malformed time', () => {
    expect(apiClientFormSchema.safeParse({ name: 'a', applicationName: 'b', expiredTimeZone: 'Mars/Base' }).success).toBe(false);
    expect(apiClientFormSchema.safeParse({ name: 'a', applicationName: 'b', expiredTime: '25:00' }).success).toBe(false);
  });
});

describe('webhook URLs', () => {
  it('take http to this machine only in local and dev', () => {
    expect(webhookUrlProblem('http://127.0.0.1:4400/webhooks', 'local')).toBeNull();
    expect(webhookUrlProblem('http://localhost:4400/webhooks', 'dev')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4400/webhooks', 'staging')).toBe(Messages.webhookUrlNotAllowed);
    expect(webhookUrlProblem('http://127.0.0.1:4400/webhooks', 'prod')).toBe(Messages.webhookUrlNotAllowed);
  });

  it('take only https to public hosts elsewhere', () => {
    expect(webhookUrlProblem('https://hooks.example.com/payloft', 'prod')).toBeNull();
    for (const url of ['http://hooks.example.com/x', 'https://10.1.2.3/x', 'https://192.168.1.1/x', 'https://169.254.169.254/latest', 'https://[::1]/x', 'https://[fd00::1]/x', 'https://intranet/x', 'https://db.internal/x', 'https://user:pw@hooks.example.com/x']) {
      expect(webhookUrlProblem(url, 'prod'), url).not.toBeNull();
    }
  });

  it('knows our own network’s addresses', () => {
    for (const a of ['127.0.0.1', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.1.1', '100.64.0.1', '0.0.0.0', '::1', '::ffff:10.0.0.1', 'fe80::1', 'fc00::1']) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['93.184.215.14', '172.32.0.1', '8.8.8.8', '2606:4700::1111']) expect(isPrivateAddress(a), a).toBe(false);
  });
});
