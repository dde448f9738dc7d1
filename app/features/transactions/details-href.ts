/**
 * A payment's page, with the list to go back to: a module of its own, so a page that only links to payments (an
 * accounting system's bills) does not load the whole transaction list in the browser to write the address.
 */
const DETAILS_PATH = '/transactions/details';

export function detailsHref(id: string, back?: string): string {
  return `${DETAILS_PATH}/${encodeURIComponent(id)}${back ? `?${new URLSearchParams({ back })}` : ''}`;
}
