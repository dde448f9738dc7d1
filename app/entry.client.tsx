/**
 * Hydration. Emotion's browser cache is not set up here: only routes that render MUI bring it, with MUI's theme
 * (app/components/MuiScope.tsx, decision 040), so pages drawn by the stylesheet load neither.
 */
import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
