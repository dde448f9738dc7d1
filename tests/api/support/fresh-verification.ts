/** A fresh MFA verification of a signed-in user, as the setup gate asks before a sensitive change (SETUP_GATED_MUTATIONS). */
import { expect } from 'vitest';
import type { TestApi } from '../harness';
import { authGraphql } from '../graphql/auth';

const INIT = authGraphql(`mutation FreshVerificationInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }`);
const CONFIRM = authGraphql(`mutation FreshVerificationConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }`);

/** Asks for a code by e-mail and confirms it, so `token`'s session passes the setup gate for a while. */
export async function freshVerification(t: TestApi, email: string, token: string): Promise<void> {
  t.clock.advance(1000);
  await t.gql(INIT, { input: { mfaPreference: 'email', confirmType: 'setup' } }, { token });
  const done = await t.gql(CONFIRM, { input: { code: await t.latestCode(email), confirmType: 'setup' } }, { token });
  expect(done.errors).toBeUndefined();
}
