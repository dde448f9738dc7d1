import { Link as RemixLink, type LinkProps } from '@remix-run/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { PathLink, plainHref } from './PathLink';

/** What Remix's Link renders on the server at a page of the lists. */
const remix = (props: LinkProps) =>
  renderToString(
    <StaticRouter location="/transactions/completed?page=1">
      <RemixLink {...props} />
    </StaticRouter>,
  );
const ours = (props: LinkProps) =>
  renderToString(
    <StaticRouter location="/transactions/completed?page=1">
      <PathLink {...props} />
    </StaticRouter>,
  );

const PLAIN = ['/', '/transactions/completed?page=1', '/payments/7f1c?from=list&page=2#top', '/a/b/', '/bo/setup/profile', '/x?q=a%20b&r=/c'];
const NOT_PLAIN = ['', 'details', '../up', '/a/./b', '/a/../b', '//example.test/x', 'https://example.test/', '/a?', '/a#', '?page=2', '#top'];

describe('PathLink', () => {
  it.each(PLAIN)('prints %s as React Router does, without resolving it', (to) => {
    expect(plainHref(to)).toBe(to);
    const props = { to, className: 'pl-text-link', 'aria-current': 'page' as const, title: undefined, children: 'Go' };
    expect(ours(props)).toBe(remix(props));
  });

  it.each(NOT_PLAIN)("leaves %s to Remix's Link", (to) => {
    expect(plainHref(to)).toBeNull();
    expect(ours({ to, children: 'Go' })).toBe(remix({ to, children: 'Go' }));
  });

  it('leaves a path with an empty segment to the router, which mends it (with a warning)', () => {
    expect(plainHref('/a//b')).toBeNull();
  });

  it("leaves a link with the router's own props to Remix's Link", () => {
    for (const props of [{ reloadDocument: true }, { target: '_blank' }, { prefetch: 'intent' as const }, { discover: 'none' as const }, { replace: true }]) {
      expect(ours({ to: '/a', children: 'Go', ...props })).toBe(remix({ to: '/a', children: 'Go', ...props }));
    }
    expect(ours({ to: { pathname: '/a', search: '?b=1' }, children: 'Go' })).toBe(remix({ to: { pathname: '/a', search: '?b=1' }, children: 'Go' }));
  });
});
