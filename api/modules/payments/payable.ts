/** Which vendors a business may pay: one SQL condition, read by Send Payment's choices and the invited-vendor rule. */
import { sql } from 'drizzle-orm';
import { vendors } from '../../db/schema';

/** Vendors added by hand have no system; a synced vendor is payable only while enabled, and never as an alias of another (decision 096: its bills pay that one). */
export const payableVendorCondition = () => sql`((${vendors.accountingSystem} is null or ${vendors.payeeStatus} = 'enabled') and ${vendors.aliasOfVendorId} is null)`;
