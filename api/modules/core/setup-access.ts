/**
 * The API side of the setup-page gate (spec §4, decision 007): setup, profile and configuration changes need
 * a fresh setup verification when MFA is on, the role requires it (owners and employees only once their
 * business is registered) and `setupExpiredAt` has passed. The rule itself is domain/mfa.ts's
 * `needsSetupVerification`, the same one the web's guard applies.
 */
import { eq } from 'drizzle-orm';
import { needsSetupVerification } from '../../../domain/mfa';
import { businesses } from '../../db/schema';
import type { ApiContext } from '../../graphql/context';
import { apiError } from '../../lib/errors';
import { ErrorCodes } from '../../../domain/errors';
import { loadBusinessScope } from './access';

/** `extensions.reason` of the forbidden error, so the web can send the caller to the verification dialog. */
export const SETUP_VERIFICATION_REQUIRED = 'setupVerificationRequired';

export const setupVerificationRequired = () =>
  apiError(ErrorCodes.forbidden, 'Setup verification required', { reason: SETUP_VERIFICATION_REQUIRED });

/** Throws forbiddenAPIError (reason setupVerificationRequired) unless the caller may change setup now. */
export async function requireSetupAccess(ctx: ApiContext): Promise<void> {
  const { user } = await ctx.viewer();
  if (!user.mfaEnabled) return;
  const now = ctx.clock();
  const scope = await loadBusinessScope(ctx.db, user);
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
