/** PostgreSQL's `bytea` as a Drizzle column: a Buffer in, a Buffer out (PGlite hands back a Uint8Array). */
import { customType } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
