import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstFieldErrors } from './field-errors';

describe('firstFieldErrors', () => {
  const schema = z.object({ name: z.string().min(2, 'Too short').max(3, 'Too long'), address: z.object({ zip: z.string().length(5, 'Five digits') }) }).refine((v) => v.name !== 'abc', 'Not abc');
  const errorOf = (value: unknown) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) throw new Error('expected a failure');
    return parsed.error;
  };
  it('keeps the first message of each field under its dotted path', () => {
    expect(firstFieldErrors(errorOf({ name: 'a', address: { zip: '1' } }))).toEqual({ name: 'Too short', 'address.zip': 'Five digits' });
  });
  it('names issues about the whole input by the caller\'s key', () => {
    expect(firstFieldErrors(errorOf({ name: 'abc', address: { zip: '12345' } }), 'body')).toEqual({ body: 'Not abc' });
    expect(firstFieldErrors(errorOf({ name: 'abc', address: { zip: '12345' } }))).toEqual({ '': 'Not abc' });
  });
});
