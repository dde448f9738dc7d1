/** Tabs that are links to routes of the route table, named by their ids (LinkTabs with the table's addresses). */
import { href } from '../../domain/routes';
import { LinkTabs } from './LinkTabs';

export function RouteTabs<Id extends string>({ label, tabs, current }: { label: string; tabs: readonly { id: Id; label: string }[]; current: Id }) {
  return <LinkTabs label={label} tabs={tabs.map((tab) => ({ to: href(tab.id), label: tab.label, current: tab.id === current }))} />;
}
