/** The integrations catalogue: accounting systems' activation switches and which ones a business connected, the CRM entry and the accounting-system contact requests. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { AccountingSystemKey } from '../../../domain/accounting';
import { accountingSystemCatalogue, CRM_INTEGRATIONS } from '../../../domain/integrations';
import { Roles } from '../../../domain/roles';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { isAccountingSystemConfigured } from '../../settings/accounting';
import { accountingSystemContacts, accountingSystemSwitches, businesses, crmIntegrations, users, type AccountingSystemSettings } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { enqueueMessage, notifyEnqueued } from '../notifications';
import { PRODUCT_NAME } from '../../../domain/product';

type Db = Database;
interface Actor {
  userId: string;
  address: string;
  now: Date;
}

/** Data keys of the accounting systems connected and not disconnected. */
export function connectedAccountingSystems(settings: AccountingSystemSettings | null | undefined): string[] {
  const info = settings?.infoOfAccountingSystems ?? {};
  return Object.entries(info)
    .filter(([, entry]) => entry && !entry.disconnected)
    .map(([key]) => key)
    .sort();
}

/** The catalogue with each system's switch (a system never switched is active). */
export async function accountingSystems(db: Db) {
  const switches = new Map((await db.select().from(accountingSystemSwitches)).map((s) => [s.system, s.active]));
  return accountingSystemCatalogue().map((s) => ({ ...s, active: switches.get(s.key) ?? true }));
}

export async function isAccountingSystemActive(db: Db, key: AccountingSystemKey): Promise<boolean> {
  const [row] = await db.select({ active: accountingSystemSwitches.active }).from(accountingSystemSwitches).where(eq(accountingSystemSwitches.system, key));
  return row?.active ?? true;
}

/** May a business use the system? The administrator's switch is on and this environment can reach it (decision 051). */
export async function isAccountingSystemOffered(db: Db, config: ApiConfig, key: AccountingSystemKey): Promise<boolean> {
  return isAccountingSystemConfigured(config, key) && (await isAccountingSystemActive(db, key));
}

export async function setAccountingSystemActive(db: Db, key: AccountingSystemKey, active: boolean, actor: Actor) {
  await db.transaction(async (tx) => {
    await tx
      .insert(accountingSystemSwitches)
      .values({ system: key, active, updatedAt: actor.now, updatedBy: actor.userId })
      .onConflictDoUpdate({ target: accountingSystemSwitches.system, set: { active, updatedAt: actor.now, updatedBy: actor.userId } });
    await writeAudit(tx, { at: actor.now, userId: actor.userId, address: actor.address, action: 'accountingSystemSwitched', outcome: 'success', details: { system: key, active } });
  });
}

export async function crmEntries(db: Db) {
  const flags = new Map((await db.select().from(crmIntegrations)).map((c) => [c.key, c.connected]));
  return CRM_INTEGRATIONS.map((c) => ({ ...c, connected: flags.get(c.key) ?? false }));
}

export async function setCrmConnected(db: Db, key: string, connected: boolean, actor: Actor) {
  await db.transaction(async (tx) => {
    await tx
      .insert(crmIntegrations)
      .values({ key, connected, updatedAt: actor.now, updatedBy: actor.userId })
      .onConflictDoUpdate({ target: crmIntegrations.key, set: { connected, updatedAt: actor.now, updatedBy: actor.userId } });
    await writeAudit(tx, { at: actor.now, userId: actor.userId, address: actor.address, action: 'crmSwitched', outcome: 'success', details: { crm: key, connected } });
  });
}

export interface ContactRequest {
  systemName: string;
  contactName: string;
  email: string;
  phoneNumber: string | null;
  message: string | null;
}

/** Stores the request and e-mails every enabled administrator, in one transaction (the outbox delivers). */
export async function recordContactRequest(db: Db, request: ContactRequest, from: { userId: string; businessId: string | null }, now: Date): Promise<string> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountingSystemContacts)
      .values({ ...request, userId: from.userId, businessId: from.businessId, createdAt: now })
      .returning({ id: accountingSystemContacts.id });
    // The request answers Business System: the business goes on registering while the team looks at it.
    if (from.businessId) await tx.update(businesses).set({ accountingSystemAnswer: 'notListed', updatedAt: now }).where(eq(businesses.id, from.businessId));
    const [business] = from.businessId ? await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, from.businessId)) : [];
    const admins = await tx.select({ email: users.email }).from(users).where(and(eq(users.role, Roles.admin), eq(users.enabled, true)));
    const body = [
      `${business?.name ?? 'A business'} asks for an accounting system that ${PRODUCT_NAME} does not list.`,
      '',
      `Accounting system: ${request.systemName}`,
      `Contact: ${request.contactName}`,
      `E-mail: ${request.email}`,
      `Phone: ${request.phoneNumber ?? '—'}`,
      '',
      request.message ?? '',
    ].join('\n');
    for (const admin of admins) {
      await enqueueMessage(tx, { channel: 'email', recipient: admin.email, subject: `Accounting system request: ${request.systemName}`, body }, now);
    }
    return row.id;
  });
  notifyEnqueued();
  return id;
}

export async function listContactRequests(db: Db, page: { skip: number; limit: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ request: accountingSystemContacts, businessName: businesses.name })
      .from(accountingSystemContacts)
      .leftJoin(businesses, eq(businesses.id, accountingSystemContacts.businessId))
      .orderBy(desc(accountingSystemContacts.createdAt), desc(accountingSystemContacts.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(accountingSystemContacts),
  ]);
  return {
    meta: { count: Number(total) },
    edges: rows.map(({ request, businessName }) => ({ node: { ...request, businessName, createdAt: request.createdAt.toISOString() } })),
  };
}
