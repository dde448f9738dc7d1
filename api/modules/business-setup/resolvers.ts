/**
 * Resolvers of the business setup SDL (core endpoint). Every one authorises: the caller must be the business's
 * owner or an employee with rights (branding: owner only), hold the page's product, and (for changes) have
 * setup access (requireSetupAccess: a fresh MFA verification when MFA is on). Inputs are checked again with
 * the same zod schemas the web uses.
 */
import type { AccountingSystemKey } from '../../../domain/accounting';
import { isFeatureOn } from '../../../domain/features';
import { Messages } from '../../../domain/messages';
import type { Product } from '../../../domain/roles';
import {
  acumaticaSchema,
  addressSchema,
  brandingSchema,
  checkLogoFile,
  isAccountingSystemKey,
  paymentTimeSchema,
} from '../../../domain/setup-validation';
import { allStepsComplete } from '../../../domain/stepper';
import type { ApiContext } from '../../graphql/context';
import { encryptSecret } from '../../lib/crypto';
import { forbidden, validationError } from '../../lib/errors';
import { callerWithScope, callerWithRights } from '../../graphql/access';
import { requireSetupAccess } from '../../graphql/setup-access';
import { businessProducts } from '../payments';
import * as setup from './service';
import { runInvoicesJobAtOnce, startBillingAtGoLive } from '../subscriptions';
import { isAccountingSystemOffered } from '../integrations';
import { connectWithoutBrowser, markDisconnected } from '../payees';
import { UnsafeSvgError, sanitizeSvg } from './svg';
import type { Resolvers } from '../../graphql/generated/core';
import { parseFormInput } from '../../graphql/validation';


/** The caller's business, when they are its owner or an employee with rights. */
async function setupCaller(ctx: ApiContext, options: { ownerOnly?: boolean } = {}) {
  const { user, scope } = await callerWithRights(ctx);
  if (options.ownerOnly && !scope.isOwner) throw forbidden();
  return { user, businessId: scope.businessId };
}

/** As setupCaller, for changes: also needs setup access. */
async function setupChanger(ctx: ApiContext, options: { ownerOnly?: boolean } = {}) {
  const caller = await setupCaller(ctx, options);
  await requireSetupAccess(ctx);
  return caller;
}

async function requireAnyProduct(ctx: ApiContext, businessId: string, wanted: readonly Product[]) {
  const held = await businessProducts(ctx.db, businessId);
  if (!wanted.some((p) => held.includes(p))) throw forbidden();
}

function accountingSystem(system: string): AccountingSystemKey {
  if (!isAccountingSystemKey(system)) throw validationError(Messages.setupUnknownAccountingSystem, { system: Messages.setupUnknownAccountingSystem });
  return system;
}

export const businessSetupResolvers = {
  Query: {
    businessSetup: async (_, __, ctx) => {
      const { businessId } = await setupCaller(ctx);
      return setup.businessSetupView(ctx.db, businessId);
    },
    businessLogo: async (_, __, ctx) => {
      // Read by everyone of the business who may see its pages (the logo is shown, not configured).
      const { scope } = await callerWithScope(ctx);
      if (!scope.businessId) throw forbidden();
      return setup.businessLogo(ctx.db, scope.businessId);
    },
    activeBusinessUsers: async (_, __, ctx) => {
      const { businessId } = await setupCaller(ctx);
      return setup.activeBusinessUsers(ctx.db, businessId);
    },
  },
  Mutation: {
    updateBusinessAddress: async (_, { input }, ctx) => {
      const { businessId } = await setupChanger(ctx);
      const value = parseFormInput(addressSchema, input);
      if (await setup.isBusinessNameTaken(ctx.db, value.name, businessId)) {
        throw validationError(Messages.duplicateBusinessName, { name: Messages.duplicateBusinessName });
      }
      await setup.updateBusiness(
        ctx.db,
        businessId,
        {
          name: value.name,
          zipcode: value.zipcode,
          address: value.address,
          address2: value.address2,
          city: value.city,
          state: value.state,
          country: value.country,
          tinOrEinNumber: value.tinOrEinNumber,
          ...(value.industry ? { industry: value.industry } : {}),
        },
        ctx.clock(),
      );
      return setup.businessSetupView(ctx.db, businessId);
    },

    connectAccountingSystem: async (_, { system }, ctx) => {
      const { businessId, user } = await setupChanger(ctx);
      await requireAnyProduct(ctx, businessId, ['BusinessSystem']);
      const key = accountingSystem(system);
      // An administrator's switch hides a system from every business.
      if (!(await isAccountingSystemOffered(ctx.db, ctx.config, key))) throw validationError(Messages.accountingSystemInactive, { system: Messages.accountingSystemInactive });
      // The web connects through the consent page (accountingAuthorizationUrl); this one call works against the sandbox only.
      await connectWithoutBrowser(ctx, businessId, user.id, key);
      return setup.businessSetupView(ctx.db, businessId);
    },

    disconnectAccountingSystem: async (_, { system }, ctx) => {
      const { businessId } = await setupChanger(ctx);
      await requireAnyProduct(ctx, businessId, ['BusinessSystem']);
      const key = accountingSystem(system);
      await markDisconnected(ctx.db, businessId, key, ctx.clock());
      await setup.recordAccountingConnection(ctx.db, businessId, key, { connect: false }, ctx.clock());
      return setup.businessSetupView(ctx.db, businessId);
    },

    setPaymentsApproval: async (_, { isPaymentsApproved }, ctx) => {
      const { businessId } = await setupChanger(ctx);
      const held = await businessProducts(ctx.db, businessId);
      if (!held.includes('Approval')) throw forbidden();
      await setup.updateBusiness(ctx.db, businessId, { isPaymentsApproved: Boolean(isPaymentsApproved) }, ctx.clock());
      return setup.businessSetupView(ctx.db, businessId);
    },

    setPaymentTime: async (_, { input }, ctx) => {
      const { businessId } = await setupChanger(ctx);
      await requireAnyProduct(ctx, businessId, ['BusinessSystem', 'Approval']);
      const value = parseFormInput(paymentTimeSchema, input);
      await setup.updateBusiness(ctx.db, businessId, { paymentTime: value.time, paymentTimeZone: value.timeZone }, ctx.clock());
      return setup.businessSetupView(ctx.db, businessId);
    },

    updateAcumaticaSettings: async (_, { input }, ctx) => {
      const { businessId } = await setupChanger(ctx);
      await requireAnyProduct(ctx, businessId, ['BusinessSystem']);
      if (!isFeatureOn('acumatica')) throw forbidden();
      const value = parseFormInput(acumaticaSchema, input);
      const view = await setup.businessSetupView(ctx.db, businessId);
      if (!value.hash && !view.acumatica.isHashExists) throw validationError(Messages.formRequired, { hash: Messages.required });
      await setup.saveAcumaticaMeta(
        ctx.db,
        businessId,
        { url: value.url, hashEncrypted: value.hash ? encryptSecret(value.hash, ctx.config.encryptionKey) : null },
        ctx.clock(),
      );
      return setup.businessSetupView(ctx.db, businessId);
    },

    setEmailSettings: async (_, { emailSettings }, ctx) => {
      const { businessId } = await setupChanger(ctx);
      await setup.saveSettings(ctx.db, businessId, { emailSettings: Boolean(emailSettings) }, ctx.clock());
      return setup.businessSetupView(ctx.db, businessId);
    },

    uploadBusinessLogo: async (_, { input }, ctx) => {
      const { businessId } = await setupChanger(ctx, { ownerOnly: true });
      const bytes = Buffer.from(input.contentBase64 ?? '', 'base64');
      const checked = checkLogoFile(bytes);
      if (!checked.ok) throw validationError(Messages.uploadFailed, { logo: checked.message });
      let stored: Buffer = bytes;
      if (checked.contentType === 'image/svg+xml') {
        try {
          stored = sanitizeSvg(bytes);
        } catch (error) {
          if (!(error instanceof UnsafeSvgError)) throw error;
          throw validationError(Messages.uploadFailed, { logo: Messages.setupLogoType });
        }
      }
      const fileName = (input.fileName ?? '').replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'logo';
      const now = ctx.clock();
      await setup.saveSettings(
        ctx.db,
        businessId,
        { logo: stored, logoContentType: checked.contentType, logoFileName: fileName, logoSize: stored.length, logoUpdatedAt: now },
        now,
      );
      return setup.branding(ctx.db, businessId);
    },

    updateBranding: async (_, { input }, ctx) => {
      const { businessId } = await setupChanger(ctx, { ownerOnly: true });
      const value = parseFormInput(brandingSchema, input);
      await setup.saveSettings(ctx.db, businessId, { brandingDescription: value.description }, ctx.clock());
      return setup.branding(ctx.db, businessId);
    },

    answerAccountingSystem: async (_, { answer }, ctx) => {
      const { businessId } = await setupCaller(ctx);
      // "notListed" is the request's own answer (accountingSystemContact): only "none" or nothing is said here.
      if (answer !== null && answer !== undefined && answer !== 'none') throw validationError('answer is none or null');
      await setup.updateBusiness(ctx.db, businessId, { accountingSystemAnswer: answer ?? null }, ctx.clock());
      return { status: true };
    },

    markActiveUsersPageVisited: async (_, __, ctx) => {
      const { businessId } = await setupCaller(ctx);
      await setup.updateBusiness(ctx.db, businessId, { isVisitedActiveUserPage: true }, ctx.clock());
      return { status: true };
    },

    setupRegistrationDate: async (_, __, ctx) => {
      const { businessId } = await setupCaller(ctx);
      const state = await setup.registrationState(ctx.db, businessId);
      if (!allStepsComplete(state)) throw validationError(Messages.setupStepsIncomplete, {});
      const now = ctx.clock();
      // Go-live: the subscription's first term is billed from the day registration completes, never earlier.
      // The registration date and the invoices job commit together, so a crash cannot leave a registered business unbilled.
      const jobId = await ctx.db.transaction(async (tx) => ((await setup.setRegistrationDateIfEmpty(tx, businessId, now)) ? startBillingAtGoLive(tx, businessId, now) : null));
      if (jobId) await runInvoicesJobAtOnce(ctx, businessId, jobId, now);
      return { status: true };
    },
  },
} satisfies Resolvers;
