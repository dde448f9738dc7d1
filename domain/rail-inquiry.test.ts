import { describe, expect, it } from 'vitest';
import { decideAfterInquiry, type RailAnswer } from './rail-inquiry';

/**
 * What the engine sees after each crash point or error: a crash after the claim leaves the payment `scheduled`
 * (nothing submitted); a crash after the move to `processing`, after the submit call, or a transient error from
 * the rail leave it `processing` with a submission that may have happened.
 */
const situations = [
  { name: 'first attempt (or crash after claim)', possiblySubmitted: false },
  { name: 'crash after processing', possiblySubmitted: true },
  { name: 'crash after submit', possiblySubmitted: true },
  { name: 'transient rail error or timeout', possiblySubmitted: true },
] as const;
const answers: RailAnswer[] = ['unreachable', 'notReceived', 'accepted', 'settled', 'returned'];

describe('decideAfterInquiry', () => {
  for (const s of situations)
    for (const answer of answers)
      for (const attemptsLeft of [true, false])
        for (const overdue of [false, true]) {
          const decision = decideAfterInquiry({ possiblySubmitted: s.possiblySubmitted, answer: s.possiblySubmitted ? answer : null, attemptsLeft, overdue });
          it(`${s.name}, rail ${s.possiblySubmitted ? answer : 'not asked'}, attempts ${attemptsLeft ? 'left' : 'used up'}, ${overdue ? 'overdue' : 'in time'}`, () => {
            if (!s.possiblySubmitted) {
              expect(decision).toEqual(attemptsLeft ? { action: 'submit' } : { action: 'failNotSubmitted' });
              return;
            }
            const expected = {
              unreachable: { action: 'wait', bankStatus: 'awaitingConfirmation', escalate: overdue },
              accepted: { action: 'wait', bankStatus: 'accepted', escalate: overdue },
              settled: { action: 'succeed' },
              returned: { action: 'return' },
              notReceived: attemptsLeft ? { action: 'submit' } : { action: 'failNotSubmitted' },
            }[answer];
            expect(decision).toEqual(expected);
          });
        }

  it('never fails a payment the rail may have received', () => {
    for (const answer of ['unreachable', 'accepted', 'settled'] as const)
      for (const attemptsLeft of [true, false])
        for (const overdue of [true, false]) expect(decideAfterInquiry({ possiblySubmitted: true, answer, attemptsLeft, overdue }).action).not.toMatch(/fail|return/);
  });
});
