import { describe, expect, it } from 'vitest';
import { processingInstant, processingRunSchema } from './admin';
import { Messages } from './messages';

describe("Run processing now's as-of time", () => {
  it("is a wall time read in the administrator's zone", () => {
    expect(processingRunSchema.parse({ at: '2026-12-02T09:30' }).at).toBe('2026-12-02T09:30');
    expect(processingInstant('2026-12-02T09:30', 'America/Chicago')).toBe('2026-12-02T15:30:00.000Z');
    expect(processingInstant('2026-07-01T09:30', 'America/Chicago')).toBe('2026-07-01T14:30:00.000Z');
    expect(processingInstant('2026-12-02T09:30', 'UTC')).toBe('2026-12-02T09:30:00.000Z');
  });

  it('is now when left empty, and refused when it is not a time', () => {
    expect(processingRunSchema.parse({ at: '' }).at).toBeUndefined();
    expect(processingRunSchema.parse({}).at).toBeUndefined();
    const refused = processingRunSchema.safeParse({ at: 'tomorrow' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe(Messages.processingAsOfInvalid);
    expect(processingRunSchema.safeParse({ at: '2026-13-45T99:99' }).success).toBe(false);
  });
});
