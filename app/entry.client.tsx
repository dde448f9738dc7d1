/** Hydration with a browser Emotion cache that takes over the server's styles and can be reset. */
import { CacheProvider } from '@emotion/react';
import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode, useMemo, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ClientStyleContext, createEmotionCache } from './emotion';

// Browsers hide nonce attributes from the DOM but keep the property.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

function ClientCacheProvider({ children }: { children: ReactNode }) {
  const [cache, setCache] = useState(() => createEmotionCache(nonce));
  const value = useMemo(() => ({ reset: () => setCache(createEmotionCache(nonce)) }), []);
  return (
    <ClientStyleContext.Provider value={value}>
      <CacheProvider value={cache}>{children}</CacheProvider>
    </ClientStyleContext.Provider>
  );
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <ClientCacheProvider>
        <RemixBrowser />
      </ClientCacheProvider>
    </StrictMode>,
  );
});
