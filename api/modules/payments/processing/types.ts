/** What a processing cycle is given (its time, key, rail and test hooks) and what it reports. */
import { ENVIRONMENTS, type Environment } from '../../../../domain/environment';
import type { ParticipantConnector } from '../../../rails/instant/connector';
import type { PaymentRail } from '../../../rails/types';
import type { CycleCrashPoint } from '../../../config';

export interface CycleOptions {
  at: Date;
  /** The system's own time when the cycle runs as of another `at` (the sandbox's runProcessingCycle(at)): webhooks are due then. */
  systemNow?: Date;
  encryptionKey: Buffer;
  /** Defaults to the sandbox rail reading SANDBOX_RAIL_OUTAGE from the environment. */
  sandbox?: PaymentRail;
  /** The instant rail (decision 069); defaults to one over `instantConnector`, or the environment's connector. */
  instant?: PaymentRail;
  instantConnector?: ParticipantConnector;
  /** Which connector the environment has (the sandbox participant everywhere but production); default local. */
  appEnv?: Environment;
  /** U.S. Bank's API rail (decision 071); defaults to one built from USBANK_API_URL, absent when that is unset. */
  usBankApi?: PaymentRail;
  workerId?: string;
  batchSize?: number;
  /** Aborted when the process shuts down: no batch is claimed after it (decision 088). */
  stopping?: AbortSignal;
  /** Folder of the bank's return / NOC files; default ACH_RETURNS_INBOX from the environment. */
  returnsInbox?: string;
  /** How long a payment may await the bank's confirmation before a person is asked; default from the environment. */
  confirmationTimeoutMs?: number;
  /** Test hook: called between steps; throwing SimulatedCrash simulates the process dying at that point. */
  crashPoint?: (point: CycleCrashPoint, id: string) => void;
}

export interface CycleReport {
  achFiles: number;
  filedPayments: number;
  /** Payments moved to success in this cycle, whatever the rail: real-time settlements and the `settled` ACH entries. */
  succeeded: number;
  failed: number;
  retried: number;
  /** Payments whose rail could not (yet) confirm what happened: still processing, asked again later. */
  awaitingConfirmation: number;
  /** Filed ACH entries that reached their settlement date in this cycle (also counted in `succeeded`). */
  settled: number;
  /** Return / NOC files read from the inbox folder in this cycle. */
  returnFiles: number;
  /** Returns of instant transfers (pacs.004) applied in this cycle. */
  instantReturns: number;
  /** Items raised for a person in this cycle (api/modules/reconciliation/review-items.ts), also logged. */
  reviewItems: string[];
  /** Unexpected errors of this cycle's jobs (their jobs are retried with backoff). */
  errors: string[];
}

export function emptyCycleReport(): CycleReport {
  return { achFiles: 0, filedPayments: 0, succeeded: 0, failed: 0, retried: 0, awaitingConfirmation: 0, settled: 0, returnFiles: 0, instantReturns: 0, reviewItems: [], errors: [] };
}

/** The cycle's environment: the one given, else the process's APP_ENV; unset means local, as the configuration reads it. */
export function cycleEnvironment(options: Pick<CycleOptions, 'appEnv'>): Environment {
  if (options.appEnv) return options.appEnv;
  const value = process.env.APP_ENV?.trim();
  return value && (ENVIRONMENTS as readonly string[]).includes(value) ? (value as Environment) : 'local';
}
