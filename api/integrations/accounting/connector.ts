/**
 * The seam between Payloft and a business's accounting system. A connector turns "connect QuickBooks for
 * this business" into the identifiers the system gives (realmId, tenantId, companyId, …), which the business
 * setup records in `accountingSystemSettings.infoOfAccountingSystems`. Real connectors (OAuth with each
 * vendor, then vendor and bill sync) plug in behind this interface; until they exist the sandbox one is used.
 */
import type { AccountingSystemKey } from '../../../domain/accounting';

export interface AccountingConnection {
  /** The identifier fields of spec §3 for this system (e.g. { realmId } for QuickBooks). */
  identifiers: { realmId?: string; tenantId?: string; companyId?: string };
  /** Where the connection came from, shown so nobody mistakes a sandbox connection for a real one. */
  mode: 'sandbox' | 'live';
}

export interface AccountingConnector {
  readonly mode: 'sandbox' | 'live';
  connect(system: AccountingSystemKey, business: { id: string; name: string }): Promise<AccountingConnection>;
  disconnect(system: AccountingSystemKey, business: { id: string }): Promise<void>;
}
