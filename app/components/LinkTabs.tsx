/**
 * Tabs that are links (a page per tab, so each tab is bookmarkable and works without JavaScript), drawn by the
 * stylesheet (decision 040). On a narrow screen the tabs wrap to a second line rather than push the page sideways.
 * The addresses come with the tabs: a page whose loader gives them loads no route table (decision 147).
 */
import { listParts } from './chrome-styles';
import { PathLink } from './PathLink';

export interface LinkTab {
  to: string;
  label: string;
  current: boolean;
}

export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  return (
    <nav aria-label={label} className={listParts.tabs}>
      {tabs.map((tab) => (
        <PathLink key={tab.to} to={tab.to} aria-current={tab.current ? 'page' : undefined} className={listParts.tab}>
          {tab.label}
        </PathLink>
      ))}
    </nav>
  );
}
