/**
 * Remix's `Link` for a link to a plain path of this site, as the lists and the menus have by the hundred: in the
 * browser it is Remix's own; on the server, for a `to` that React Router would print unchanged (plainHref), it writes
 * the same `<a>` Remix's renders there (its props, `data-discover`, the `href`, in that order, inside the same
 * fragment) without React Router resolving the path, which costs each link three resolutions of it against the
 * page's matches on every render. Any other `to` or prop of the router's own takes Remix's `Link` on the server too.
 */
import { Link as RemixLink, type LinkProps } from '@remix-run/react';
import { createElement, forwardRef, Fragment } from 'react';

/** Props that change what Remix's or React Router's `Link` renders or does: with any of them, theirs renders. */
const ROUTER_PROPS = [
  'prefetch',
  'discover',
  'reloadDocument',
  'replace',
  'state',
  'target',
  'relative',
  'preventScrollReset',
  'viewTransition',
  'onClick',
] as const;

/**
 * `to` when React Router prints it as it is (an absolute path without `.` or `..` segments, with a search and a hash
 * that are not a bare `?` or `#`, and no `//` anywhere), else null.
 */
export function plainHref(to: LinkProps['to']): string | null {
  if (typeof to !== 'string' || to[0] !== '/' || to.includes('//') || to.includes('?#') || to.endsWith('?') || to.endsWith('#')) return null;
  if (!to.includes('.')) return to;
  const pathname = to.split(/[?#]/, 1)[0];
  return pathname.split('/').some((segment) => segment === '.' || segment === '..') ? null : to;
}

const onServer = typeof document === 'undefined';

export const PathLink = forwardRef<HTMLAnchorElement, LinkProps>(function PathLink(props, ref) {
  const href = onServer && !ROUTER_PROPS.some((name) => name in props) ? plainHref(props.to) : null;
  if (href === null) return <RemixLink ref={ref} {...props} />;
  const { to: _to, ...rest } = props;
  return createElement(Fragment, null, <a {...rest} data-discover="true" href={href} />, null);
});
