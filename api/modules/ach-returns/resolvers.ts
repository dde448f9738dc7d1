/** The admin's ACH return / NOC files: upload one, and list what each received file did. */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { isDevelopmentLike } from '../../../domain/environment';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import { achReturnEntries, achReturnFiles, originatingAccounts, payments } from '../../db/schema';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/core';
import { apiError, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { SETUP_VERIFICATION_REQUIRED } from '../../graphql/setup-access';
import { requireAdminCaller } from '../../graphql/access';
import { ingestAchReturnFile, sha256 } from './service';

export const ACH_RETURN_UPLOAD_MAX_CHARS = 90 * 1024;
const MAX_FILES = 50;

async function fileViews(ctx: ApiContext, files: (typeof achReturnFiles.$inferSelect)[]) {
  if (!files.length) return [];
  const entries = await ctx.db
    .select({ entry: achReturnEntries, paymentTransactionId: payments.paymentTransactionId })
    .from(achReturnEntries)
    .leftJoin(payments, eq(payments.id, achReturnEntries.paymentId))
    .where(inArray(achReturnEntries.fileId, files.map((f) => f.id)))
    .orderBy(asc(achReturnEntries.position));
  return files.map((f) => {
    const own = entries.filter((e) => e.entry.fileId === f.id);
    const count = (status: string) => own.filter((e) => e.entry.status === status).length;
    return {
      id: f.id,
      fileName: f.fileName,
      source: f.source,
      receivedAt: f.receivedAt.toISOString(),
      problems: f.problems,
      applied: count('applied'),
      unmatched: count('unmatched'),
      ignored: count('ignored'),
      entries: own.map(({ entry: e, paymentTransactionId }) => ({
        id: e.id,
        position: e.position,
        kind: e.kind,
        code: e.code,
        reason: e.reason,
        originalTraceNumber: e.originalTraceNumber,
        amount: e.amountCents,
        status: e.status,
        outcome: e.outcome,
        paymentId: e.paymentId,
        paymentTransactionId,
      })),
    };
  });
}

export const achReturnsResolvers = {
  Query: {
    achReturnFiles: async (_, args, ctx) => {
      await requireAdminCaller(ctx);
      const limit = args.limit ?? 20;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_FILES) throw validationError(`limit must be between 1 and ${MAX_FILES}`, { limit: `limit must be between 1 and ${MAX_FILES}` });
      const files = await ctx.db.select().from(achReturnFiles).orderBy(desc(achReturnFiles.receivedAt), desc(achReturnFiles.id)).limit(limit);
      return fileViews(ctx, files);
    },
  },
  Mutation: {
    uploadAchReturnFile: async (_, args, ctx) => {
      const user = await requireAdminCaller(ctx);
      // Returns fail payments and NOCs change where payees are paid: outside local, dev and demo (where the sandbox
      // bank's files are uploaded by hand) MFA must be on, as for a rail or a file channel; the setup gate then asks
      // for a fresh verification (SETUP_GATED_MUTATIONS).
      if (!isDevelopmentLike(ctx.config.appEnv) && !user.mfaEnabled) throw apiError(ErrorCodes.forbidden, Messages.achReturnUploadNeedsMfa, { reason: SETUP_VERIFICATION_REQUIRED });
      const accountId = args.originatingAccountId;
      const [account] = isUuid(accountId) ? await ctx.db.select({ id: originatingAccounts.id }).from(originatingAccounts).where(eq(originatingAccounts.id, accountId)) : [];
      if (!account) throw validationError(Messages.achReturnFileAccountRequired, { originatingAccountId: Messages.achReturnFileAccountRequired });
      const fileName = args.fileName.trim();
      if (!fileName) throw validationError(Messages.achReturnFileRequired, { file: Messages.achReturnFileRequired });
      if (!args.content.trim()) throw validationError(Messages.achReturnFileEmpty, { file: Messages.achReturnFileEmpty });
      if (args.content.length > ACH_RETURN_UPLOAD_MAX_CHARS) throw validationError(Messages.achReturnFileTooLarge, { file: Messages.achReturnFileTooLarge });
      const result = await ingestAchReturnFile(ctx.db, ctx.config.encryptionKey, { fileName, content: args.content, source: 'upload', originatingAccountId: account.id }, ctx.clock());
      ctx.logger.info({ fileName, duplicate: result.duplicate, applied: result.applied, unmatched: result.unmatched, ignored: result.ignored }, 'ACH return file uploaded');
      const [file] = await ctx.db.select().from(achReturnFiles).where(eq(achReturnFiles.sha256, sha256(args.content)));
      return { duplicate: result.duplicate, file: file ? (await fileViews(ctx, [file]))[0] : null };
    },
  },
} satisfies Resolvers;
