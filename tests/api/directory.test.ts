/**
 * The financial-institution directory and the integrations catalogue for every role:
 * list, search (complexInstitutionInfo), orderings, create and update, the routing-number lookup, the file import
 * (good and bad files, nothing half-imported), accounting-system switches, the CRM entry and the contact form.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingSystemContacts, financialInstitutions, outboxMessages } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { DEMO_INSTITUTIONS } from '../../api/seed/directory';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

type DemoKey = keyof typeof DEMO_USERS;
let t: TestApi;
const token: Partial<Record<DemoKey, string>> = {};
const EVERYONE = Object.keys(DEMO_USERS).filter((k) => k !== 'northwindSecureOwner') as DemoKey[];
const NOT_ADMIN = EVERYONE.filter((k) => k !== 'admin');

beforeAll(async () => {
  t = await startTestApi();
  for (const key of EVERYONE) token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const core = <R, V>(query: TestDocument<R, V>, as: DemoKey | null, variables?: V) => t.gql(query, variables, { token: as ? token[as] : undefined });

const LIST = coreGraphql(`query DirectoryList($filter: FinancialInstitutionFilter, $orderBy: String, $skip: Int, $limit: Int) {
  financialInstitutions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {
    meta { count }
    edges { node { id routingId participantId participantName institutionId institutionName receiveServices receivingConnection participantActivationDate } }
  } }`);
const ONE = coreGraphql(`query DirectoryOne($id: ID!) { financialInstitution(id: $id) { routingId institutionName } }`);
const LOOKUP = coreGraphql(`query DirectoryLookup($routingNumber: String!) { routingNumberInstitution(routingNumber: $routingNumber) { routingId bankName institutionName participantName } }`);
const CREATE = coreGraphql(`mutation DirectoryCreate($input: FinancialInstitutionInput!) { createFinancialInstitution(input: $input) { id routingId institutionName participantActivationDate } }`);
const UPDATE = coreGraphql(`mutation DirectoryUpdate($id: ID!, $input: FinancialInstitutionInput!) { updateFinancialInstitution(id: $id, input: $input) { id routingId institutionName receivingConnection } }`);

const routings = (data: { financialInstitutions: { edges: { node: { routingId: string } }[] } }) => data.financialInstitutions.edges.map((e) => e.node.routingId);
const HEADER = 'Routing Number,Participant ID,Participant Name,Institution ID,Institution Name,Receive Services,Receiving Connection,Participant Activation Date';

function importFile(body: string, as: DemoKey | null = 'admin') {
  const headers: Record<string, string> = { 'content-type': 'text/csv' };
  if (as) headers.authorization = `Bearer ${token[as]}`;
  return t.api.fetch(new Request('http://api.test/rest/financial-institutions/import', { method: 'POST', headers, body }));
}
const institutionCount = async () => Number((await t.db.select({ n: count() }).from(financialInstitutions))[0].n);

describe('financialInstitutions', () => {
  it('lists the seeded directory by institution name, paged', async () => {
    const { data, errors } = await core(LIST, 'admin', { limit: 3 });
    expect(errors).toBeUndefined();
    expect(data!.financialInstitutions.meta.count).toBe(DEMO_INSTITUTIONS.length);
    expect(data!.financialInstitutions.edges.map((e: any) => e.node.institutionName)).toEqual(['Bank of America, N.A.', 'Bank of America, N.A.', 'Bridge Bank, a division of Western Alliance Bank']);
    expect(data!.financialInstitutions.edges[0].node).toMatchObject({ routingId: '026009593', participantId: 'FN0000101', receiveServices: 'Credit Transfer, Request for Payment', receivingConnection: 'Direct', participantActivationDate: '2023-07-20' });
    const second = await core(LIST, 'admin', { limit: 3, skip: 3 });
    expect(routings(second.data! as any)).toHaveLength(3);
    expect(routings(second.data! as any)).not.toContain('026009593');
  });

  it('searches routing numbers, names and ids with complexInstitutionInfo, partly and in any case', async () => {
    const search = async (text: string) => routings((await core(LIST, 'admin', { filter: { complexInstitutionInfo: text }, orderBy: 'routingIdAsc' })).data! as any);
    expect(await search('0260')).toEqual(['026009593']);
    expect(await search('wells')).toEqual(['121042882', '122000247']);
    expect(await search('western ALLIANCE')).toEqual(['121143260']);
    expect(await search('jp00001')).toEqual(['071000013']);
    expect(await search('fn000050')).toEqual(['081902101']);
    expect(await search('%')).toEqual([]);
    expect(await search('  ')).toHaveLength(DEMO_INSTITUTIONS.length);
  });

  it('orders by institution, participant and routing number', async () => {
    const order = async (orderBy: string) => (await core(LIST, 'admin', { orderBy })).data!.financialInstitutions.edges.map((e: any) => e.node);
    expect((await order('institutionNameDesc'))[0].institutionName).toBe('Wells Fargo Bank, N.A.');
    expect((await order('participantNameAsc'))[0].participantName).toBe('Bank of America, N.A.');
    expect((await order('participantNameDesc'))[0].participantName).toBe('Western Alliance Bank');
    expect((await order('routingIdDesc'))[0].routingId).toBe('122000247');
    expect(codeOf(await core(LIST, 'admin', { orderBy: 'dateAsc' }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(LIST, 'admin', { limit: 5000 }))).toBe(ErrorCodes.validation);
  });

  it('is the admin’s only (the routing-number lookup is anyone’s signed in)', async () => {
    const [{ id }] = await t.db.select({ id: financialInstitutions.id }).from(financialInstitutions).limit(1);
    const input = { routingId: '011000138', participantName: 'X', institutionName: 'X' };
    for (const as of NOT_ADMIN) {
      expect(codeOf(await core(LIST, as)), as).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(ONE, as, { id })), as).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(CREATE, as, { input })), as).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(UPDATE, as, { id, input })), as).toBe(ErrorCodes.forbidden);
      const lookup = await core(LOOKUP, as, { routingNumber: '026009593' });
      expect(lookup.data!.routingNumberInstitution, as).toEqual({ routingId: '026009593', bankName: 'Bank of America, N.A.', institutionName: 'Bank of America, N.A.', participantName: 'Bank of America, N.A.' });
    }
    expect(codeOf(await core(LIST, null))).toBe(ErrorCodes.unauthenticated);
    expect(codeOf(await core(LOOKUP, null, { routingNumber: '026009593' }))).toBe(ErrorCodes.unauthenticated);
    expect((await core(LOOKUP, 'admin', { routingNumber: '011000138' })).data!.routingNumberInstitution).toBeNull();
    expect((await core(LOOKUP, 'admin', { routingNumber: "02600959' or 1=1" })).data!.routingNumberInstitution).toBeNull();
  });
});

describe('createFinancialInstitution and updateFinancialInstitution', () => {
  it('creates, refuses a second row for a routing number, updates and validates', async () => {
    const input = { routingId: '011000138', participantId: 'FN0000701', participantName: 'Bank of America, N.A.', institutionId: '', institutionName: 'Bank of America (New England)', participantActivationDate: '03/04/2024' };
    const created = await core(CREATE, 'admin', { input });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createFinancialInstitution).toMatchObject({ routingId: '011000138', participantActivationDate: '2024-03-04' });
    const id = created.data!.createFinancialInstitution.id;
    expect((await core(ONE, 'admin', { id })).data!.financialInstitution).toEqual({ routingId: '011000138', institutionName: 'Bank of America (New England)' });

    const again = await core(CREATE, 'admin', { input });
    expect(codeOf(again)).toBe(ErrorCodes.validation);
    expect(again.errors![0].message).toBe(Messages.financialInstitutionRoutingTaken);

    const updated = await core(UPDATE, 'admin', { id, input: { ...input, institutionName: 'Bank of America, N.A.', receivingConnection: 'Service Provider' } });
    expect(updated.data!.updateFinancialInstitution).toMatchObject({ id, institutionName: 'Bank of America, N.A.', receivingConnection: 'Service Provider' });
    const stolen = await core(UPDATE, 'admin', { id, input: { ...input, routingId: '026009593' } });
    expect(stolen.errors![0].message).toBe(Messages.financialInstitutionRoutingTaken);

    const bad = await core(CREATE, 'admin', { input: { routingId: '011000139', participantName: '', institutionName: 'X', participantActivationDate: 'soon' } });
    expect(codeOf(bad)).toBe(ErrorCodes.validation);
    expect(bad.errors![0].extensions).toMatchObject({ fieldErrors: { routingId: Messages.routingNumberChecksum, participantName: Messages.required, participantActivationDate: Messages.activationDateFormat } });
    expect(codeOf(await core(UPDATE, 'admin', { id: '00000000-0000-0000-0000-000000000000', input }))).toBe(ErrorCodes.notFound);
    await t.db.delete(financialInstitutions).where(eq(financialInstitutions.id, id));
  });
});

describe('POST /rest/financial-institutions/import', () => {
  it('refuses a file with bad rows, reporting each line, and writes nothing', async () => {
    const before = await institutionCount();
    const file = [HEADER, '011000138,FN1,Good Bank,I1,Good Bank,,Direct,', '011000139,FN2,Bad Bank,I2,Bad Bank,,,', '011000015,FN3,,I3,No participant,,,'].join('\n');
    const response = await importFile(file);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: Messages.institutionImportRefused,
      code: ErrorCodes.validation,
      errors: [
        { line: 3, message: `Routing Number: ${Messages.routingNumberChecksum}` },
        { line: 4, message: `Participant Name: ${Messages.required}` },
      ],
    });
    expect(await institutionCount()).toBe(before);
  });

  it('imports a good file in one go: new routing numbers added, known ones updated', async () => {
    const before = await institutionCount();
    const file = [
      'FedNow Service participants',
      HEADER,
      '011000138,FN0000701,"Bank of America, N.A.",BA00001,"Bank of America, N.A.","Credit Transfer, Request for Payment",Direct,07/20/2023',
      '011000015,FN0000801,Federal Reserve Bank of Boston,FR00001,Federal Reserve Bank of Boston,Credit Transfer,Direct,07/20/2023',
      '026009593,FN0000101,"Bank of America, N.A.",BA00001,"Bank of America, N.A.",Credit Transfer,Service Provider,07/20/2023',
    ].join('\r\n');
    const response = await importFile(file);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ created: 2, updated: 1 });
    expect(await institutionCount()).toBe(before + 2);
    const search = await core(LIST, 'admin', { filter: { complexInstitutionInfo: 'reserve bank of boston' } });
    expect(search.data!.financialInstitutions.edges[0].node).toMatchObject({ routingId: '011000015', participantActivationDate: '2023-07-20' });
    const updated = await core(LIST, 'admin', { filter: { complexInstitutionInfo: '026009593' } });
    expect(updated.data!.financialInstitutions.edges[0].node).toMatchObject({ receiveServices: 'Credit Transfer', receivingConnection: 'Service Provider' });
  });

  it('writes nothing when the transaction fails midway (a row the database refuses)', async () => {
    const before = await institutionCount();
    const row = { participantId: '', participantName: 'x', institutionId: '', institutionName: 'x', receiveServices: '', receivingConnection: '', participantActivationDate: '' };
    const rows = Array.from({ length: 700 }, (_, i) => ({ ...row, routingId: `R${i}` }));
    // The last row breaks a constraint (no routing number) only after the first chunk of 500 is written: that chunk must roll back too.
    const { importInstitutions } = await import('../../api/modules/institutions/service');
    const broken = [...rows, { ...rows[0], routingId: null as unknown as string }];
    await expect(importInstitutions(t.db, broken, { userId: (await t.db.query.users.findFirst())!.id, address: 'test', now: new Date() })).rejects.toThrow();
    expect(await institutionCount()).toBe(before);
  });

  it('is the admin’s only, needs a header and a body within the limit', async () => {
    for (const as of NOT_ADMIN) expect((await importFile(`${HEADER}\n011000138,a,b,c,d,,,`, as)).status, as).toBe(403);
    expect((await importFile(`${HEADER}\n011000138,a,b,c,d,,,`, null)).status).toBe(401);
    const noHeader = await importFile('011000138,Bank');
    expect(noHeader.status).toBe(422);
    expect((await noHeader.json()).errors).toEqual([{ line: 1, message: Messages.institutionImportHeader('Routing Number') }]);
    const get = await t.api.fetch(new Request('http://api.test/rest/financial-institutions/import', { headers: { authorization: `Bearer ${token.admin}` } }));
    expect(get.status).toBe(405);
  });
});

const SYSTEMS = coreGraphql(`query DirectorySystems { accountingSystems { key name active route siteLink idType } }`);
const SWITCH = coreGraphql(`mutation DirectorySwitch($key: ID!, $active: Boolean!) { setAccountingSystemActive(key: $key, active: $active) { key active } }`);
const CRM = coreGraphql(`query DirectoryCrm { crmIntegrations { key name connected logo { url alt } } }`);
const CRM_SWITCH = coreGraphql(`mutation DirectoryCrmSwitch($key: ID!, $connected: Boolean!) { setCrmIntegrationConnected(key: $key, connected: $connected) { key connected } }`);
const CONTACT = coreGraphql(`mutation DirectoryContact($input: AccountingSystemContactInput!) { accountingSystemContact(input: $input) { id } }`);
const CONTACTS = coreGraphql(`query DirectoryContacts { accountingSystemContacts { meta { count } edges { node { systemName contactName email businessName message } } } }`);

describe('accountingSystems and their switches', () => {
  it('lists the catalogue with route, site link and id type (CDR is behind its feature flag)', async () => {
    const { data } = await core(SYSTEMS, 'admin');
    expect(data!.accountingSystems.map((s: any) => s.key)).toEqual(['acumatica', 'msBusinessCentral', 'quickBooks', 'sage', 'xero']);
    expect(data!.accountingSystems).toContainEqual({ key: 'quickBooks', name: 'QuickBooks', active: true, route: 'quickbooks', siteLink: 'https://quickbooks.intuit.com', idType: 'realmId' });
    expect(codeOf(await core(SYSTEMS, null))).toBe(ErrorCodes.unauthenticated);
  });

  it('an inactive system is hidden from everyone but the admin, and cannot be connected', async () => {
    for (const as of NOT_ADMIN) expect(codeOf(await core(SWITCH, as, { key: 'xero', active: false })), as).toBe(ErrorCodes.forbidden);
    expect((await core(SWITCH, 'admin', { key: 'xero', active: false })).data!.setAccountingSystemActive).toEqual({ key: 'xero', active: false });
    for (const as of NOT_ADMIN) expect((await core(SYSTEMS, as)).data!.accountingSystems.map((s: any) => s.key), as).not.toContain('xero');
    expect((await core(SYSTEMS, 'admin')).data!.accountingSystems).toContainEqual(expect.objectContaining({ key: 'xero', active: false }));
    const refused = await core(coreGraphql(`mutation DirectoryConnectAccountingSystem { connectAccountingSystem(system: "xero") { businessId } }`), 'northwindOwner');
    expect(refused.errors![0].message).toBe(Messages.accountingSystemInactive);
    expect(codeOf(await core(SWITCH, 'admin', { key: 'oracle', active: false }))).toBe(ErrorCodes.notFound);
    await core(SWITCH, 'admin', { key: 'xero', active: true });
    expect((await core(SYSTEMS, 'northwindOwner')).data!.accountingSystems.map((s: any) => s.key)).toContain('xero');
  });
});

describe('crmIntegrations', () => {
  it('shows HubSpot with its logo; only the admin reads and switches it', async () => {
    expect((await core(CRM, 'admin')).data!.crmIntegrations).toEqual([{ key: 'hubspot', name: 'HubSpot', connected: false, logo: { url: '/integrations/hubspot.svg', alt: 'HubSpot logo' } }]);
    expect((await core(CRM_SWITCH, 'admin', { key: 'hubspot', connected: true })).data!.setCrmIntegrationConnected).toEqual({ key: 'hubspot', connected: true });
    expect((await core(CRM, 'admin')).data!.crmIntegrations[0].connected).toBe(true);
    expect(codeOf(await core(CRM_SWITCH, 'admin', { key: 'salesforce', connected: true }))).toBe(ErrorCodes.notFound);
    for (const as of NOT_ADMIN) {
      expect(codeOf(await core(CRM, as)), as).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(CRM_SWITCH, as, { key: 'hubspot', connected: false })), as).toBe(ErrorCodes.forbidden);
    }
  });
});

describe('accountingSystemContact', () => {
  const input = { systemName: 'NetSuite', contactName: 'Olivia Bennett', email: 'owner@northwind.test', phoneNumber: '+1 312 555 0141', message: 'We moved to NetSuite last year.' };

  it('stores a business’s request and e-mails the administrator', async () => {
    const { data, errors } = await core(CONTACT, 'northwindClerk', { input });
    expect(errors).toBeUndefined();
    const [row] = await t.db.select().from(accountingSystemContacts).where(eq(accountingSystemContacts.id, data!.accountingSystemContact.id));
    expect(row).toMatchObject({ systemName: 'NetSuite', email: 'owner@northwind.test' });
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.subject, 'Accounting system request: NetSuite'));
    expect(mails.map((m) => m.recipient)).toEqual(['admin@payloft.test']);
    expect(mails[0].body).toContain('Northwind Supply Co.');
    expect(mails[0].body).toContain('We moved to NetSuite last year.');
    const list = (await core(CONTACTS, 'admin')).data!.accountingSystemContacts;
    expect(list.meta.count).toBe(1);
    expect(list.edges[0].node).toMatchObject({ systemName: 'NetSuite', businessName: 'Northwind Supply Co.' });
  });

  it('validates, and is for businesses only', async () => {
    const bad = await core(CONTACT, 'northwindOwner', { input: { ...input, systemName: ' ', email: 'nope' } });
    expect(codeOf(bad)).toBe(ErrorCodes.validation);
    expect(bad.errors![0].extensions).toMatchObject({ fieldErrors: { systemName: Messages.required, email: Messages.invalidEmail } });
    for (const as of ['admin', 'acmeVendorManager', 'banker'] as const) expect(codeOf(await core(CONTACT, as, { input })), as).toBe(ErrorCodes.forbidden);
    for (const as of NOT_ADMIN) expect(codeOf(await core(CONTACTS, as)), as).toBe(ErrorCodes.forbidden);
  });
});
