/** Writes security events (sign-in, refresh-token reuse, password change and reset, codes sent, confirmed and failed, MFA on and off) to audit_log. */
import type { Database } from './client';
import { auditLog } from './schema';

export type AuditAction =
  | 'signIn'
  | 'refreshReuse'
  | 'passwordChanged'
  | 'logout'
  | 'profileUpdated'
  | 'mfaSent'
  | 'mfaConfirmed'
  | 'mfaFailed'
  | 'mfaEnabled'
  | 'mfaDisabled'
  | 'passwordResetRequested'
  | 'passwordReset'
  | 'apiClientCreated'
  | 'apiClientUpdated'
  | 'apiClientSecretRotated'
  | 'apiClientRemoved'
  | 'webhookEndpointCreated'
  | 'webhookEndpointRemoved'
  | 'webhookDeliveryResent'
  | 'businessUpdated'
  | 'businessUsersDisabled'
  | 'businessUsersEnabled'
  | 'bankCreated'
  | 'bankUpdated'
  | 'registration'
  | 'connectionInvited'
  | 'connectionChanged'
  | 'employeeChanged'
  | 'employeeCreated'
  | 'financialInstitutionCreated'
  | 'financialInstitutionUpdated'
  | 'financialInstitutionsImported'
  | 'accountingSystemSwitched'
  | 'crmSwitched'
  | 'failureRetried'
  | 'failureResolved'
  | 'paymentsCollected'
  | 'holidayScheduleCreated'
  | 'holidayScheduleUpdated'
  | 'holidayScheduleDeleted'
  | 'processingRuleCreated'
  | 'processingRuleUpdated'
  | 'processingRuleDeleted'
  | 'vendorCreated'
  | 'vendorBankAccountChanged'
  | 'vendorPayoutAccountSet'
  | 'waitingPaymentsAttached'
  | 'consumerBankAccountChanged'
  | 'consumerPayoutAccountSet'
  | 'vendorCompanyDetailsChanged'
  | 'vendorLinked'
  | 'vendorUnlinked'
  | 'achFileChannelSet'
  | 'achFileDeliveryRetried'
  | 'achFileDeliveryCanceled'
  | 'businessRailAssigned'
  | 'processingCycleRun'
  | 'instantPaymentRecalled';
export type AuditOutcome = 'success' | 'failure' | 'blocked' | 'revoked';

export interface AuditEvent {
  at: Date;
  userId?: string | null;
  action: AuditAction;
  address?: string | null;
  outcome: AuditOutcome;
  details?: Record<string, unknown>;
}

export async function writeAudit(db: Pick<Database, 'insert'>, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    at: event.at,
    userId: event.userId ?? null,
    action: event.action,
    address: event.address ?? null,
    outcome: event.outcome,
    details: event.details ?? {},
  });
}

/** The audit rows of a refusal, carried by the error that refuses (see auditRefusal). */
const REFUSAL_AUDITS = Symbol('refusalAudits');
type CarriesAudits = { [REFUSAL_AUDITS]?: AuditEvent[] };

/**
 * Writes the audit row of a refusal and ties it to the error that refuses. A refusal rolls back the transaction it
 * happens in, the row with it, when a caller runs the request in one (the public API's idempotent writes): that
 * caller writes the carried rows again once its transaction is gone (keepRefusalAudits). Without one, the row stands.
 */
export async function auditRefusal(db: Pick<Database, 'insert'>, event: AuditEvent, error: unknown): Promise<void> {
  await writeAudit(db, event);
  if (error && typeof error === 'object') {
    const carrier = error as CarriesAudits;
    carrier[REFUSAL_AUDITS] = [...(carrier[REFUSAL_AUDITS] ?? []), event];
  }
}

/** Writes, outside the transaction the refusal rolled back, the audit rows the refusing error carries. */
export async function keepRefusalAudits(db: Pick<Database, 'insert'>, error: unknown): Promise<void> {
  const events = error && typeof error === 'object' ? ((error as CarriesAudits)[REFUSAL_AUDITS] ?? []) : [];
  for (const event of events) await writeAudit(db, event);
}
