/**
 * Which accounting systems an environment may use, from its ACCOUNTING_<SYSTEM>_* settings alone. Apart from the
 * connectors so that the configuration loader can check the settings without importing what it configures.
 */
import { ACCOUNTING_SYSTEMS, type AccountingSystemKey } from '../../domain/accounting';

/** Whether this environment serves the sandbox (never in production). */
export function servesSandbox(config: { appEnv: string }): boolean {
  return config.appEnv !== 'prod';
}

export function slugOf(system: AccountingSystemKey): string {
  return ACCOUNTING_SYSTEMS.find((s) => s.key === system)!.slug;
}

/** ACCOUNTING_QUICKBOOKS_API_URL and friends: the env prefix of a system. */
export function envPrefixOf(system: AccountingSystemKey): string {
  return `ACCOUNTING_${slugOf(system).replace(/-/g, '_').toUpperCase()}_`;
}

const SETTINGS = ['AUTHORIZE_URL', 'TOKEN_URL', 'API_URL', 'CLIENT_ID', 'CLIENT_SECRET'] as const;

/** What the settings are read from: the environment's name and its ACCOUNTING_* variables (a part of ApiConfig). */
export interface SettingsConfig {
  appEnv: string;
  accountingEnv?: Record<string, string>;
}

/** The ACCOUNTING_<SYSTEM>_* settings a system lacks (all five when it has none). */
export function missingSettings(config: Pick<SettingsConfig, 'accountingEnv'>, system: AccountingSystemKey): string[] {
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
