/** Talking to a business's accounting system from a resolver: its failures said plainly, and the sandbox's connect without a browser. */
import type { AccountingSystemKey } from '../../../domain/accounting';
import { Messages } from '../../../domain/messages';
import type { ApiContext } from '../../graphql/context';
import { endpointsFor, isSandbox } from '../../integrations/accounting';
import { AccountingSystemError } from '../../integrations/accounting/connector';
import { validationError } from '../../lib/errors';
import * as payees from './service';

/** An accounting system that failed is the system's problem, said plainly; anything else stays unexpected. */
export async function talking<T>(work: () => Promise<T>, message: string = Messages.accountingSystemUnreachable): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountingSystemError || (error instanceof Error && error.name === 'TimeoutError')) throw validationError(message);
    throw error;
  }
}

/**
 * connectAccountingSystem (the API's one-call connect, kept for API clients and tests): against the sandbox it walks
 * the same authorization-code flow without a browser (consenting for the sandbox's first company); against a real
 * system it refuses, because only the person at the system's consent page may grant access.
 */
export async function connectWithoutBrowser(ctx: ApiContext, businessId: string, userId: string, system: AccountingSystemKey) {
  if (!isSandbox(endpointsFor(ctx.config, system))) throw validationError(Messages.accountingConsentRequired);
  const connected = await talking(() => payees.connectSandboxHeadless(ctx.db, ctx.config, businessId, userId, system, ctx.clock()), Messages.accountingConnectFailed);
  if (!connected) throw validationError(Messages.accountingConnectFailed);
}
