/** Processing-time rules: only the admin creates, edits and deletes them; an edit moves the due date. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
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

const core = <R, V>(query: TestDocument<R, V>, as: DemoKey, variables?: V) => t.gql(query, variables, { token: token[as] });

const RULES = coreGraphql(`query ProcessingRulesRules { paymentProcessingTimeRules(skip: 0, limit: 100, filter: { paymentType: "vendor" }) { edges { node { id paymentType paymentNetwork timeZone providerInfo { banks }
  processingSchedules { cutoffTime weekdays daysToProcess description } } } } }`);
const CREATE = coreGraphql(`mutation ProcessingRulesCreate($input: PaymentProcessingTimeRuleInput!) { createPaymentProcessingTimeRule(input: $input) { id paymentNetwork providerInfo { banks } } }`);
const UPDATE = coreGraphql(`mutation ProcessingRulesUpdate($id: ID!, $input: PaymentProcessingTimeRuleInput!) { updatePaymentProcessingTimeRule(id: $id, input: $input) { id processingSchedules { daysToProcess } } }`);
const DELETE = coreGraphql(`mutation ProcessingRulesDelete($id: ID!) { deletePaymentProcessingTimeRule(id: $id) }`);
const DUE = coreGraphql(`query ProcessingRulesDue { paymentDueDate(paymentType: "vendor", paymentNetwork: "ACH", initiatedAt: "2026-11-24T12:00:00Z", timeZone: "America/New_York") { date time } }`);
const INPUT = { paymentType: 'vendor', paymentNetwork: 'Wire', banks: ['E2E Bank'], processingSchedules: [{ cutoffTime: '15:00', weekdays: [1, 2, 3, 4, 5], daysToProcess: 0, description: 'Wire window' }] };

describe('processing-time rules', () => {
  it('only the admin creates, edits and deletes rules', async () => {
    const vendorRule = (await core(RULES, 'admin')).data!.paymentProcessingTimeRules.edges[0].node;
    for (const who of NOT_ADMIN) {
      expect(codeOf(await core(CREATE, who, { input: INPUT })), who).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(UPDATE, who, { id: vendorRule.id, input: INPUT })), who).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(DELETE, who, { id: vendorRule.id })), who).toBe(ErrorCodes.forbidden);
    }
    const created = (await core(CREATE, 'admin', { input: INPUT })).data!.createPaymentProcessingTimeRule;
    expect(created).toMatchObject({ paymentNetwork: 'Wire', providerInfo: { banks: ['E2E Bank'] } });
    expect((await core(DELETE, 'admin', { id: created.id })).data!.deletePaymentProcessingTimeRule).toBe(true);
    expect(codeOf(await core(DELETE, 'admin', { id: created.id }))).toBe(ErrorCodes.notFound);
  });

  it('every change of a rule is audited with the administrator who made it, refusals are not', async () => {
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.admin.email));
    const created = (await core(CREATE, 'admin', { input: INPUT })).data!.createPaymentProcessingTimeRule;
    await core(UPDATE, 'admin', { id: created.id, input: { ...INPUT, banks: ['E2E Bank', 'Second Bank'] } });
    expect(codeOf(await core(DELETE, 'northwindOwner', { id: created.id }))).toBe(ErrorCodes.forbidden);
    await core(DELETE, 'admin', { id: created.id });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.userId, admin.id));
    const mine = rows.filter((r) => (r.details as { id?: string }).id === created.id).map((r) => r.action);
    expect(mine).toEqual(['processingRuleCreated', 'processingRuleUpdated', 'processingRuleDeleted']);
  });

  it("an edit of the vendor rule's days to process moves the due date", async () => {
    const rule = (await core(RULES, 'admin')).data!.paymentProcessingTimeRules.edges.find((e) => e.node.paymentNetwork === 'ACH' && !e.node.providerInfo.banks.length)!.node;
    const before = (await core(DUE, 'admin')).data!.paymentDueDate;
    const input = {
      paymentType: rule.paymentType,
      paymentNetwork: rule.paymentNetwork,
      banks: [],
      timeZone: rule.timeZone,
      processingSchedules: rule.processingSchedules.map((s) => ({ ...s, daysToProcess: 3 })),
    };
    const updated = (await core(UPDATE, 'admin', { id: rule.id, input })).data!.updatePaymentProcessingTimeRule;
    expect(updated.processingSchedules.every((s: { daysToProcess: number }) => s.daysToProcess === 3)).toBe(true);
    const after = (await core(DUE, 'admin')).data!.paymentDueDate;
    expect(after.date > before.date).toBe(true);
  });

  it("each year's holiday schedule closes that year's dates", async () => {
    const q = coreGraphql(`query ProcessingRulesQ($year: Int!) { bankHolidays(country: "USA", paymentNetwork: "ACH", year: $year) { date holidayName } }`);
    const dates = (await core(q, 'admin', { year: 2027 })).data!.bankHolidays.map((h: { date: string }) => h.date);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d: string) => d.startsWith('2027'))).toBe(true);
  });
});
