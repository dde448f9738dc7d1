/**
 * The connectors of the catalogue and where each one points (decision 031): ACCOUNTING_<SYSTEM>_* settings when set,
 * else the sandbox provider under `<API_PUBLIC_URL>/sandbox/<slug>/`, which answers the same documented endpoints.
 * Production has no sandbox: there a system is offered only with all its settings (decision 051).
 */
import { ACCOUNTING_SYSTEMS, type AccountingSystemKey } from '../../../domain/accounting';
import type { ApiConfig } from '../../config';
import { AccountingSystemError, type AccountingConnector, type ConnectorEndpoints } from './connector';
import { acumaticaConnector } from './acumatica';
import { businessCentralConnector } from './business-central';
import { cdrConnector } from './cdr';
import { quickBooksConnector } from './quickbooks';
import { sageConnector } from './sage';
import { servesSandbox } from './transport';
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

const SETTINGS = ['AUTHORIZE_URL', 'TOKEN_URL', 'API_URL', 'CLIENT_ID', 'CLIENT_SECRET'] as const;

type SettingsConfig = Pick<ApiConfig, 'appEnv' | 'accountingEnv'>;

/** The ACCOUNTING_<SYSTEM>_* settings a system lacks (all five when it has none). */
export function missingSettings(config: Pick<ApiConfig, 'accountingEnv'>, system: AccountingSystemKey): string[] {
  const prefix = envPrefixOf(system);
  return SETTINGS.map((name) => `${prefix}${name}`).filter((name) => !config.accountingEnv?.[name]);
}

/** Can a business use the system here? Outside production an unset system is the sandbox; production needs every setting. */
export function isAccountingSystemConfigured(config: SettingsConfig, system: AccountingSystemKey): boolean {
  return servesSandbox(config) || missingSettings(config, system).length === 0;
}

/**
 * A production start with a half-configured system (some settings, not all) is a mistake that would point the rest
 * at the sandbox, which production does not serve: the message names every missing setting. A system with none is
 * simply not offered.
 */
export function accountingSettingsProblems(config: SettingsConfig): string[] {
  if (servesSandbox(config)) return [];
  return ACCOUNTING_SYSTEMS.flatMap((s) => {
    const missing = missingSettings(config, s.key);
    return missing.length > 0 && missing.length < SETTINGS.length ? [`${s.name} is missing ${missing.join(', ')}`] : [];
  });
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
