import { describe, expect, it } from 'vitest';
import { dueDateWithinReach, findInputProblem, isIsoDay, parseIsoInstant, safeDecodeURIComponent, TEXT_MAX_LENGTH } from './input-limits';
import { Messages } from './messages';

describe('findInputProblem', () => {
  it('bounds names under 100 characters, other text by TEXT_MAX_LENGTH, files by their own limit', () => {
    expect(findInputProblem({ input: { firstName: 'a'.repeat(99) } })).toBeNull();
    expect(findInputProblem({ input: { firstName: 'a'.repeat(100) } })).toEqual({ path: 'input.firstName', field: 'firstName', message: Messages.nameTooLong, isName: true });
    expect(findInputProblem({ description: 'a'.repeat(TEXT_MAX_LENGTH + 1) })?.path).toBe('description');
    expect(findInputProblem({ input: { contentBase64: 'a'.repeat(87_382) } })).toBeNull();
    expect(findInputProblem({ ids: ['ok', 'a\u0000'] })).toEqual({ path: 'ids[1]', field: 'ids[1]', message: Messages.inputHasNul('ids[1]') });
  });
});

describe('parseIsoInstant', () => {
  it('reads ISO days and instants and PostgreSQL text, within the years 1900 to 2999', () => {
    expect(parseIsoInstant('2026-11-21')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseIsoInstant('2026-11-21T10:30:00-05:00')?.toISOString()).toBe('2026-11-21T15:30:00.000Z');
    expect(parseIsoInstant('2026-11-21 12:00:00.123456+00')?.toISOString()).toBe('2026-11-21T12:00:00.123Z');
    for (const bad of ['0000-01-01', '9999-12-31', '+275760-09-13T00:00:00Z', '2026-02-30', '2026-13-01', '1', 'Tuesday', '2026-11-21T25:00'])
      expect(parseIsoInstant(bad), bad).toBeNull();
  });

  it('accepts due days within reach only', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isIsoDay('2026-11-30')).toBe(true);
    expect(isIsoDay('9999-12-31')).toBe(false);
    expect(dueDateWithinReach('2027-06-01', now)).toBe(true);
    expect(dueDateWithinReach('2028-01-01', now)).toBe(false);
  });

  it('decodes a path without throwing on a malformed escape', () => {
    expect(safeDecodeURIComponent('a%20b')).toBe('a b');
    expect(safeDecodeURIComponent('%E0%A4%A')).toBeNull();
    expect(safeDecodeURIComponent('%')).toBeNull();
  });
});
