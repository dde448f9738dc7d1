import { describe, expect, it } from 'vitest';
import { achChannelFormSchema } from './ach-channel';
import { BANK_API_RAILS, BANK_TRANSPORTS, isBankApiRail } from './bank-transports';
import { PAYMENT_SYSTEM_KEYS } from './payment-system-names';

describe('bank transports', () => {
  it('gives every payment bank one transport and two plain sentences', () => {
    for (const key of PAYMENT_SYSTEM_KEYS) {
      const t = BANK_TRANSPORTS[key];
      expect(['file', 'api']).toContain(t.transport);
      expect(t.does).toMatch(/^Payloft sends your ACH payments to .+\.$/);
      expect(t.needs).toMatch(/\.$/);
    }
  });

  it('has an API rail exactly for the banks reached by API', () => {
    const apiBanks = PAYMENT_SYSTEM_KEYS.filter((k) => BANK_TRANSPORTS[k].transport === 'api');
    expect(Object.values(BANK_API_RAILS).sort()).toEqual(apiBanks.sort());
    expect(isBankApiRail('usBankApi')).toBe(true);
    expect(isBankApiRail('nacha')).toBe(false);
    expect(isBankApiRail('toString')).toBe(false);
  });
});

describe('the file channel form', () => {
  const base = { host: 'sftp.bank.example', username: 'payloft', password: 'x', hostKeyFingerprint: `SHA256:${'A'.repeat(43)}`, uploadFolder: '/in' };
  it('reads an unticked "send files" box as off, and a ticked one as on', () => {
    expect(achChannelFormSchema.parse(base).enabled).toBe(false);
    expect(achChannelFormSchema.parse({ ...base, enabled: true }).enabled).toBe(true);
  });
});
