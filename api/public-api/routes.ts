/**
 * The public API v1 route table: each route's zod schemas (validation and OpenAPI from one source) and its handler.
 * Handlers call the same services as the GraphQL resolvers (createPayment, cancelPayment) and see only the
 * client's own business: another business's record answers 404, as an unknown one does. The API product is checked
 * with the token on every request (oauth.ts); idempotent handlers run inside their key's transaction (router.ts).
 */
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { consumers, payments, vendors, type ApiClientRow, type PaymentRow, type UserRow } from '../db/schema';
import { decryptSecret } from '../lib/crypto';
import { collectPayments, changePayoutAccount, vendorNameTaken, businessProducts, cancelPayment, createPayment, paymentSystemOf, vendorDestination, paymentResource, PUBLIC_STATUS } from '../modules/payments';
import { instantConnectorFor } from '../rails/instant/rail';
import { ProblemError } from './problem';
import type { RouteContext } from './types';
import * as s from './schemas';
import { afterCursor, decodeCursor, page } from './pagination';
import { businessSettings, consumerView, notFound, ownPayment, vendorViews, withHistory } from './resources';

export interface RouteResponse {
  description: string;
  schema?: z.ZodTypeAny;
}

export interface PublicRoute {
  method: 'get' | 'post';
  /** Under /api/v1, OpenAPI style: /payments/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: 'Payments' | 'Vendors' | 'Consumers' | 'Collections';
  params?: z.ZodTypeAny;
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  /** POSTs that take an Idempotency-Key header (required). */
  idempotent?: z.ZodTypeAny;
  responses: Record<number, RouteResponse>;
  /** params, query and body arrive parsed by the route's schemas; each handler reads them as its schema's type. */
  handler(input: { params: { id: string }; query: unknown; body: unknown } & RouteContext): Promise<{ status: number; body: unknown }>;
}

const ON_DEMAND = 'OnDemandPayments';

async function requireProduct(ctx: RouteContext, product: string) {
  if (!(await businessProducts(ctx.deps.db, ctx.client.businessId)).includes(product)) {
    throw new ProblemError(ErrorCodes.forbidden, `The business does not hold the ${product} product`);
  }
}

/** Payment idempotency keys of API clients live in their own namespace, so they never meet the web's. */
const paymentKey = (client: ApiClientRow, key: string) => `api:${client.id}:${key}`;

/**
 * The payment this request's key already made, if any: a request taken over from a process that died after paying
 * and before answering (api/public-api/idempotency.ts) answers with that payment instead of paying again.
 */
async function paymentMadeUnderKey(ctx: RouteContext): Promise<PaymentRow | undefined> {
  const [row] = await ctx.deps.db.select().from(payments).where(and(eq(payments.businessId, ctx.client.businessId), eq(payments.idempotencyKey, paymentKey(ctx.client, ctx.idempotencyKey!))));
  return row;
}

/** An actor for the engine's audit texts ("Canceled by …"): the API client, not a person. */
const clientActor = (client: ApiClientRow) => ({ id: client.id, email: `API client ${client.name} (${client.clientId})` }) as UserRow;

/** A route's problem answers: its own, and those the router gives on every route (401; 403 once the business loses the API product; 429). */
const problems = (...own: number[]): Record<number, RouteResponse> => {
  const statuses = [...new Set([...own, 401, 403, 429])];
  const text: Record<number, string> = {
    400: 'Validation failed (type validationAPIError)',
    401: 'Missing, invalid or expired access token',
    403: 'The business does not hold the product (the API product on every route)',
    404: 'Not found, or not this business’s',
    409: 'Idempotency-Key reused with another request, or still in progress',
    429: 'Rate limit reached: see Retry-After',
  };
  return Object.fromEntries(statuses.map((st) => [st, { description: text[st], schema: s.Problem }]));
};

const STATUS_TO_DB = Object.fromEntries(Object.entries(PUBLIC_STATUS).map(([db, pub]) => [pub, db])) as Record<string, PaymentRow['status']>;

export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    method: 'post',
    path: '/payments',
    operationId: 'createPayment',
    tag: 'Payments',
    summary: 'Pay a vendor',
    description:
      'Creates an `api` payment to one of your vendors, through the same approvals and processing calendar as every payment. Send an Idempotency-Key: the same key with the same body replays the first answer; the same key with another body is 409.',
    body: s.CreatePaymentBody,
    idempotent: s.IdempotencyHeaders,
    responses: { 201: { description: 'The payment was created', schema: s.PaymentWithHistory }, ...problems(400, 401, 403, 404, 409, 429) },
    async handler(ctx) {
      const made = await paymentMadeUnderKey(ctx);
      if (made) return { status: 201, body: await withHistory(ctx, made) };
      const body = ctx.body as z.infer<typeof s.CreatePaymentBody>;
      const { db, config } = ctx.deps;
      const [vendor] = await db.select().from(vendors).where(and(eq(vendors.id, body.vendorId), eq(vendors.businessId, ctx.client.businessId)));
      if (!vendor) throw notFound('Vendor');
      const destination = await vendorDestination(db, vendor.id);
      if (!destination) throw new ProblemError(ErrorCodes.validation, 'The vendor has no bank account yet', { vendorId: 'The vendor has no bank account yet' });
      const row = await createPayment(
        db,
        config.encryptionKey,
        {
          businessId: ctx.client.businessId,
          kind: 'api',
          amount: body.amount,
          idempotencyKey: paymentKey(ctx.client, ctx.idempotencyKey!),
          vendorId: vendor.id,
          description: body.description ?? null,
          referenceNumber: body.referenceNumber ?? null,
          destination: { ...destination, accountNumber: decryptSecret(destination.encrypted, config.encryptionKey) },
          bank: paymentSystemOf(await businessSettings(ctx)),
          createdByUserId: null,
          dueDate: body.dueDate ?? null,
          sameDayAch: body.sameDayAch ?? false,
        },
        ctx.deps.clock(),
      );
      return { status: 201, body: await withHistory(ctx, row) };
    },
  },
  {
    method: 'get',
    path: '/payments',
    operationId: 'listPayments',
    tag: 'Payments',
    summary: 'List payments',
    description: 'Every payment of your business (all kinds), newest first, with filters; page with `cursor`.',
    query: s.PaymentListQuery,
    responses: { 200: { description: 'A page of payments', schema: s.PaymentList }, ...problems(400, 401, 429) },
    async handler(ctx) {
      const q = ctx.query as z.infer<typeof s.PaymentListQuery>;
      const where = [
        eq(payments.businessId, ctx.client.businessId),
        q.status ? eq(payments.status, STATUS_TO_DB[q.status]) : undefined,
        q.kind ? eq(payments.kind, q.kind) : undefined,
        q.vendorId ? eq(payments.vendorId, q.vendorId) : undefined,
        q.createdFrom ? gte(payments.createdAt, new Date(q.createdFrom)) : undefined,
        q.createdTo ? lt(payments.createdAt, new Date(q.createdTo)) : undefined,
        afterCursor(payments, decodeCursor(q.cursor)),
      ];
      const rows = await ctx.deps.db
        .select()
        .from(payments)
        .where(and(...where))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(q.limit + 1);
      return { status: 200, body: page(rows, q.limit, paymentResource) };
    },
  },
  {
    method: 'get',
    path: '/payments/{id}',
    operationId: 'getPayment',
    tag: 'Payments',
    summary: 'Get a payment with its status history',
    params: s.IdParams,
    responses: { 200: { description: 'The payment', schema: s.PaymentWithHistory }, ...problems(400, 401, 404, 429) },
    async handler(ctx) {
      return { status: 200, body: await withHistory(ctx, await ownPayment(ctx, ctx.params.id)) };
    },
  },
  {
    method: 'post',
    path: '/payments/{id}/cancel',
    operationId: 'cancelPayment',
    tag: 'Payments',
    summary: 'Cancel a payment before processing',
    description: 'Only a payment that is pending approval or scheduled can be canceled.',
    params: s.IdParams,
    responses: { 200: { description: 'The canceled payment', schema: s.PaymentWithHistory }, ...problems(400, 401, 404, 429) },
    async handler(ctx) {
      const owned = await ownPayment(ctx, ctx.params.id);
      const row = await cancelPayment(ctx.deps.db, clientActor(ctx.client), { businessId: ctx.client.businessId, isOwner: false, hasRights: true, employeeId: null }, owned.id, ctx.deps.clock());
      return { status: 200, body: await withHistory(ctx, row) };
    },
  },
  {
    method: 'get',
    path: '/vendors',
    operationId: 'listVendors',
    tag: 'Vendors',
    summary: 'List vendors',
    query: s.ListQuery,
    responses: { 200: { description: 'A page of vendors', schema: s.VendorList }, ...problems(400, 401, 429) },
    async handler(ctx) {
      const q = ctx.query as z.infer<typeof s.ListQuery>;
      const rows = await ctx.deps.db
        .select()
        .from(vendors)
        .where(and(eq(vendors.businessId, ctx.client.businessId), afterCursor(vendors, decodeCursor(q.cursor))))
        .orderBy(desc(vendors.createdAt), desc(vendors.id))
        .limit(q.limit + 1);
      const listed = page(rows, q.limit, (v) => v);
      return { status: 200, body: { ...listed, data: await vendorViews(ctx, listed.data) } };
    },
  },
  {
    method: 'post',
    path: '/vendors',
    operationId: 'createVendor',
    tag: 'Vendors',
    summary: 'Create a vendor with bank details',
    description: 'The account number is stored encrypted; answers show its last four characters only.',
    body: s.CreateVendorBody,
    idempotent: s.IdempotencyHeaders,
    responses: { 201: { description: 'The vendor was created', schema: s.Vendor }, ...problems(400, 401, 409, 429) },
    async handler(ctx) {
      const body = ctx.body as z.infer<typeof s.CreateVendorBody>;
      const { db, config } = ctx.deps;
      const now = ctx.deps.clock();
      const taken = () => new ProblemError(ErrorCodes.validation, Messages.duplicateName, { name: Messages.duplicateName });
      // The same rule as the web's: a name the business has in any letter case is taken.
      if (await vendorNameTaken(db, ctx.client.businessId, body.name)) throw taken();
      const vendor = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(vendors)
          .values({ businessId: ctx.client.businessId, name: body.name, description: body.description ?? null, address: body.address ?? null, address2: body.address2 ?? null, city: body.city ?? null, state: body.state ?? null, zipcode: body.zipcode ?? null, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!row) throw taken();
        const actor = { system: clientActor(ctx.client).email };
        await changePayoutAccount(tx, { party: { vendorId: row.id }, account: body.bankAccount, actor, newParty: true, key: config.encryptionKey, now });
        return row;
      });
      return { status: 201, body: (await vendorViews(ctx, [vendor]))[0] };
    },
  },
  {
    method: 'get',
    path: '/vendors/{id}',
    operationId: 'getVendor',
    tag: 'Vendors',
    summary: 'Get a vendor',
    params: s.IdParams,
    responses: { 200: { description: 'The vendor', schema: s.Vendor }, ...problems(400, 401, 404, 429) },
    async handler(ctx) {
      const [row] = await ctx.deps.db.select().from(vendors).where(and(eq(vendors.id, ctx.params.id), eq(vendors.businessId, ctx.client.businessId)));
      if (!row) throw notFound('Vendor');
      return { status: 200, body: (await vendorViews(ctx, [row]))[0] };
    },
  },
  {
    method: 'get',
    path: '/consumers',
    operationId: 'listConsumers',
    tag: 'Consumers',
    summary: 'List consumers (OnDemandPayments)',
    query: s.ListQuery,
    responses: { 200: { description: 'A page of consumers', schema: s.ConsumerList }, ...problems(400, 401, 403, 429) },
    async handler(ctx) {
      await requireProduct(ctx, ON_DEMAND);
      const q = ctx.query as z.infer<typeof s.ListQuery>;
      const rows = await ctx.deps.db
        .select()
        .from(consumers)
        .where(and(eq(consumers.businessId, ctx.client.businessId), afterCursor(consumers, decodeCursor(q.cursor))))
        .orderBy(desc(consumers.createdAt), desc(consumers.id))
        .limit(q.limit + 1);
      return { status: 200, body: page(rows, q.limit, consumerView) };
    },
  },
  {
    method: 'get',
    path: '/consumers/{id}',
    operationId: 'getConsumer',
    tag: 'Consumers',
    summary: 'Get a consumer (OnDemandPayments)',
    params: s.IdParams,
    responses: { 200: { description: 'The consumer', schema: s.Consumer }, ...problems(400, 401, 403, 404, 429) },
    async handler(ctx) {
      await requireProduct(ctx, ON_DEMAND);
      const [row] = await ctx.deps.db.select().from(consumers).where(and(eq(consumers.id, ctx.params.id), eq(consumers.businessId, ctx.client.businessId)));
      if (!row) throw notFound('Consumer');
      return { status: 200, body: consumerView(row) };
    },
  },
  {
    method: 'post',
    path: '/send-funds-to-customer',
    operationId: 'sendFundsToCustomer',
    tag: 'Consumers',
    summary: 'Send funds to a consumer (OnDemandPayments)',
    description: 'Pays a consumer who completed registration with bank details, by ACH (spec §7 sendFundsToCustomer).',
    body: s.SendFundsBody,
    idempotent: s.IdempotencyHeaders,
    responses: { 201: { description: 'The payment was created', schema: s.PaymentWithHistory }, ...problems(400, 401, 403, 404, 409, 429) },
    async handler(ctx) {
      await requireProduct(ctx, ON_DEMAND);
      const made = await paymentMadeUnderKey(ctx);
      if (made) return { status: 201, body: await withHistory(ctx, made) };
      const body = ctx.body as z.infer<typeof s.SendFundsBody>;
      const { db, config } = ctx.deps;
      const [consumer] = await db.select().from(consumers).where(and(eq(consumers.id, body.consumerId), eq(consumers.businessId, ctx.client.businessId)));
      if (!consumer) throw notFound('Consumer');
      if (consumer.registrationStatus !== 'completed' || !consumer.accountNumberEncrypted || !consumer.routingNumber) {
        throw new ProblemError(ErrorCodes.validation, 'The consumer has not completed registration with bank details', { consumerId: 'The consumer has no bank details yet' });
      }
      const row = await createPayment(
        db,
        config.encryptionKey,
        {
          businessId: ctx.client.businessId,
          kind: 'onDemand',
          amount: body.amount,
          idempotencyKey: paymentKey(ctx.client, ctx.idempotencyKey!),
          consumerId: consumer.id,
          description: body.description ?? null,
          referenceNumber: body.referenceNumber ?? null,
          destination: {
            bankName: consumer.bankName,
            routingNumber: consumer.routingNumber,
            accountNumber: decryptSecret(consumer.accountNumberEncrypted, config.encryptionKey),
            accountHolderName: consumer.accountHolderName ?? `${consumer.firstName} ${consumer.lastName}`,
            accountType: consumer.accountType,
          },
          bank: paymentSystemOf(await businessSettings(ctx)),
          createdByUserId: null,
        },
        ctx.deps.clock(),
      );
      return { status: 201, body: await withHistory(ctx, row) };
    },
  },
  {
    method: 'post',
    path: '/collections',
    operationId: 'collectPayments',
    tag: 'Collections',
    summary: 'Collect from consumers and customer businesses',
    description:
      'Takes money from enabled consumers (InstantCollection) and connected customer businesses (InstantCollectionForCustomer), one collection per item, by the same rules as the web: a consumer who is not enabled is refused, a customer without an accepted connection answers "Business is not connected.", and when any item is refused none is collected. Each payer gets an e-mail receipt when the collection settles. Send an Idempotency-Key: a retry replays the first answer.',
    body: s.CollectBody,
    idempotent: s.IdempotencyHeaders,
    responses: { 201: { description: 'The collections were created', schema: s.CollectionList }, ...problems(400, 401, 403, 409, 429) },
    async handler(ctx) {
      const body = ctx.body as z.infer<typeof s.CollectBody>;
      const result = await collectPayments(
        ctx.deps.db,
        ctx.deps.config.encryptionKey,
        { kind: 'apiClient', businessId: ctx.client.businessId, clientId: ctx.client.id },
        { idempotencyKey: paymentKey(ctx.client, ctx.idempotencyKey!), items: body.items },
        ctx.deps.clock(),
        instantConnectorFor(ctx.deps.config.appEnv),
      );
      return { status: 201, body: { object: 'list', data: result.payments.map(paymentResource) } };
    },
  },
];
