import { describe, expect, it } from 'vitest';
import { nextProgress } from './NavigationProgress';

describe('the navigation progress bar (spec §9: increments of 30 or 45)', () => {
  it('takes 30 then 45 per cent of what is left and never reaches the end', () => {
    expect(nextProgress(0, 0)).toBe(30);
    expect(nextProgress(30, 1)).toBeCloseTo(61.5);
    let v = 0;
    for (let step = 0; step < 50; step += 1) v = nextProgress(v, step);
    expect(v).toBeLessThan(100);
  });
});
