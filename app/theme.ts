/** The MUI theme, from Payloft's options (app/theme-values.ts: colours with at least 4.5:1 contrast of text on their backgrounds). */
import { createTheme } from '@mui/material/styles';
import { themeOptions } from './theme-values';

export const theme = createTheme(themeOptions);
