/** Emotion caches: the server's (one per process, entry.server.tsx) and the browser's (app/components/MuiScope.tsx). */
import createCache, { type EmotionCache } from '@emotion/cache';

const EMOTION_KEY = 'css';

/** In the browser the nonce comes from the page's scripts (browsers hide nonce attributes but keep the property). */
export function createEmotionCache(nonce?: string): EmotionCache {
  if (typeof document === 'undefined') return createCache({ key: EMOTION_KEY, nonce, prepend: true });
  const insertionPoint = document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ?? undefined;
  const pageNonce = nonce ?? (document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined);
  return createCache({ key: EMOTION_KEY, nonce: pageNonce, insertionPoint, prepend: !insertionPoint });
}
