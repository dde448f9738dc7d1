/**
 * The API side of the setup-page gate (spec §4, decision 007): setup, profile and configuration changes need
 * a fresh setup verification when MFA is on, the role requires it (owners and employees only once their
 * business is registered) and `setupExpiredAt` has passed. The rule itself is domain/mfa.ts's
 * `needsSetupVerification`, the same one the web's guard applies.
 */
import { eq } from 'drizzle-orm';
import { needsSetupVerification } from '../../domain/mfa';
import { businesses } from '../db/schema';
import type { ApiContext } from './context';
import { apiError } from '../lib/errors';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { callerWithScope } from './access';

/** `extensions.reason` of the forbidden error, so the web can send the caller to the verification dialog. */
export const SETUP_VERIFICATION_REQUIRED = 'setupVerificationRequired';

export const setupVerificationRequired = () =>
  apiError(ErrorCodes.forbidden, Messages.setupVerificationRequired, { reason: SETUP_VERIFICATION_REQUIRED });

/** Throws forbiddenAPIError (reason setupVerificationRequired) unless the caller may change setup now. */
export async function requireSetupAccess(ctx: ApiContext): Promise<void> {
  const { user } = await ctx.viewer();
  if (!user.mfaEnabled) return;
  const now = ctx.clock();
  const scope = (await callerWithScope(ctx)).scope;
  let isBusinessRegistered = false;
  if (scope.businessId) {
    const [business] = await ctx.db
      .select({ registrationDate: businesses.registrationDate })
      .from(businesses)
      .where(eq(businesses.id, scope.businessId))
      .limit(1);
    isBusinessRegistered = Boolean(business?.registrationDate && business.registrationDate.getTime() <= now.getTime());
  }
  const needed = needsSetupVerification({
    isMFA: user.mfaEnabled,
    role: user.role,
    isBusinessRegistered,
    setupExpiredAt: user.setupExpiredAt,
    now,
  });
  if (needed) throw setupVerificationRequired();
}

/**
 * Every mutation that changes where money goes or who can move it (bank accounts, payment systems, consumers, API
 * clients, users and rights, approval settings) needs a fresh setup verification, whatever page or client calls it.
 * The services apply this one rule to the listed Mutation fields of every endpoint
 * (withSetupGate, in api/app.ts), before the resolver runs; tests/api/setup-gate.test.ts checks each of them.
 * A new mutation of that kind is added here.
 */
export const SETUP_GATED_MUTATIONS = [
  // bank accounts
  'setBusinessBankAccount',
  'setVendorBankAccount',
  'changeVendorPayoutAccount',
  // vendors (a vendor added by hand comes with the account it is paid into)
  'createVendor',
  // payment systems (bank credentials)
  'updateBankCredentials',
  'updateWellsFargoSettings',
  // consumers (their bank details receive on-demand payments)
  'createConsumer',
  // approval settings
  'setPaymentsApproval',
  // limits on consumer debits and how consumers' accounts are validated (decision 052)
  'updateConsumerDebitSettings',
  // accounting systems, whose bills become payments
  'connectAccountingSystem',
  'disconnectAccountingSystem',
  'updateAcumaticaSettings',
  // a link to another vendor changes where a payee's bills are paid
  'linkPayee',
  'unlinkPayee',
  // users and rights (who can move money)
  'employeeConnection',
  'createBusinessEmployee',
  'updateBusinessEmployee',
  'updateConnection',
  'connectionInvitationLink',
  'removeConnection',
  // API clients and where their webhooks go
  'createApiClient',
  'updateApiClient',
  'rotateApiClientSecret',
  'removeApiClient',
  'createWebhookEndpoint',
  'removeWebhookEndpoint',
  // the bank's notifications of change correct receivers' bank details
  'uploadAchReturnFile',
  // the rail a business's payments leave through (admin; also refused without MFA on, decision 067)
  'setBusinessRail',
  // where the ACH files go, and the bank server's pinned key (admin; also refused without MFA on, decision 066)
  'setAchFileChannel',
  // an undelivered ACH file canceled fails its payments (admin; also refused without MFA on, decision 118)
  'cancelAchFileDelivery',
  // a processing cycle run by hand, possibly as of a later time (admin, local/dev/demo only, decision 086)
  'runProcessingCycle',
] as const;

type Resolver = (parent: unknown, args: unknown, ctx: ApiContext, info: unknown) => unknown;

/** Wraps the listed Mutation resolvers of one endpoint's resolver map with requireSetupAccess. */
export function withSetupGate<T extends Record<string, unknown>>(resolvers: T, gated: readonly string[] = SETUP_GATED_MUTATIONS): T {
  const mutations = resolvers.Mutation as Record<string, Resolver> | undefined;
  if (!mutations) return resolvers;
  const wrapped: Record<string, Resolver> = { ...mutations };
  for (const name of gated) {
    const resolve = mutations[name];
    if (!resolve) continue;
    wrapped[name] = async (parent, args, ctx, info) => {
      await requireSetupAccess(ctx);
      return resolve(parent, args, ctx, info);
    };
  }
  return { ...resolvers, Mutation: wrapped };
}
