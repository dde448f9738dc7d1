/**
 * Tabs that are links to routes (a page per tab, so each tab is bookmarkable and works without JavaScript). On a
 * narrow screen the tabs wrap to a second line rather than push the page sideways.
 */
import { Box, Link } from '@mui/material';
import { Link as RemixLink } from '@remix-run/react';
import { href } from '../../domain/routes';

export function RouteTabs<Id extends string>({ label, tabs, current }: { label: string; tabs: readonly { id: Id; label: string }[]; current: Id }) {
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      {tabs.map((tab) => {
        const active = tab.id === current;
        return (
          <Link
            key={tab.id}
            component={RemixLink}
            to={href(tab.id)}
            aria-current={active ? 'page' : undefined}
            underline="none"
            sx={{ py: 1, fontWeight: active ? 700 : 500, borderBottom: 2, borderColor: active ? 'primary.main' : 'transparent', color: active ? 'primary.main' : 'text.primary' }}
          >
            {tab.label}
          </Link>
        );
      })}
    </Box>
  );
}
