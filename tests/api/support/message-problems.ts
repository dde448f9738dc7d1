/** The rules an ISO 20022 message broke when it was built or read (the thrown InvalidMessageError's list); empty when none. */
import { InvalidMessageError } from '../../../api/rails/instant/messages';

export function problemsOf(fn: () => unknown): readonly string[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof InvalidMessageError) return error.problems;
    throw error;
  }
  return [];
}
