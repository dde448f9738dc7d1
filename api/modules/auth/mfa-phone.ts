/**
 * A sign-in phone belongs to one account (decision 085): two accounts may share a contact number (an office line), but
 * never the phone their codes go to. Checked only when a code sent to that phone has been confirmed, so the refusal
 * tells nothing to anyone who does not hold the phone.
 */
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { Messages } from '../../../domain/messages';
import { toE164 } from '../../../domain/phone';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { validationError } from '../../lib/errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The phone as one key whatever way it was typed ("(312) 555-0199", "+1 312 555 0199"); its digits when not dialable. */
export function phoneKey(phone: string): string {
  return toE164(phone) ?? phone.replace(/\D/g, '');
}

/**
 * Inside the transaction that turns MFA on by phone: refuses when another account already takes its codes on the same
 * phone. The advisory lock on the phone's key makes two accounts confirming the same phone at once take turns.
 */
export async function claimMfaPhone(tx: Tx, user: Pick<UserRow, 'id' | 'phoneNumber'>): Promise<void> {
  if (!user.phoneNumber) return;
  const key = phoneKey(user.phoneNumber);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mfa phone ${key}`}))`);
  const lastDigits = key.replace(/\D/g, '').slice(-7);
  const others = await tx
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(
      and(
        ne(users.id, user.id),
        eq(users.mfaEnabled, true),
        eq(users.mfaPreference, 'phoneNumber'),
        isNotNull(users.phoneNumber),
        sql`right(regexp_replace(${users.phoneNumber}, '[^0-9]', '', 'g'), 7) = ${lastDigits}`,
      ),
    );
  if (others.some((o) => o.phoneNumber && phoneKey(o.phoneNumber) === key)) {
    throw validationError(Messages.mfaPhoneInUse, { mfaPreference: Messages.mfaPhoneInUse });
  }
}

/**
 * A changed phone number was never proven by a code: while MFA is on by phone, the codes move to the e-mail until
 * the new number is confirmed (turning MFA on by phone again), so the sign-in phone is always one its holder proved.
 */
export function mfaAfterPhoneChange(user: Pick<UserRow, 'mfaEnabled' | 'mfaPreference' | 'phoneNumber'>, phoneNumber: string | null): { mfaPreference?: 'email' } {
  const byPhone = user.mfaEnabled && user.mfaPreference === 'phoneNumber';
  const changed = (phoneNumber ? phoneKey(phoneNumber) : null) !== (user.phoneNumber ? phoneKey(user.phoneNumber) : null);
  return byPhone && changed ? { mfaPreference: 'email' } : {};
}
