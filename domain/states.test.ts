import { describe, expect, it } from 'vitest';
import { US_STATES, resolveState } from './states';

describe('US state list', () => {
  it('has the 50 states, DC and the territories, with unique codes', () => {
    expect(US_STATES).toHaveLength(57);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(57);
    expect(US_STATES[0]).toEqual({ name: 'Alabama', code: 'AL' });
  });
  it('finds a state by code or name in any case and falls back to Alabama', () => {
    expect(resolveState('ca').name).toBe('California');
    expect(resolveState('new york').code).toBe('NY');
    expect(resolveState('Atlantis')).toEqual({ name: 'Alabama', code: 'AL' });
    expect(resolveState(undefined).code).toBe('AL');
  });
});
