/**
 * The connectors of the catalogue and where each one points (decision 031): ACCOUNTING_<SYSTEM>_* settings when set,
 * else the sandbox provider under `<API_PUBLIC_URL>/sandbox/<slug>/`, which answers the same documented endpoints.
 */
import { ACCOUNTING_SYSTEMS, type AccountingSystemKey } from '../../../domain/accounting';
import type { ApiConfig } from '../../config';
import type { AccountingConnector, ConnectorEndpoints } from './connector';
import { acumaticaConnector } from './acumatica';
import { businessCentralConnector } from './business-central';
import { cdrConnector } from './cdr';
import { quickBooksConnector } from './quickbooks';
import { sageConnector } from './sage';
import { xeroConnector } from './xero';

export const CONNECTORS: Record<AccountingSystemKey, AccountingConnector> = {
  quickBooks: quickBooksConnector,
  xero: xeroConnector,
  sage: sageConnector,
  acumatica: acumaticaConnector,
  msBusinessCentral: businessCentralConnector,
  cdr: cdrConnector,
};

/** The sandbox's client credentials (the sandbox refuses any other). */
export const SANDBOX_CLIENT = { clientId: 'payloft-sandbox', clientSecret: 'payloft-sandbox-secret' } as const;

export function slugOf(system: AccountingSystemKey): string {
  return ACCOUNTING_SYSTEMS.find((s) => s.key === system)!.slug;
}

/** The sandbox's endpoints for a system, under the services' public address. */
export function sandboxEndpoints(apiPublicUrl: string, system: AccountingSystemKey): ConnectorEndpoints {
  const base = `${apiPublicUrl.replace(/\/+$/, '')}/sandbox/${slugOf(system)}`;
  return { authorizeUrl: `${base}/oauth/authorize`, tokenUrl: `${base}/oauth/token`, apiBaseUrl: `${base}/api`, ...SANDBOX_CLIENT };
}

/** ACCOUNTING_QUICKBOOKS_API_URL and friends: the env prefix of a system. */
export function envPrefixOf(system: AccountingSystemKey): string {
  return `ACCOUNTING_${slugOf(system).replace(/-/g, '_').toUpperCase()}_`;
}

export function endpointsFor(config: Pick<ApiConfig, 'apiPublicUrl' | 'accountingEnv' | 'apiPort'>, system: AccountingSystemKey): ConnectorEndpoints {
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
