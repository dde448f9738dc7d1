/** Resolvers of the MFA and password-reset operations of the auth SDL. */
import { eq } from 'drizzle-orm';
import { isDevelopmentLike } from '../../../domain/environment';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import { isConfirmType, isMfaPreference, type MfaPreference } from '../../../domain/mfa';
import { SETUP_MFA_ACCESS_MS } from '../../../domain/timings';
import { businesses, users, type UserRow } from '../../db/schema';
import { viewerTimeZone } from '../../../domain/dates';
import { loadBusinessScope } from '../../graphql/access';
import type { ApiContext } from '../../graphql/context';
import { writeAudit } from '../../db/audit';
import { iso } from '../../lib/dates';
import { apiError, userDisabled, userNotExist, validationError } from '../../lib/errors';
import { claimMfaPhone } from './mfa-phone';
import { confirmCode, forgetTrustedBrowsers, pendingSignInCompleted, preferenceOf, sendCode, trustBrowser, verifyPendingSignIn, type CodePurpose } from './mfa';
import { transportsFor } from '../notifications';
import { checkResetToken, requestPasswordReset, resetPassword } from './reset';
import { findUserById, issuePair } from './service';
import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/auth';

const deps = (ctx: ApiContext) => ({
  db: ctx.db,
  secret: ctx.config.accessTokenSecret,
  now: ctx.clock(),
  address: ctx.address,
  transports: transportsFor(ctx.config),
  readableOutbox: isDevelopmentLike(ctx.config.appEnv),
});
const resetDeps = (ctx: ApiContext) => ({ db: ctx.db, now: ctx.clock(), address: ctx.address, webPublicUrl: ctx.webPublicUrl });

async function pendingUser(ctx: ApiContext, mfaToken: string) {
  const pending = await verifyPendingSignIn(mfaToken, ctx.config.accessTokenSecret, ctx.clock());
  // Single use: once a code of this pending sign-in was confirmed, the token opens nothing more.
  if (await pendingSignInCompleted(ctx.db, pending.pendingId)) throw apiError(ErrorCodes.mfaSignInExpired, Messages.signInExpired);
  const user = await findUserById(ctx.db, pending.userId);
  if (!user) throw userNotExist();
  if (!user.enabled) throw userDisabled(user);
  return { user, pendingId: pending.pendingId };
}

function purposeOf(confirmType: string | null | undefined, hasMfaToken: boolean): CodePurpose {
  const type = confirmType ?? (hasMfaToken ? 'authorization' : 'setup');
  if (!isConfirmType(type)) throw validationError('Unknown confirmType', { confirmType: 'Unknown confirmType' });
  if (type === 'phoneNumber') return 'mfaPreference';
  return type;
}

/** The zone the user reads times in once signed in (decision 032), for a code's expiry shown before sign-in completes. */
async function timeZoneOf(ctx: ApiContext, user: UserRow): Promise<string> {
  const scope = await loadBusinessScope(ctx.db, user);
  const [business] = scope.businessId ? await ctx.db.select({ zone: businesses.paymentTimeZone }).from(businesses).where(eq(businesses.id, scope.businessId)).limit(1) : [];
  return viewerTimeZone({ role: user.role, businessTimeZone: business?.zone, profileTimeZone: user.timeZone });
}

export const mfaQueries = {
  checkResetToken: async (_, { input }, ctx) => checkResetToken(resetDeps(ctx), input.token),
} satisfies QueryResolvers;

export const mfaMutations = {
  initMFAVerification: async (_, { input }, ctx) => {
    const purpose = purposeOf(input.confirmType, Boolean(input.mfaToken));
    let result;
    let zoneUser: UserRow;
    if (purpose === 'authorization') {
      if (!input.mfaToken) throw apiError(ErrorCodes.mfaSignInExpired, Messages.signInExpired);
      const { user, pendingId } = await pendingUser(ctx, input.mfaToken);
      zoneUser = user;
      result = await sendCode(deps(ctx), { user, purpose, preference: preferenceOf(user), pendingId });
    } else {
      const { user } = await ctx.viewer();
      zoneUser = user;
      let preference: MfaPreference;
      if (purpose === 'setup') {
        if (!user.mfaEnabled) throw validationError('Multi-factor authentication is off');
        preference = preferenceOf(user);
      } else {
        if (!isMfaPreference(input.mfaPreference)) throw validationError('Choose email or phoneNumber', { mfaPreference: 'Choose email or phoneNumber' });
        preference = input.mfaPreference;
      }
      result = await sendCode(deps(ctx), { user, purpose, preference });
    }
    return { status: true, message: Messages.codeSent, expiresAt: result.expiresAt.toISOString(), mfaContact: result.mfaContact, timeZone: await timeZoneOf(ctx, zoneUser) };
  },

  confirmMFACode: async (_, { input }, ctx) => {
    const d = deps(ctx);
    const purpose = purposeOf(input.confirmType, Boolean(input.mfaToken));
    if (purpose === 'authorization') {
      if (!input.mfaToken) throw apiError(ErrorCodes.mfaSignInExpired, Messages.signInExpired);
      const { user, pendingId } = await pendingUser(ctx, input.mfaToken);
      if (input.email && input.email.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw apiError(ErrorCodes.mfaSignInExpired, Messages.signInExpired);
      }
      await confirmCode(d, { userId: user.id, purpose, code: input.code, pendingId });
      const pair = await issuePair(d, user);
      const rememberToken = input.isRemember ? await trustBrowser(ctx.db, user.id, d.now) : null;
      await writeAudit(ctx.db, { at: d.now, userId: user.id, action: 'signIn', address: d.address, outcome: 'success', details: { step: 'code', remember: Boolean(input.isRemember) } });
      return { accessToken: pair.accessToken, refreshToken: pair.refreshToken, isVerified: true, rememberToken, setupExpiredAt: iso(user.setupExpiredAt), mfaSettingsModifiedStatus: null };
    }
    const { user } = await ctx.viewer();
    const row = await confirmCode(d, { userId: user.id, purpose, code: input.code });
    const setupExpiredAt = new Date(d.now.getTime() + SETUP_MFA_ACCESS_MS);
    if (purpose === 'setup') {
      await ctx.db.update(users).set({ setupExpiredAt }).where(eq(users.id, user.id));
      return { accessToken: null, refreshToken: null, isVerified: true, rememberToken: null, setupExpiredAt: setupExpiredAt.toISOString(), mfaSettingsModifiedStatus: null };
    }
    const enable = input.enableMFA !== false;
    await ctx.db.transaction(async (tx) => {
      // The phone was just proven by its code: now it may be refused if it is another account's sign-in phone.
      if (enable && row.channel === 'phoneNumber') await claimMfaPhone(tx, user);
      await tx
        .update(users)
        .set(enable ? { mfaEnabled: true, mfaPreference: row.channel, setupExpiredAt, updatedAt: d.now } : { mfaEnabled: false, setupExpiredAt: null, updatedAt: d.now })
        .where(eq(users.id, user.id));
    });
    await forgetTrustedBrowsers(ctx.db, user.id, d.now);
    await writeAudit(ctx.db, { at: d.now, userId: user.id, action: enable ? 'mfaEnabled' : 'mfaDisabled', address: d.address, outcome: 'success', details: { channel: row.channel } });
    return {
      accessToken: null,
      refreshToken: null,
      isVerified: true,
      rememberToken: null,
      setupExpiredAt: enable ? setupExpiredAt.toISOString() : null,
      mfaSettingsModifiedStatus: enable ? 'enabled' : 'disabled',
    };
  },

  requestPasswordReset: async (_, { input }, ctx) => {
    await requestPasswordReset(resetDeps(ctx), input.email);
    return { status: true, message: Messages.resetRequested };
  },

  resetPassword: async (_, { input }, ctx) => {
    await resetPassword(resetDeps(ctx), input);
    return { status: true, message: Messages.passwordReset };
  },
} satisfies MutationResolvers;
