import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { plainTheme } from './theme-values';

describe('the plain theme values', () => {
  it('are the values of the MUI theme created from the same options', () => {
    const { shadows, ...rest } = plainTheme;
    expect(theme).toMatchObject(rest);
    for (const [level, shadow] of Object.entries(shadows)) expect(theme.shadows[Number(level)]).toBe(shadow);
  });
});
