/** Tabs that are links to routes of the route table, named by their ids (LinkTabs with the table's addresses). */
import { href } from '../../domain/routes';
import { LinkTabs, type LinkTab } from './LinkTabs';

type RouteTab<Id extends string> = { id: Id; label: string };

/** The tabs' addresses from the route table, `current` marked: in a loader, for a page that loads no route table. */
export function routeTabLinks<Id extends string>(tabs: readonly RouteTab<Id>[], current: Id): LinkTab[] {
  return tabs.map((tab) => ({ to: href(tab.id), label: tab.label, current: tab.id === current }));
}

export function RouteTabs<Id extends string>({ label, tabs, current }: { label: string; tabs: readonly RouteTab<Id>[]; current: Id }) {
  return <LinkTabs label={label} tabs={routeTabLinks(tabs, current)} />;
}
