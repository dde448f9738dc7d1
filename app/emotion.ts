/** Emotion caches: one per server request (with the CSP nonce) and one in the browser that can be reset. */
import createCache, { type EmotionCache } from '@emotion/cache';
import { createContext } from 'react';

export const EMOTION_KEY = 'css';

export function createEmotionCache(nonce?: string): EmotionCache {
  const insertionPoint =
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ?? undefined);
  return createCache({ key: EMOTION_KEY, nonce, insertionPoint, prepend: !insertionPoint });
}

/** In the browser: replace the cache (after an error boundary re-rendered the document). */
export interface ClientStyleContextValue {
  reset: () => void;
}
export const ClientStyleContext = createContext<ClientStyleContextValue>({ reset: () => undefined });

/** The nonce of this page, provided on the server (the browser hides nonces from the DOM anyway). */
export const NonceContext = createContext<string | undefined>(undefined);
