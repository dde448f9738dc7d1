/** Resolvers of the originating accounts' file channels (core endpoint): the administrator reads and sets them and reads the deliveries. */
import { achChannelSchema, channelHostProblem } from '../../../domain/ach-channel';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import type { Resolvers } from '../../graphql/generated/core';
import { requireAdminCaller } from '../../graphql/access';
import { pageArgs, parseFormInput } from '../../graphql/validation';
import { apiError, notFound, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { SETUP_VERIFICATION_REQUIRED } from '../../graphql/setup-access';
import * as channels from './service';

export const achChannelsResolvers = {
  Query: {
    achFileChannels: async (_, __, ctx) => {
      await requireAdminCaller(ctx);
      return channels.listChannels(ctx.db);
    },
    achFileDeliveries: async (_, args, ctx) => {
      await requireAdminCaller(ctx);
      return channels.listDeliveries(ctx.db, pageArgs(args, { max: 500, fallback: 25 }));
    },
  },
  Mutation: {
    setAchFileChannel: async (_, args, ctx) => {
      const user = await requireAdminCaller(ctx);
      // Where the ACH files go is where the money goes: MFA must be on (the setup gate then asks for a fresh
      // verification, SETUP_GATED_MUTATIONS), as for a business's rail.
      if (!user.mfaEnabled) throw apiError(ErrorCodes.forbidden, Messages.fileChannelNeedsMfa, { reason: SETUP_VERIFICATION_REQUIRED });
      if (!isUuid(args.originatingAccountId)) throw notFound('Originating account');
      const input = parseFormInput(achChannelSchema, args.input);
      // The schema refuses link-local and metadata hosts everywhere; production also refuses this machine.
      const hostProblem = channelHostProblem(input.host, { production: ctx.config.appEnv === 'prod' });
      if (hostProblem) throw validationError(hostProblem, { host: hostProblem });
      return channels.setChannel(ctx.db, ctx.config.encryptionKey, args.originatingAccountId, input, { userId: user.id, address: ctx.address, now: ctx.clock() }, { production: ctx.config.appEnv === 'prod' });
    },
    retryAchFileDelivery: async (_, args, ctx) => {
      const user = await requireAdminCaller(ctx);
      if (!isUuid(args.achFileId)) throw notFound('ACH file delivery');
      return channels.actOnUndeliveredFile(ctx.db, args.achFileId, 'retry', args.reason, { userId: user.id, address: ctx.address, now: ctx.clock() });
    },
    cancelAchFileDelivery: async (_, args, ctx) => {
      const user = await requireAdminCaller(ctx);
      // Canceling fails payments: the same bar as changing where files go.
      if (!user.mfaEnabled) throw apiError(ErrorCodes.forbidden, Messages.fileChannelNeedsMfa, { reason: SETUP_VERIFICATION_REQUIRED });
      if (!isUuid(args.achFileId)) throw notFound('ACH file delivery');
      return channels.actOnUndeliveredFile(ctx.db, args.achFileId, 'cancel', args.reason, { userId: user.id, address: ctx.address, now: ctx.clock() });
    },
  },
} satisfies Resolvers;
