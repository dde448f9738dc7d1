import { describe, expect, it } from 'vitest';
import { accountingSystemCatalogue, accountingSystemContactSchema, accountingSystemSwitchSchema, crmSwitchSchema } from './integrations';
import { Messages } from './messages';

describe('the integrations catalogue', () => {
  it('lists the accounting systems whose feature flag is on, with route, site link and id type', () => {
    const catalogue = accountingSystemCatalogue();
    expect(catalogue.map((s) => s.key)).toEqual(['acumatica', 'msBusinessCentral', 'quickBooks', 'sage', 'xero']);
    expect(catalogue.find((s) => s.key === 'msBusinessCentral')).toMatchObject({ name: 'Microsoft Business Central', route: 'businessCentral', idType: 'companyId' });
    for (const s of catalogue) expect(s.siteLink).toMatch(/^https:\/\//);
  });

  it('checks the contact form and the switch form', () => {
    const ok = accountingSystemContactSchema.safeParse({ systemName: ' NetSuite ', contactName: 'Ann', email: 'ann@example.test', phoneNumber: '', message: '' });
    expect(ok.success && ok.data).toEqual({ systemName: 'NetSuite', contactName: 'Ann', email: 'ann@example.test', phoneNumber: null, message: null });
    const bad = accountingSystemContactSchema.safeParse({ systemName: '', contactName: 'Ann', email: 'x' });
    expect(bad.success).toBe(false);
    expect(bad.error?.flatten().fieldErrors).toMatchObject({ systemName: [Messages.required], email: [Messages.invalidEmail] });
    expect(accountingSystemSwitchSchema.safeParse({ system: 'xero', active: 'false' }).data).toEqual({ system: 'xero', active: false });
    expect(accountingSystemSwitchSchema.safeParse({ system: 'oracle', active: 'true' }).error?.flatten().fieldErrors).toEqual({ system: [Messages.setupUnknownAccountingSystem] });
    expect(crmSwitchSchema.safeParse({ key: 'hubspot', connected: 'true' }).data).toEqual({ key: 'hubspot', connected: true });
    expect(crmSwitchSchema.safeParse({ key: ' ', connected: 'yes' }).success).toBe(false);
  });
});
