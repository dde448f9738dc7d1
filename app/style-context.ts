/**
 * What the document needs from styling without loading Emotion (decision 040): the page's CSP nonce (provided on
 * the server; the browser hides nonces from the DOM anyway) and a signal that the root's error boundary re-rendered
 * the document, after which the browser's Emotion cache (app/components/MuiScope.tsx) must start afresh.
 */
import { createContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

const resetListeners = new Set<() => void>();

/** Called when the browser's Emotion cache must insert every style again. */
export function onClientStylesReset(listener: () => void): void {
  resetListeners.add(listener);
}

export function resetClientStyles(): void {
  for (const listener of resetListeners) listener();
}
