/** REST routes of the payments engine: POST /rest/sendFundsToCustomer (spec §7) and GET /rest/ach-files/:id (admin download). */
import { eq } from 'drizzle-orm';
import type { GraphQLError } from 'graphql';
import { ErrorCodes } from '../../../domain/errors';
import { findInputProblem } from '../../../domain/input-limits';
import { Messages } from '../../../domain/messages';
import { Roles } from '../../../domain/roles';
import { achFiles, businesses, consumers, payments } from '../../db/schema';
import { createContext } from '../../graphql/context';
import { jsonResponse } from '../../http/request';
import type { RestDeps, RestHandler } from '../../http/rest';
import { decryptSecret } from '../../lib/crypto';
import { isUuid } from '../../lib/ids';
import { loadBusinessScope } from '../../graphql/access';
import { holdsProduct, ON_DEMAND_PRODUCT } from './consumers';
import { createPayment } from './service';
import { openAchFile } from '../../rails/ach-file-store';
import { sandboxReturnFileFor } from '../../rails/sandbox-bank';
import { instantRouteFor } from '../../rails/instant/directory';
import { instantConnectorFor } from '../../rails/instant/rail';
import { submitPaymentNow } from './processing/submit';


/** The handler for a REST path and method, or null when the path is not a payments REST route. */
export function matchPaymentsRest(pathname: string): RestHandler | null {
  if (pathname === '/rest/sendFundsToCustomer') return sendFundsToCustomer;
  const file = pathname.match(/^\/rest\/ach-files\/([^/]+)$/);
  if (file) return (request, deps) => downloadAchFile(request, deps, file[1]);
  const response = pathname.match(/^\/rest\/ach-files\/([^/]+)\/sandbox-response$/);
  if (response) return (request, deps) => downloadAchFile(request, deps, response[1], true);
  return null;
}

function codeOf(error: unknown): string | undefined {
  return (error as GraphQLError)?.extensions?.code as string | undefined;
}

async function viewerOf(request: Request, deps: RestDeps) {
  const ctx = createContext({ ...deps, authorization: request.headers.get('authorization') });
  try {
    return { user: (await ctx.viewer()).user };
  } catch (error) {
    const code = codeOf(error);
    if (!code) throw error;
    return { denied: jsonResponse(401, { error: (error as Error).message, code }) };
  }
}

/**
 * An ACH file we wrote, or (`sandboxResponse`, local, dev and demo only) the return / NOC file the sandbox bank sends
 * back for it (404 when none of its entries draws one), which the admin uploads on the ACH returns page.
 */
async function downloadAchFile(request: Request, deps: RestDeps, id: string, sandboxResponse = false): Promise<Response> {
  if (request.method !== 'GET') return jsonResponse(405, { error: 'Method not allowed' }, { allow: 'GET' });
  const who = await viewerOf(request, deps);
  if (who.denied) return who.denied;
  if (who.user.role !== Roles.admin) return jsonResponse(403, { error: 'You do not have access to this resource', code: ErrorCodes.forbidden });
  const [file] = isUuid(id) ? await deps.db.select().from(achFiles).where(eq(achFiles.id, id)) : [];
  if (!file) return jsonResponse(404, { error: 'ACH file not found', code: ErrorCodes.notFound });
  const content = openAchFile(file.content, deps.config.encryptionKey);
  if (sandboxResponse) {
    const answer = sandboxReturnFileFor(deps.config.appEnv)?.(content, deps.clock()) ?? null;
    if (!answer) return jsonResponse(404, { error: 'The sandbox bank sends nothing back for this file', code: ErrorCodes.notFound });
    return new Response(answer, {
      status: 200,
      headers: { 'content-type': 'text/plain; charset=us-ascii', 'content-disposition': `attachment; filename="${file.fileName.replace(/\.[^.]*$/, '')}-returns.ach"` },
    });
  }
  return new Response(content, {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=us-ascii', 'content-disposition': `attachment; filename="${file.fileName}"` },
  });
}

/** Submits an instant payment at once and reads back where it stands (settled, rejected, or awaiting the network). */
async function submitNow(deps: RestDeps, paymentId: string) {
  await submitPaymentNow(deps.db, paymentId, { at: deps.clock(), encryptionKey: deps.config.encryptionKey, appEnv: deps.config.appEnv, workerId: `instant-${deps.requestId}` });
  const [row] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

interface SendFundsBody {
  consumerId?: unknown;
  amount?: unknown;
  description?: unknown;
  referenceNumber?: unknown;
  needACHConfirmation?: unknown;
  isACHPayment?: unknown;
}

const fail = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  jsonResponse(status, { paymentError: true, message, needACHConfirmation: false, ...extra });

/**
 * Pays a consumer of the caller's business. Body (spec §7): consumerId, amount in cents, optional description and
 * referenceNumber, needACHConfirmation, isACHPayment; the Idempotency-Key header is required. Without isACHPayment
 * the payment goes instantly when the participant directory reaches the consumer's bank within its limit
 * (decision 069); otherwise a caller asking to confirm ACH first gets needACHConfirmation: true and nothing is sent,
 * and isACHPayment: true (or no confirmation wanted) sends by ACH.
 */
async function sendFundsToCustomer(request: Request, deps: RestDeps): Promise<Response> {
  if (request.method !== 'POST') return jsonResponse(405, { error: 'Method not allowed' }, { allow: 'POST' });
  const who = await viewerOf(request, deps);
  if (who.denied) return who.denied;
  const { user } = who;
  if (user.role !== Roles.owner && user.role !== Roles.employee) return fail(403, 'You do not have access to this resource', { code: ErrorCodes.forbidden });
  const scope = await loadBusinessScope(deps.db, user);
  // Paying consumers on demand is the OnDemandPayments product's: a business without it pays nobody this way.
  if (!scope.businessId || !(await holdsProduct(deps.db, scope.businessId, ON_DEMAND_PRODUCT))) {
    return fail(403, Messages.productNotHeld(ON_DEMAND_PRODUCT), { code: ErrorCodes.forbidden });
  }
  let body: SendFundsBody;
  try {
    body = (await request.json()) as SendFundsBody;
  } catch {
    return fail(400, Messages.formIncorrect, { code: ErrorCodes.validation });
  }
  const tooBig = findInputProblem(body);
  if (tooBig) return fail(400, tooBig.message, { code: ErrorCodes.validation });
  const idempotencyKey = request.headers.get('idempotency-key')?.trim();
  const errors: Record<string, string> = {};
  if (!idempotencyKey || idempotencyKey.length > 200) errors.idempotencyKey = 'The Idempotency-Key header is required (1 to 200 characters)';
  if (typeof body?.consumerId !== 'string' || !body.consumerId) errors.consumerId = Messages.required;
  if (typeof body?.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0) errors.amount = 'Amount must be a whole number of cents above 0';
  if (body?.description !== undefined && body.description !== null && typeof body.description !== 'string') errors.description = 'Description must be text';
  if (body?.referenceNumber !== undefined && body.referenceNumber !== null && typeof body.referenceNumber !== 'string') errors.referenceNumber = 'Reference number must be text';
  if (Object.keys(errors).length) return fail(400, Messages.formIncorrect, { code: ErrorCodes.validation, fieldErrors: errors });

  const consumerId = body.consumerId as string;
  const [consumer] = isUuid(consumerId) ? await deps.db.select().from(consumers).where(eq(consumers.id, consumerId)) : [];
  // Another business's consumer answers like an unknown one.
  if (!consumer || consumer.businessId !== scope.businessId) return fail(404, 'Consumer not found', { code: ErrorCodes.notFound });
  if (consumer.registrationStatus !== 'completed' || !consumer.accountNumberEncrypted || !consumer.routingNumber) {
    return fail(422, 'The consumer has not completed registration with bank details', { code: ErrorCodes.validation });
  }
  // Instant when the receiver's bank is reachable instantly and the amount within its limit (decision 069);
  // otherwise the spec's ACH confirmation, or ACH outright when the caller asked for it.
  const connector = body.isACHPayment === true ? null : instantConnectorFor(deps.config.appEnv);
  const route = connector ? await instantRouteFor(deps.db, consumer.routingNumber, body.amount as number) : null;
  const instantNetwork = route?.instant ? route.network : null;
  if (!instantNetwork && body.isACHPayment !== true && body.needACHConfirmation === true) {
    return jsonResponse(200, {
      paymentError: false,
      message: 'Instant payment is not available for this consumer. Confirm to send the payment by ACH.',
      needACHConfirmation: true,
    });
  }
  const [biz] = await deps.db.select({ settings: businesses.paymentSettings }).from(businesses).where(eq(businesses.id, consumer.businessId));
  const systems = (biz?.settings as { connectedPaymentSystems?: unknown }).connectedPaymentSystems;
  try {
    const payment = await createPayment(
      deps.db,
      deps.config.encryptionKey,
      {
        businessId: consumer.businessId,
        kind: 'onDemand',
        amount: body.amount as number,
        idempotencyKey: idempotencyKey!,
        consumerId: consumer.id,
        description: (body.description as string | undefined) ?? null,
        referenceNumber: (body.referenceNumber as string | undefined) ?? null,
        destination: {
          bankName: consumer.bankName,
          routingNumber: consumer.routingNumber,
          accountNumber: decryptSecret(consumer.accountNumberEncrypted, deps.config.encryptionKey),
          accountHolderName: consumer.accountHolderName ?? `${consumer.firstName} ${consumer.lastName}`,
          accountType: consumer.accountType,
        },
        bank: Array.isArray(systems) && typeof systems[0] === 'string' ? systems[0] : null,
        createdByUserId: user.id,
        instantNetwork,
      },
      deps.clock(),
    );
    // Instant means now: the transfer is sent within the request, through the same job code as the cycle.
    const sent = instantNetwork ? await submitNow(deps, payment.id) : payment;
    return jsonResponse(200, {
      paymentError: false,
      message: 'Payment initiated',
      needACHConfirmation: false,
      purchaseId: sent.purchaseId,
      paymentTransactionId: sent.paymentTransactionId,
      status: sent.status,
      instantNetwork: sent.instantNetwork,
    });
  } catch (error) {
    const code = codeOf(error);
    if (code === ErrorCodes.requestDuplicated) return fail(409, (error as Error).message, { code });
    if (code === ErrorCodes.validation) return fail(400, (error as Error).message, { code, fieldErrors: (error as GraphQLError).extensions.fieldErrors });
    throw error;
  }
}
