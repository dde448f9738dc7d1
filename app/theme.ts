/** The MUI theme, from Payloft's options (app/theme-values.ts: colours with at least 4.5:1 contrast of text on their backgrounds). */
import { createTheme } from '@mui/material/styles';
import { themeOptions } from './theme-values';

export const theme = createTheme(themeOptions);

const BEYOND_ANY_SCREEN = 1_000_000;
/** The same theme with every breakpoint beyond any screen, so responsive styles take their phone (xs) values (the table gallery's phone layout). */
export const phoneTheme = createTheme({
  ...themeOptions,
  breakpoints: { values: { xs: 0, sm: BEYOND_ANY_SCREEN, md: BEYOND_ANY_SCREEN, lg: BEYOND_ANY_SCREEN, xl: BEYOND_ANY_SCREEN } },
});
