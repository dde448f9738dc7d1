/** The error every instant-rail message raises when it breaks the published rules, built or received. */
import type { Problem } from '../../../../domain/iso20022-rules';

/** A message that breaks the published rules: never sent, and never believed when received. */
export class InvalidMessageError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(`Invalid ISO 20022 message: ${problems.slice(0, 5).join('; ')}`);
    this.name = 'InvalidMessageError';
  }
}
