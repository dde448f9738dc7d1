/**
 * MUI's theme, and in the browser Emotion's cache, for the routes that render MUI components (decision 040). A
 * route that does exports `handle = muiRoute`; the root wraps its page in `MuiScope` (RouteStyles), so MUI and
 * Emotion are in the browser bundles of those routes only, and pages drawn by the stylesheet load neither.
 * routes-mui.test.ts checks that every route whose modules import MUI says so.
 */
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createEmotionCache } from '../emotion';
import { onClientStylesReset } from '../style-context';
import { theme } from '../theme';

// Created when the route's module loads, before hydration, so it takes over the server's style tags.
let browserCache: EmotionCache | undefined = typeof document === 'undefined' ? undefined : createEmotionCache();
onClientStylesReset(() => {
  browserCache = createEmotionCache();
});

export function MuiScope({ children }: { children: ReactNode }) {
  const themed = <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  // On the server the request's renderer provides the process's cache (entry.server.tsx).
  return browserCache ? <CacheProvider value={browserCache}>{themed}</CacheProvider> : themed;
}

/** The `handle` of a route that renders MUI components. */
export const muiRoute = { styles: MuiScope } as const;
