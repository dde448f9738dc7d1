/** Writes security events (sign-in, refresh-token reuse, password change and reset, codes sent, confirmed and failed, MFA on and off) to audit_log. */
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

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
  | 'consumerBankAccountChanged'
  | 'consumerPayoutAccountSet'
  | 'vendorCompanyDetailsChanged';
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
