/** Spec §3's employee create: a first password instead of an invitation, for the caller's business only, behind the setup MFA gate. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businessEmployees, businesses, connections, users } from '../../api/db/schema';
import { SETUP_VERIFICATION_REQUIRED } from '../../api/graphql/setup-access';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { ADMIN_FLAG } from '../../domain/product';
import { codeOf, startTestApi, type TestApi } from './harness';
import { authGraphql } from './graphql/auth';
import { coreGraphql } from './graphql/core';

let t: TestApi;
const token: Record<string, string> = {};
type As = 'northwindOwner' | 'northwindEmployee' | 'northwindClerk' | 'baysideOwner' | 'acmeVendorManager' | 'admin';

beforeAll(async () => {
  t = await startTestApi();
  for (const as of ['northwindOwner', 'northwindEmployee', 'northwindClerk', 'baysideOwner', 'acmeVendorManager', 'admin'] as const) {
    token[as] = (await t.tokensFor(DEMO_USERS[as].email)).accessToken;
  }
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const FIELDS = `employeeId userId email role isBusinessRightsAvailable registeredAt ${ADMIN_FLAG} activationCode`;
const CREATE = `mutation($input: CreateBusinessEmployeeInput!) { createBusinessEmployee(input: $input) { ${FIELDS} } }`;
const USERS = `query { businessUsers(limit: 100) { edges { node { ${FIELDS} } } } }`;
const INVITE = coreGraphql(`mutation EmployeeCreateInvite($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { connection { id } } }`);
const PASSWORD = 'FirstPass2026';
const employee = (email: string, more: Record<string, unknown> = {}) => ({ firstName: 'Ruth', lastName: 'Okafor', email, password: PASSWORD, ...more });
const create = (as: As, input: Record<string, unknown>) => t.gqlUntyped('core', CREATE, { input }, { token: token[as] });

async function businessOf(userId: string) {
  const [row] = await t.db.select({ businessId: businessEmployees.businessId, rights: businessEmployees.isBusinessRightsAvailable }).from(businessEmployees).where(eq(businessEmployees.userId, userId));
  return row;
}
async function businessIdNamed(name: string) {
  const [row] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name));
  return row.id;
}

describe('createBusinessEmployee', () => {
  it("an owner creates an employee with a first password: active at once, in the owner's business, audited, and able to sign in", async () => {
    const result = await create('northwindOwner', employee('Ruth.Okafor@Example.test', { isBusinessRightsAvailable: true }));
    expect(result.errors).toBeUndefined();
    const created = result.data!.createBusinessEmployee;
    expect(created).toMatchObject({ email: 'ruth.okafor@example.test', role: 'businessEmployee', isBusinessRightsAvailable: true, [ADMIN_FLAG]: false, activationCode: null });
    expect(created.registeredAt).toBe(t.clock().toISOString());
    expect((await businessOf(created.userId)).businessId).toBe(await businessIdNamed('Northwind Supply Co.'));
    const [user] = await t.db.select().from(users).where(eq(users.id, created.userId));
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.enabled).toBe(true);

    const signedIn = await t.signIn('ruth.okafor@example.test', PASSWORD);
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data!.authorize.role).toBe('businessEmployee');

    const listed = (await t.gqlUntyped('core', USERS, {}, { token: token.northwindOwner })).data!.businessUsers.edges.map((e: { node: Record<string, unknown> }) => e.node);
    expect(listed.find((n: Record<string, unknown>) => n.email === 'ruth.okafor@example.test')).toMatchObject({ employeeId: created.employeeId, activationCode: null });
    expect(listed.every((n: Record<string, unknown>) => n[ADMIN_FLAG] === false)).toBe(true);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'employeeCreated'));
    expect(audit).toMatchObject({ userId: (await t.db.select().from(users).where(eq(users.email, DEMO_USERS.northwindOwner.email)))[0].id, outcome: 'success' });
    expect(audit.details).toMatchObject({ employeeUserId: created.userId, isBusinessRightsAvailable: true });
    expect(JSON.stringify(audit.details)).not.toContain(PASSWORD);
  });

  it('an employee with rights creates one too; without the box the new employee has no business rights', async () => {
    const result = await create('northwindEmployee', employee('no.rights@example.test'));
    expect(result.errors).toBeUndefined();
    expect(result.data!.createBusinessEmployee.isBusinessRightsAvailable).toBe(false);
    expect((await businessOf(result.data!.createBusinessEmployee.userId)).rights).toBe(false);
  });

  it("refuses a weak password with the registration's policy message, and a missing one as required", async () => {
    const weak = await create('northwindOwner', employee('weak@example.test', { password: 'password1' }));
    expect(codeOf(weak)).toBe(ErrorCodes.validation);
    expect(weak.errors![0].extensions!.fieldErrors.password).toBe(Messages.newPasswordRules);
    const empty = await create('northwindOwner', employee('weak@example.test', { password: '' }));
    expect(empty.errors![0].extensions!.fieldErrors.password).toBe(Messages.required);
    expect(await t.db.select().from(users).where(eq(users.email, 'weak@example.test'))).toHaveLength(0);
  });

  it('refuses an e-mail that has an account, in any case, with the duplicate message', async () => {
    for (const email of [DEMO_USERS.baysideOwner.email, 'RUTH.OKAFOR@example.test']) {
      const again = await create('northwindOwner', employee(email));
      expect(codeOf(again), email).toBe(ErrorCodes.validation);
      expect(again.errors![0].message).toBe(Messages.duplicateEmail);
      expect(again.errors![0].extensions!.fieldErrors.email).toBe(Messages.duplicateEmail);
    }
  });

  it('withdraws a pending invitation to the same e-mail, whose link could no longer register', async () => {
    const invited = await t.gql(INVITE, { input: { firstName: 'Lee', lastName: 'Chan', email: 'lee.chan@example.test' } }, { token: token.northwindOwner });
    expect(invited.errors).toBeUndefined();
    expect((await create('northwindOwner', employee('lee.chan@example.test'))).errors).toBeUndefined();
    const [row] = await t.db.select().from(connections).where(eq(connections.id, invited.data!.employeeConnection.connection.id));
    expect(row).toMatchObject({ status: 'removed', tokenHash: null });
  });

  it('refuses an employee without rights, a vendor manager, the admin and anyone signed out', async () => {
    for (const as of ['northwindClerk', 'acmeVendorManager', 'admin'] as const) {
      expect(codeOf(await create(as, employee(`${as}.made@example.test`))), as).toBe(ErrorCodes.forbidden);
    }
    expect(codeOf(await t.gqlUntyped('core', CREATE, { input: employee('anon@example.test') }))).toBe(ErrorCodes.unauthenticated);
    expect(await t.db.select().from(users).where(eq(users.email, 'northwindclerk.made@example.test'))).toHaveLength(0);
  });

  it("another business's owner cannot create into Northwind: the employee always joins the caller's own business", async () => {
    const result = await create('baysideOwner', employee('bay.person@example.test', { businessId: await businessIdNamed('Northwind Supply Co.') }));
    // The input has no business to choose: the field is refused by the schema, and nothing is written.
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(await t.db.select().from(users).where(eq(users.email, 'bay.person@example.test'))).toHaveLength(0);
    const plain = await create('baysideOwner', employee('bay.person@example.test'));
    expect(plain.errors).toBeUndefined();
    expect((await businessOf(plain.data!.createBusinessEmployee.userId)).businessId).toBe(await businessIdNamed('Bayside Auto Care'));
    const northwind = (await t.gqlUntyped('core', USERS, {}, { token: token.northwindOwner })).data!.businessUsers.edges;
    expect(northwind.some((e: { node: { email: string } }) => e.node.email === 'bay.person@example.test')).toBe(false);
  });

  it('is behind the setup MFA gate: an MFA owner is refused until a setup code is confirmed', async () => {
    const email = DEMO_USERS.northwindSecureOwner.email;
    const secure = (await t.tokensFor(email)).accessToken;
    const refused = await t.gqlUntyped('core', CREATE, { input: employee('gated@example.test') }, { token: secure });
    expect(refused.errors![0].extensions).toMatchObject({ code: ErrorCodes.forbidden, reason: SETUP_VERIFICATION_REQUIRED });
    expect(await t.db.select().from(users).where(eq(users.email, 'gated@example.test'))).toHaveLength(0);

    t.clock.advance(1000);
    await t.gql(authGraphql(`mutation EmployeeCreateInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }`), { input: { mfaPreference: 'email', confirmType: 'setup' } }, { token: secure });
    const confirmed = await t.gql(authGraphql(`mutation EmployeeCreateConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }`), { input: { code: await t.latestCode(email), confirmType: 'setup' } }, { token: secure });
    expect(confirmed.errors).toBeUndefined();
    const allowed = await t.gqlUntyped('core', CREATE, { input: employee('gated@example.test') }, { token: secure });
    expect(allowed.errors).toBeUndefined();
    const [row] = await t.db.select().from(users).where(and(eq(users.email, 'gated@example.test'), eq(users.role, 'businessEmployee')));
    expect(row).toBeDefined();
  });
});
