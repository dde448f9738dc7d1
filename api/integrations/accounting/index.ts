/**
 * The connectors of the catalogue and where each one points (decision 031): ACCOUNTING_<SYSTEM>_* settings when set,
 * else the sandbox provider under `<API_PUBLIC_URL>/sandbox/<slug>/`, which answers the same documented endpoints.
 * Production has no sandbox: there a system is offered only with all its settings (decision 051).
 */
import type { AccountingSystemKey } from '../../../domain/accounting';
import type { ApiConfig } from '../../config';
import { AccountingSystemError, type AccountingConnector, type ConnectorEndpoints } from './connector';
import { acumaticaConnector } from './acumatica';
import { businessCentralConnector } from './business-central';
import { cdrConnector } from './cdr';
import { quickBooksConnector } from './quickbooks';
import { sageConnector } from './sage';
import { isAccountingSystemConfigured, slugOf, envPrefixOf } from '../../settings/accounting';
import { SANDBOX_CLIENT } from './sandbox/client';
import { xeroConnector } from './xero';

export const CONNECTORS: Record<AccountingSystemKey, AccountingConnector> = {
  quickBooks: quickBooksConnector,
  xero: xeroConnector,
  sage: sageConnector,
  acumatica: acumaticaConnector,
  msBusinessCentral: businessCentralConnector,
  cdr: cdrConnector,
};

/** The sandbox's endpoints for a system, under the services' public address. */
export function sandboxEndpoints(apiPublicUrl: string, system: AccountingSystemKey): ConnectorEndpoints {
  const base = `${apiPublicUrl.replace(/\/+$/, '')}/sandbox/${slugOf(system)}`;
  return { authorizeUrl: `${base}/oauth/authorize`, tokenUrl: `${base}/oauth/token`, apiBaseUrl: `${base}/api`, ...SANDBOX_CLIENT };
}

export function endpointsFor(config: Pick<ApiConfig, 'apiPublicUrl' | 'accountingEnv' | 'apiPort' | 'appEnv'>, system: AccountingSystemKey): ConnectorEndpoints {
  // Whatever path asks (connect, sync, bills, write-back), production never falls back to the sandbox.
  if (!isAccountingSystemConfigured(config, system)) throw new AccountingSystemError(`${system} has no ACCOUNTING_* settings in this environment`);
  const sandbox = sandboxEndpoints(config.apiPublicUrl ?? `http://localhost:${config.apiPort}`, system);
  const env = config.accountingEnv ?? {};
  const prefix = envPrefixOf(system);
  return {
    authorizeUrl: env[`${prefix}AUTHORIZE_URL`] ?? sandbox.authorizeUrl,
    tokenUrl: env[`${prefix}TOKEN_URL`] ?? sandbox.tokenUrl,
    apiBaseUrl: env[`${prefix}API_URL`] ?? sandbox.apiBaseUrl,
    clientId: env[`${prefix}CLIENT_ID`] ?? sandbox.clientId,
    clientSecret: env[`${prefix}CLIENT_SECRET`] ?? sandbox.clientSecret,
  };
}

/** True when the endpoints are the sandbox's (shown so nobody mistakes a sandbox connection for a real one). */
export function isSandbox(endpoints: ConnectorEndpoints): boolean {
  return /\/sandbox\/[a-z-]+\/api$/.test(endpoints.apiBaseUrl);
}
