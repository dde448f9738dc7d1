/**
 * Payloft's theme as plain values: the options MUI's theme is created from (app/theme.ts) and the values of that
 * theme the stylesheet needs (app/components/chrome-styles.ts), so pages without MUI components ship no MUI to the
 * browser (decision 040). theme-values.test.ts checks every value here against `createTheme(themeOptions)`.
 */
import type { ThemeOptions } from '@mui/material/styles';

const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const palette = {
  mode: 'light',
  primary: { main: '#1d4ed8', dark: '#1e3a8a', light: '#dbeafe', contrastText: '#ffffff' },
  secondary: { main: '#0f766e', contrastText: '#ffffff' },
  success: { main: '#15803d', contrastText: '#ffffff' },
  error: { main: '#b91c1c', contrastText: '#ffffff' },
  warning: { main: '#b45309', contrastText: '#ffffff' },
  info: { main: '#0369a1', contrastText: '#ffffff' },
  background: { default: '#f4f6fb', paper: '#ffffff' },
  text: { primary: '#111827', secondary: '#4b5563' },
} as const;

const typography = {
  fontFamily,
  h1: { fontSize: '1.75rem', fontWeight: 700 },
  h2: { fontSize: '1.25rem', fontWeight: 650 },
  h3: { fontSize: '1.05rem', fontWeight: 650 },
  button: { textTransform: 'none', fontWeight: 600 },
} as const;

export const themeOptions: ThemeOptions = {
  palette,
  shape: { borderRadius: 10 },
  typography,
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
};

/** The created theme's values that the stylesheet uses, as MUI computes them from the options above. */
export const plainTheme = {
  palette: {
    ...palette,
    divider: 'rgba(0, 0, 0, 0.12)',
    action: { hover: 'rgba(0, 0, 0, 0.04)', disabled: 'rgba(0, 0, 0, 0.26)', disabledBackground: 'rgba(0, 0, 0, 0.12)' },
  },
  shape: { borderRadius: 10 },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  typography: {
    fontFamily,
    fontWeightMedium: 500,
    body1: { fontSize: '1rem', fontWeight: 400, lineHeight: 1.5 },
    body2: { fontSize: '0.875rem', fontWeight: 400, lineHeight: 1.43 },
    h1: { ...typography.h1, lineHeight: 1.167 },
    h2: { ...typography.h2, lineHeight: 1.2 },
    h3: { ...typography.h3, lineHeight: 1.167 },
    button: { ...typography.button, fontSize: '0.875rem', lineHeight: 1.75 },
  },
  /** MUI's elevations 1 (paper), 2 (contained button), 4 (its hover), 6 (menus) and 8 (drawers, its press). */
  shadows: {
    1: '0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12)',
    2: '0px 3px 1px -2px rgba(0,0,0,0.2),0px 2px 2px 0px rgba(0,0,0,0.14),0px 1px 5px 0px rgba(0,0,0,0.12)',
    4: '0px 2px 4px -1px rgba(0,0,0,0.2),0px 4px 5px 0px rgba(0,0,0,0.14),0px 1px 10px 0px rgba(0,0,0,0.12)',
    6: '0px 3px 5px -1px rgba(0,0,0,0.2),0px 6px 10px 0px rgba(0,0,0,0.14),0px 1px 18px 0px rgba(0,0,0,0.12)',
    8: '0px 5px 5px -3px rgba(0,0,0,0.2),0px 8px 10px 1px rgba(0,0,0,0.14),0px 3px 14px 2px rgba(0,0,0,0.12)',
  },
} as const;
