/** The MUI theme: Payloft's colours, chosen for at least 4.5:1 contrast of text on its backgrounds. */
import { createTheme, type ThemeOptions } from '@mui/material/styles';

const themeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#1d4ed8', dark: '#1e3a8a', light: '#dbeafe', contrastText: '#ffffff' },
    secondary: { main: '#0f766e', contrastText: '#ffffff' },
    success: { main: '#15803d', contrastText: '#ffffff' },
    error: { main: '#b91c1c', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0369a1', contrastText: '#ffffff' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
    text: { primary: '#111827', secondary: '#4b5563' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.25rem', fontWeight: 650 },
    h3: { fontSize: '1.05rem', fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
};

export const theme = createTheme(themeOptions);

const BEYOND_ANY_SCREEN = 1_000_000;
/** The same theme with every breakpoint beyond any screen, so responsive styles take their phone (xs) values (the table gallery's phone layout). */
export const phoneTheme = createTheme({
  ...themeOptions,
  breakpoints: { values: { xs: 0, sm: BEYOND_ANY_SCREEN, md: BEYOND_ANY_SCREEN, lg: BEYOND_ANY_SCREEN, xl: BEYOND_ANY_SCREEN } },
});
