/** Password hashing with argon2id (@node-rs/argon2 defaults: argon2id, 19 MiB, 2 passes, 1 lane: OWASP's baseline). */
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks `password` against `passwordHash`. With no hash (unknown e-mail) it still spends the same
 * work on a dummy hash, so response time does not reveal which e-mails have accounts.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
