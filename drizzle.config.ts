/** drizzle-kit settings: `npm run db:generate` writes SQL migrations from api/db/schema.ts into api/db/migrations. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
  strict: true,
  verbose: true,
});
