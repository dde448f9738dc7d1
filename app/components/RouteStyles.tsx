/** Wraps the page in the styling its route asks for in `handle.styles`: MUI's theme for routes that render MUI (decision 040). */
import { useMatches } from '@remix-run/react';
import type { ComponentType, ReactNode } from 'react';

type StylesHandle = { styles?: ComponentType<{ children: ReactNode }> } | undefined;

export function RouteStyles({ children }: { children: ReactNode }) {
  const Styles = useMatches()
    .map((match) => (match.handle as StylesHandle)?.styles)
    .find(Boolean);
  return Styles ? <Styles>{children}</Styles> : <>{children}</>;
}
