/**
 * API clients of a business (spec §3) and their webhook endpoints: create, update, rotate the secret with a grace
 * period, remove; the secret is returned once and stored as a SHA-256 digest. Every create, rotate and remove is
 * audited. Client authentication for the token endpoint lives here too, so the rules of a valid secret are in one place.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { fromZonedTime } from 'date-fns-tz';
import { apiClientFormSchema, ROTATION_GRACE, rotateSecretSchema, webhookEndpointFormSchema, webhookUrlProblem } from '../../../domain/api-clients';
import { Messages } from '../../../domain/messages';
import { Roles } from '../../../domain/roles';
import type { Database } from '../../db/client';
import { apiClients, jobs, webhookDeliveries, webhookEndpoints, type ApiClientRow, type UserRow } from '../../db/schema';
import type { ApiContext } from '../../graphql/context';
import { writeAudit, type AuditAction } from '../../db/audit';
import { encryptSecret, sha256Hex } from '../../lib/crypto';
import { forbidden, notFound, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { callerWithScope } from '../../graphql/access';
import { requireSetupAccess } from '../../graphql/setup-access';
import type { ApiClientInput } from '../../graphql/generated/core';
import { businessProducts, WEBHOOK_JOB, WEBHOOK_JOB_MAX_ATTEMPTS } from '../payments';
import { parseInput } from '../../graphql/validation';

export const API_PRODUCT = 'API';

/** The SDL's input (generated, api/graphql/generated/core.ts). */
export type { ApiClientInput };

/** The caller's business when they may manage its API clients: owner or employee with rights, API product held. */
export async function requireApiKeysAccess(ctx: ApiContext, options: { change: boolean }): Promise<{ user: UserRow; businessId: string }> {
  const { user } = await ctx.viewer();
  if (user.role !== Roles.owner && user.role !== Roles.employee) throw forbidden();
  const scope = (await callerWithScope(ctx)).scope;
  if (!scope.businessId || !scope.hasRights) throw forbidden();
  if (!(await businessProducts(ctx.db, scope.businessId)).includes(API_PRODUCT)) throw forbidden();
  if (options.change) await requireSetupAccess(ctx);
  return { user, businessId: scope.businessId };
}

/** The web's forms show one message per field: an array's items report on the array. */
const FLAT_FORM = { topLevelFields: true };

function apiClientValues(input: ApiClientInput) {
  const v = parseInput(apiClientFormSchema, {
    name: input.name,
    applicationName: input.applicationName,
    expiredDate: input.expiredAt?.date ?? '',
    expiredTime: input.expiredAt?.time ?? '',
    expiredTimeZone: input.expiredAt?.timezone ?? '',
  }, FLAT_FORM);
  const expiry = v.expiredDate
    ? { expiredDate: v.expiredDate, expiredTime: v.expiredTime, expiredTimeZone: v.expiredTimeZone, expiredAt: fromZonedTime(`${v.expiredDate}T${v.expiredTime}:00`, v.expiredTimeZone) }
    : { expiredDate: null, expiredTime: null, expiredTimeZone: null, expiredAt: null };
  if (expiry.expiredAt && Number.isNaN(expiry.expiredAt.getTime())) throw validationError(Messages.formIncorrect, { expiredDate: 'Use the date format YYYY-MM-DD' });
  return { name: v.name.trim(), applicationName: v.applicationName.trim(), ...expiry };
}

const newClientId = () => `plc_${randomBytes(12).toString('hex')}`;
const newClientSecret = () => `pls_${randomBytes(32).toString('base64url')}`;
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

async function audit(ctx: ApiContext, user: UserRow, action: AuditAction, details: Record<string, unknown>) {
  await writeAudit(ctx.db, { at: ctx.clock(), userId: user.id, action, address: ctx.address, outcome: 'success', details });
}

export async function listApiClients(db: Database, businessId: string): Promise<ApiClientRow[]> {
  return db.select().from(apiClients).where(eq(apiClients.businessId, businessId)).orderBy(asc(apiClients.createdAt), asc(apiClients.id));
}

async function ownedClient(ctx: ApiContext, businessId: string, id: string): Promise<ApiClientRow> {
  const [row] = isUuid(id) ? await ctx.db.select().from(apiClients).where(and(eq(apiClients.id, id), eq(apiClients.businessId, businessId))) : [];
  if (!row) throw notFound('API client');
  return row;
}

/** Two clients of one business never share a name (their lists and audit lines name them): spec §8's duplicate text. */
async function refuseTakenName(db: Database, businessId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: apiClients.id })
    .from(apiClients)
    .where(and(eq(apiClients.businessId, businessId), sql`lower(${apiClients.name}) = ${name.toLowerCase()}`, exceptId ? ne(apiClients.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw validationError(Messages.duplicateName, { name: Messages.duplicateName });
}

export async function createApiClient(ctx: ApiContext, input: ApiClientInput) {
  const { user, businessId } = await requireApiKeysAccess(ctx, { change: true });
  const values = apiClientValues(input);
  await refuseTakenName(ctx.db, businessId, values.name);
  const clientSecret = newClientSecret();
  const now = ctx.clock();
  const [row] = await ctx.db
    .insert(apiClients)
    .values({ ...values, businessId, clientId: newClientId(), secretHash: sha256Hex(clientSecret), createdByUserId: user.id, createdAt: now, updatedAt: now })
    .returning();
  await audit(ctx, user, 'apiClientCreated', { apiClientId: row.id, clientId: row.clientId, businessId });
  return { apiClient: row, credentials: { clientId: row.clientId, clientSecret } };
}

export async function updateApiClient(ctx: ApiContext, id: string, input: ApiClientInput) {
  const { user, businessId } = await requireApiKeysAccess(ctx, { change: true });
  const current = await ownedClient(ctx, businessId, id);
  const values = apiClientValues(input);
  await refuseTakenName(ctx.db, businessId, values.name, current.id);
  const [row] = await ctx.db.update(apiClients).set({ ...values, updatedAt: ctx.clock() }).where(eq(apiClients.id, current.id)).returning();
  await audit(ctx, user, 'apiClientUpdated', { apiClientId: row.id, clientId: row.clientId, businessId });
  return row;
}

export async function rotateApiClientSecret(ctx: ApiContext, id: string, grace: string) {
  const { user, businessId } = await requireApiKeysAccess(ctx, { change: true });
  // The listed periods only: `in` would also take what every object inherits ("__proto__", "toString").
  const chosen = rotateSecretSchema.safeParse({ grace });
  if (!chosen.success) throw validationError(Messages.formIncorrect, { grace: 'Choose none, 1 hour or 24 hours' });
  const current = await ownedClient(ctx, businessId, id);
  const now = ctx.clock();
  const graceMs = ROTATION_GRACE[chosen.data.grace];
  const clientSecret = newClientSecret();
  const [row] = await ctx.db
    .update(apiClients)
    .set({
      secretHash: sha256Hex(clientSecret),
      previousSecretHash: graceMs > 0 ? current.secretHash : null,
      previousSecretExpiresAt: graceMs > 0 ? new Date(now.getTime() + graceMs) : null,
      secretRotatedAt: now,
      updatedAt: now,
    })
    .where(eq(apiClients.id, current.id))
    .returning();
  await audit(ctx, user, 'apiClientSecretRotated', { apiClientId: row.id, clientId: row.clientId, businessId, grace });
  return { apiClient: row, credentials: { clientId: row.clientId, clientSecret } };
}

export async function removeApiClient(ctx: ApiContext, id: string): Promise<boolean> {
  const { user, businessId } = await requireApiKeysAccess(ctx, { change: true });
  const current = await ownedClient(ctx, businessId, id);
  await ctx.db.delete(apiClients).where(eq(apiClients.id, current.id));
  await audit(ctx, user, 'apiClientRemoved', { apiClientId: current.id, clientId: current.clientId, businessId });
  return true;
}

// ---------------------------------------------------------------- client authentication (POST /oauth/token)

function sameDigest(a: string, b: string | null): boolean {
  if (!b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** `secretGeneration` is the generation of the secret that authenticated, for the tokens minted with it. */
export type ClientAuthentication = { ok: true; client: ApiClientRow; secretGeneration: string } | { ok: false; reason: 'unknown' | 'expired' };

type SecretState = Pick<ApiClientRow, 'secretHash' | 'previousSecretHash' | 'previousSecretExpiresAt'>;

/** Whether the secret before the last rotation still works (its grace period has not ended). */
function previousSecretLives(client: SecretState, now: Date): boolean {
  return client.previousSecretHash !== null && client.previousSecretExpiresAt !== null && client.previousSecretExpiresAt.getTime() > now.getTime();
}

/**
 * A secret's generation as its tokens carry it: derived from the stored digest, so a token names the secret it was
 * minted under without carrying the digest itself. A rotation makes a new generation.
 */
export function secretGenerationOf(secretHash: string): string {
  return sha256Hex(`api-token-generation:${secretHash}`).slice(0, 32);
}

/** Whether tokens minted under `generation` still count: the current secret's always, the previous one's during its grace only. */
export function secretGenerationIsValid(client: SecretState, generation: unknown, now: Date): boolean {
  if (typeof generation !== 'string') return false;
  if (generation === secretGenerationOf(client.secretHash)) return true;
  return previousSecretLives(client, now) && generation === secretGenerationOf(client.previousSecretHash!);
}

/** The client when `secret` is its current secret, or its previous one within the rotation grace period, and it has not expired. */
export async function authenticateClient(db: Database, clientId: string, secret: string, now: Date): Promise<ClientAuthentication> {
  const [client] = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId)).limit(1);
  const digest = sha256Hex(secret);
  if (!client) return { ok: false, reason: 'unknown' };
  const current = sameDigest(digest, client.secretHash);
  const previous = !current && previousSecretLives(client, now) && sameDigest(digest, client.previousSecretHash);
  if (!current && !previous) return { ok: false, reason: 'unknown' };
  if (isExpired(client, now)) return { ok: false, reason: 'expired' };
  return { ok: true, client, secretGeneration: secretGenerationOf(current ? client.secretHash : client.previousSecretHash!) };
}

export function isExpired(client: Pick<ApiClientRow, 'expiredAt'>, now: Date): boolean {
  return client.expiredAt !== null && client.expiredAt.getTime() <= now.getTime();
}

// ---------------------------------------------------------------- webhook endpoints

export async function createWebhookEndpoint(ctx: ApiContext, apiClientId: string, input: { url: string; events: string[] }) {
  const { user, businessId } = await requireApiKeysAccess(ctx, { change: true });
  const client = await ownedClient(ctx, businessId, apiClientId);
  const fields = parseInput(webhookEndpointFormSchema, input, FLAT_FORM);
  const problem = webhookUrlProblem(fields.url, ctx.config.appEnv);
  if (problem) throw validationError(problem, { url: problem });
  const signingSecret = newSigningSecret();
  const now = ctx.clock();
  const [endpoint] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      apiClientId: client.id,
      businessId,
      url: fields.url,
      events: [...new Set(fields.events)],
      secretEncrypted: encryptSecret(signingSecret, ctx.config.encryptionKey),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await audit(ctx, user, 'webhookEndpointCreated', { endpointId: endpoint.id, apiClientId: client.id, url: endpoint.url });
  return { endpoint, signingSecret };
}

async function ownedEndpoint(ctx: ApiContext, businessId: string, id: string) {
  const [row] = isUuid(id) ? await ctx.db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.businessId, businessId))) : [];
  if (!row) throw notFound('Webhook endpoint');
  return row;
}

export async function removeWebhookEndpoint(ctx: ApiContext, id: string): Promise<boolean> {
  const { user, businessId } = await requireApiKeysAccess(ctx, { change: true });
  const endpoint = await ownedEndpoint(ctx, businessId, id);
  await ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  await audit(ctx, user, 'webhookEndpointRemoved', { endpointId: endpoint.id, apiClientId: endpoint.apiClientId, url: endpoint.url });
  return true;
}

export async function endpointsOf(db: Database, clientIds: string[]) {
  if (!clientIds.length) return [];
  return db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.apiClientId, clientIds)).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function deliveriesOf(db: Database, endpointId: string, limit: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.seq))
    .limit(Math.min(Math.max(limit, 1), 100));
}

/** Queues a delivery again with the same webhook-id (receivers deduplicate on it), with a fresh 3-day window. */
export async function resendWebhookDelivery(ctx: ApiContext, id: string) {
  const { user, businessId } = await requireApiKeysAccess(ctx, { change: true });
  const [found] = isUuid(id)
    ? await ctx.db
        .select({ delivery: webhookDeliveries })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.businessId, businessId)))
    : [];
  if (!found) throw notFound('Webhook delivery');
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', giveUpAt: new Date(now.getTime() + 3 * 86_400_000), lastError: null })
      .where(eq(webhookDeliveries.id, found.delivery.id))
      .returning();
    // A queued job of this delivery is already there unless it finished: then queue a new one.
    const [queued] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, WEBHOOK_JOB), eq(jobs.status, 'queued'), eq(jobs.payload, { deliveryId: updated.id })))
      .limit(1);
    if (queued) await tx.update(jobs).set({ runAt: now }).where(eq(jobs.id, queued.id));
    else await tx.insert(jobs).values({ kind: WEBHOOK_JOB, payload: { deliveryId: updated.id }, runAt: now, maxAttempts: WEBHOOK_JOB_MAX_ATTEMPTS, createdAt: now });
    return updated;
  });
  await audit(ctx, user, 'webhookDeliveryResent', { deliveryId: row.id, endpointId: row.endpointId });
  return row;
}
