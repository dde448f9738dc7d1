/** PostgreSQL's `bytea` as a Drizzle column: a Buffer in, a Buffer out (node-postgres reads it as a Buffer). */
import { customType } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});
