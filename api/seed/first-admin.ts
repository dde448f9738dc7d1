/**
 * The first platform administrator of a deployment without demo accounts (staging, prod): created by
 * `npm run admin:create -- --email …` (scripts/admin-create.mjs), never by the services' start.
 */
import { z } from 'zod';
import { Roles } from '../../domain/roles';
import { emailField, nameField, newPasswordField } from '../../domain/validation';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth';

const adminSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField,
  lastName: nameField,
});

export type AdministratorInput = z.input<typeof adminSchema>;

/** Creates a payloftAdmin; throws (nothing written) when the input is invalid or the e-mail already has an account. */
export async function createAdministrator(db: Database, input: AdministratorInput, now = new Date()): Promise<{ id: string; email: string }> {
  const parsed = adminSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
  const { email, password, firstName, lastName } = parsed.data;
  const normalised = email.toLowerCase();
  const passwordHash = await hashPassword(password);
  // The unique index on lower(email) makes a second run (even a racing one) insert nothing.
  const [row] = await db
    .insert(users)
    .values({ email: normalised, firstName, lastName, passwordHash, role: Roles.admin, registeredAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error(`An account for ${normalised} already exists; nothing was changed.`);
  return row;
}
