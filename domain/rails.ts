/** The rails a business can pay through, as the administrator chooses them and as the configuration names the default. */
import { isDevelopmentLike, type Environment } from './environment';

/** A business's rail: none yet (it cannot send money), the sandbox (test money), or ACH files through an originating account. */
export type RailChoice = { rail: 'none' } | { rail: 'sandbox' } | { rail: 'nacha'; originatingAccountName: string };

export const SANDBOX_RAIL_LABEL = 'Sandbox (test money only)';
export const NO_RAIL_LABEL = 'No rail yet';
export const achRailLabel = (originatingAccountName: string) => `ACH files through ${originatingAccountName}`;

/** What each choice does, in the words the administrator's page shows beside it. */
export const RAIL_EXPLANATIONS = {
  none: 'The business cannot send or collect money until you choose a rail.',
  sandbox: 'Payments are settled by a simulated bank: no money moves. For local, dev and demo use only.',
  nacha: 'Payments go into the NACHA files Payloft sends to the bank of this originating account; money moves when the bank processes the file.',
} as const;

/**
 * The sandbox rail and the sandbox bank exist only in local, dev and demo (decision 120; staging, like production,
 * reaches real banks or none), the same rule as NEW_BUSINESS_RAIL's default.
 */
export function hasSandboxRail(env: Environment): boolean {
  return isDevelopmentLike(env);
}

/** NEW_BUSINESS_RAIL when unset: the sandbox where test money is the point (local, dev, demo), none elsewhere. */
export function defaultNewBusinessRail(env: Environment): string {
  return isDevelopmentLike(env) ? 'sandbox' : 'none';
}

/** Reads NEW_BUSINESS_RAIL: `none`, `sandbox` or `nacha:<originating account name>`; null when it is none of these. */
export function parseRailSetting(value: string): RailChoice | null {
  const v = value.trim();
  if (v === 'none' || v === 'sandbox') return { rail: v };
  const match = /^nacha:(.+)$/.exec(v);
  if (match && match[1].trim()) return { rail: 'nacha', originatingAccountName: match[1].trim() };
  return null;
}
