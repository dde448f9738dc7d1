/** The accounting sandboxes' memory of idempotency keys: a day at most, a bounded number, one answer per key. */
import { describe, expect, it } from 'vitest';
import { AnswerMemory, type KeptAnswer } from '../../api/integrations/accounting/sandbox/idempotency';

const answer = (body: string): Promise<KeptAnswer> => Promise.resolve({ status: 200, body });

describe('the sandboxes’ idempotency memory', () => {
  it('gives the first answer to a repeated key for a day, then forgets it', async () => {
    const memory = new AnswerMemory(1_000, 10);
    memory.keep('qb:1:a', answer('first'), 0);
    expect(await memory.get('qb:1:a', 999)).toEqual({ status: 200, body: 'first' });
    expect(memory.get('qb:1:a', 1_000)).toBeUndefined();
    expect(memory.size).toBe(0);
  });

  it('keeps at most its bound, forgetting the oldest first', () => {
    const memory = new AnswerMemory(1_000, 3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) memory.keep(key, answer(key), i);
    expect(memory.size).toBe(3);
    expect(memory.get('a', 4)).toBeUndefined();
    expect(memory.get('b', 4)).toBeDefined();
    expect(memory.get('d', 4)).toBeDefined();
  });

  it('drops expired answers as new ones come, so a quiet key does not stay', () => {
    const memory = new AnswerMemory(1_000, 100);
    memory.keep('old', answer('old'), 0);
    memory.keep('new', answer('new'), 5_000);
    expect(memory.size).toBe(1);
  });

  it('hands a repeat that arrives before the first is answered the same pending answer', async () => {
    const memory = new AnswerMemory();
    let settle!: (value: KeptAnswer) => void;
    memory.keep('xero:t:k', new Promise((resolve) => (settle = resolve)), 0);
    const repeat = memory.get('xero:t:k', 1);
    expect(repeat).toBeDefined();
    settle({ status: 200, body: 'once' });
    expect(await repeat).toEqual({ status: 200, body: 'once' });
  });
});
