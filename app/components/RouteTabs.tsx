/**
 * Tabs that are links to routes (a page per tab, so each tab is bookmarkable and works without JavaScript). On a
 * narrow screen the tabs wrap to a second line rather than push the page sideways. Plain links with the stylesheet's
 * classes (decision 040): the tabs of the busiest lists cost no Emotion styles on a request.
 */
import { href } from '../../domain/routes';
import { listParts } from './chrome-styles';
import { PathLink } from './PathLink';

export function RouteTabs<Id extends string>({ label, tabs, current }: { label: string; tabs: readonly { id: Id; label: string }[]; current: Id }) {
  return (
    <nav aria-label={label} className={listParts.tabs}>
      {tabs.map((tab) => (
        <PathLink key={tab.id} to={href(tab.id)} aria-current={tab.id === current ? 'page' : undefined} className={listParts.tab}>
          {tab.label}
        </PathLink>
      ))}
    </nav>
  );
}
