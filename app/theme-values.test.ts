import { darken, lighten } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { ALERT_COLOURS } from './components/chrome-css.server';
import { theme } from './theme';
import { plainTheme } from './theme-values';

describe('the plain theme values', () => {
  it('are the values of the MUI theme created from the same options', () => {
    const { shadows, ...rest } = plainTheme;
    expect(theme).toMatchObject(rest);
    for (const [level, shadow] of Object.entries(shadows)) expect(theme.shadows[Number(level)]).toBe(shadow);
  });

  it("give the stylesheet's alerts MUI's mixed colours", () => {
    for (const [severity, colours] of Object.entries(ALERT_COLOURS)) {
      const light = theme.palette[severity as keyof typeof ALERT_COLOURS].light;
      expect(colours).toEqual({ color: darken(light, 0.6), background: lighten(light, 0.9), border: light });
    }
  });
});
