/**
 * The sandbox's `runProcessingCycle` mutation (core endpoint; wired by api/app.ts): an admin runs one processing cycle
 * as of a chosen instant. It lives beside the cycle it runs, so that no module imports api/jobs.
 */
import { isDevelopmentLike } from '../../domain/environment';
import { parseIsoInstant } from '../../domain/input-limits';
import { Messages } from '../../domain/messages';
import { writeAudit } from '../db/audit';
import { killAtCrashPoint } from '../db/queue';
import { requireAdminCaller } from '../graphql/access';
import type { Resolvers } from '../graphql/generated/core';
import { forbidden, validationError } from '../lib/errors';
import { runProcessingCycle } from './cycle';

export const processingCycleResolvers = {
  Mutation: {
    runProcessingCycle: async (_, { at }, ctx) => {
      const user = await requireAdminCaller(ctx);
      // Never in staging or prod, whatever the caller (decision 086); the setup gate asks an MFA admin for a fresh code.
      if (!isDevelopmentLike(ctx.config.appEnv)) throw forbidden();
      const instant = at ? (parseIsoInstant(at) ?? new Date(NaN)) : ctx.clock();
      if (Number.isNaN(instant.getTime())) throw validationError(Messages.processingAsOfInvalid, { at: Messages.processingAsOfInvalid });
      // TEST_CRASH_POINT (the cluster suite; refused in staging and prod) kills the process at that point of the cycle.
      const crashPoint = killAtCrashPoint(ctx.config.testCrashPoint);
      const report = await runProcessingCycle(ctx.db, { at: instant, systemNow: ctx.clock(), encryptionKey: ctx.config.encryptionKey, appEnv: ctx.config.appEnv, crashPoint });
      if (report.errors.length) ctx.logger.error({ errors: report.errors }, 'processing cycle: jobs failed unexpectedly');
      const { reviewItems, errors, ...counts } = report;
      await writeAudit(ctx.db, {
        at: ctx.clock(),
        userId: user.id,
        action: 'processingCycleRun',
        address: ctx.address,
        outcome: errors.length ? 'failure' : 'success',
        details: { asOf: instant.toISOString(), ...counts, reviewItems: reviewItems.length, errors: errors.length },
      });
      return { at: instant.toISOString(), ...report };
    },
  },
} satisfies Resolvers;
