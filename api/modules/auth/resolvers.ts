/** Resolvers of the auth SDL: thin mapping between GraphQL and the auth service. */
import { Messages } from '../../../domain/messages';
import type { UserRow } from '../../db/schema';
import type { ApiContext } from '../../graphql/context';
import { iso } from '../../lib/dates';
import { maskedContactOf } from './mfa';
import { mfaMutations, mfaQueries } from './mfa-resolvers';
import * as auth from './service';
import type { Resolvers } from '../../graphql/generated/auth';

const deps = (ctx: ApiContext): auth.AuthDeps => ({
  db: ctx.db,
  secret: ctx.config.accessTokenSecret,
  now: ctx.clock(),
  address: ctx.address,
});

/** The fields a User and a UserProfile share. */
function identityView(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    phoneNumber: user.phoneNumber,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
  };
}

function userView(user: UserRow) {
  return {
    ...identityView(user),
    enabled: user.enabled,
    disableReason: user.disableReason,
    isSystem: user.isSystem,
    registeredAt: iso(user.registeredAt),
    updatedAt: iso(user.updatedAt),
  };
}

function profileView(user: UserRow) {
  return {
    ...identityView(user),
    isMFA: user.mfaEnabled,
    mfaPreference: user.mfaPreference,
    setupExpiredAt: iso(user.setupExpiredAt),
    mfaContact: user.mfaEnabled ? maskedContactOf(user) : null,
    mfaSettingsModifiedStatus: null,
    timeZone: user.timeZone,
  };
}

export const authResolvers = {
  Query: {
    authenticate: async (_, __, ctx) => {
      const { user } = await ctx.viewer();
      return { user: { id: user.id } };
    },
    userProfileInfo: async (_, __, ctx) => profileView((await ctx.viewer()).user),
    ...mfaQueries,
  },
  Mutation: {
    ...mfaMutations,
    authorize: async (_, { input }, ctx) => {
      const result = await auth.authorize(deps(ctx), input);
      return {
        accessToken: result.accessToken,
        refreshToken: result.refreshToken,
        id: result.user.id,
        role: result.user.role,
        isMFA: result.user.mfaEnabled,
        mfaPreference: result.user.mfaPreference,
        mfaToken: result.mfaToken,
        mfaContact: result.mfaContact,
        user: userView(result.user),
      };
    },
    refreshToken: async (_, { input }, ctx) => {
      const result = await auth.refresh(deps(ctx), input.refreshToken);
      return { id: result.user.id, role: result.user.role, accessToken: result.accessToken, refreshToken: result.refreshToken };
    },
    logout: async (_, { input }, ctx) => {
      await auth.logout(deps(ctx), input.refreshToken);
      return { status: true, message: null };
    },
    changePassword: async (_, { input }, ctx) => {
      await auth.changePassword(deps(ctx), await ctx.viewer(), input);
      return { status: true, message: Messages.passwordChanged };
    },
    updateProfile: async (_, { input }, ctx) => {
      const { user } = await ctx.viewer();
      return profileView(await auth.updateProfile(deps(ctx), user, input));
    },
  },
} satisfies Resolvers;
