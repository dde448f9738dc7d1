/**
 * SANDBOX accounting connector: it talks to no accounting system. Connecting records a connection with
 * stable, obviously fake identifiers derived from the business id (prefixed `sandbox-`), so the business
 * setup, the stepper and the menus behave as with a real connection in local, dev, demo and tests.
 * Replace it with live connectors (one per system, behind AccountingConnector) before taking real bills.
 */
import { createHash } from 'node:crypto';
import type { AccountingSystemKey } from '../../../domain/accounting';
import type { AccountingConnection, AccountingConnector } from './connector';

/** The identifier field each system uses (spec §3: quickBooks realmId, xero tenantId, others companyId). */
const IDENTIFIER_FIELD: Record<AccountingSystemKey, 'realmId' | 'tenantId' | 'companyId' | null> = {
  quickBooks: 'realmId',
  xero: 'tenantId',
  msBusinessCentral: 'companyId',
  cdr: 'companyId',
  sage: null,
  acumatica: null,
};

function sandboxId(system: string, businessId: string): string {
  return `sandbox-${createHash('sha256').update(`${system}:${businessId}`).digest('hex').slice(0, 16)}`;
}

export const sandboxAccountingConnector: AccountingConnector = {
  mode: 'sandbox',
  async connect(system, business): Promise<AccountingConnection> {
    const field = IDENTIFIER_FIELD[system];
    return { mode: 'sandbox', identifiers: field ? { [field]: sandboxId(system, business.id) } : {} };
  },
  async disconnect() {
    // Nothing to revoke in the sandbox.
  },
};
