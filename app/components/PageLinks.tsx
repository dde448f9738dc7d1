/** Previous and next page links around "Page n of m", under a list paged by its own page parameter (nothing when it has one page). */
import { Link as RemixLink } from '@remix-run/react';
import { listPages } from './list-pages-styles';

export function PageLinks({ label, page, pageCount, hrefFor, centred }: { label: string; page: number; pageCount: number; hrefFor: (page: number) => string; centred?: boolean }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={centred ? `${listPages.pageLinks} ${listPages.pageLinksCentred}` : listPages.pageLinks}>
      {page > 1 ? <RemixLink to={hrefFor(page - 1)}>Previous page</RemixLink> : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? <RemixLink to={hrefFor(page + 1)}>Next page</RemixLink> : null}
    </nav>
  );
}
