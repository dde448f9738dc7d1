/** The signed-in layout of spec §1: header (logo, breadcrumbs, user menu, server mark), side menu, footer. */
import { Box, Breadcrumbs, Chip, Divider, Link as MuiLink, Typography } from '@mui/material';
import { Form, Link as RemixLink, useLocation, useMatches } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Environment } from '../../domain/environment';
import type { MenuEntry, MenuLink } from '../../domain/menu';
import { Messages } from '../../domain/messages';
import { NOTIFICATIONS_PATH } from '../../domain/notifications';
import { Footer, Logo } from './Brand';
import { RegistrationStepper } from './RegistrationStepper';
import { visuallyHidden } from './visually-hidden';
import type { RegistrationStepperView } from '../services/business-setup.server';

/** A <details> whose <summary> is a button of ours: no disclosure triangle (the user menu, the phone drawer). */
const SUMMARY_WITHOUT_MARKER = {
  '& > summary': { listStyle: 'none' },
  '& > summary::-webkit-details-marker': { display: 'none' },
} as const;

export interface ShellView {
  user: { name: string; email: string; roleLabel: string; profileHref: string | null; businessName: string | null };
  menu: MenuEntry[];
  crumbs: { label: string; href?: string }[];
}

const SERVER_MARK_COLOURS: Record<string, string> = { local: '#6d28d9', dev: '#b45309', staging: '#be123c' };

function pathOf(href: string): string {
  return href.split('?')[0];
}

function ServerMark({ environment }: { environment: Environment }) {
  return (
    <Chip
      size="small"
      label={environment.toUpperCase()}
      title={`Server: ${environment}`}
      data-testid="server-mark"
      sx={{ bgcolor: SERVER_MARK_COLOURS[environment] ?? '#374151', color: '#fff', fontWeight: 700, letterSpacing: '0.05em' }}
    />
  );
}

function LogoutButton({ variant }: { variant: 'menu' | 'nav' }) {
  return (
    <Form method="post" action="/logout" reloadDocument>
      <Box
        component="button"
        type="submit"
        sx={{
          all: 'unset',
          boxSizing: 'border-box',
          cursor: 'pointer',
          display: 'block',
          width: '100%',
          px: 2,
          py: variant === 'nav' ? 1 : 1.25,
          borderRadius: 1,
          color: variant === 'nav' ? 'text.primary' : 'error.main',
          fontWeight: 600,
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px' },
        }}
      >
        Sign Out
      </Box>
    </Form>
  );
}

/** Notifications on or off (spec §4): a POST form, so it works without JavaScript; back to the same page after. */
function NotificationsSwitch({ enabled }: { enabled: boolean }) {
  const location = useLocation();
  return (
    <Form method="post" action={NOTIFICATIONS_PATH} data-testid="notifications-switch">
      <input type="hidden" name="enabled" value={enabled ? 'false' : 'true'} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <Box
        component="button"
        type="submit"
        aria-pressed={enabled}
        sx={{
          all: 'unset',
          boxSizing: 'border-box',
          cursor: 'pointer',
          display: 'block',
          width: '100%',
          px: 2,
          py: 1.25,
          fontWeight: 600,
          color: 'text.primary',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px' },
        }}
      >
        {enabled ? Messages.notificationsOnLabel : Messages.notificationsOffLabel}
      </Box>
    </Form>
  );
}

function UserMenu({ user, notifications }: { user: ShellView['user']; notifications: boolean }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  // With JavaScript the header stays on screen between pages: close the menu after each navigation.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [key]);
  const initials = user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');
  return (
    <Box
      component="details"
      ref={menu}
      data-testid="user-menu"
      sx={{
        position: 'relative',
        ...SUMMARY_WITHOUT_MARKER,
      }}
    >
      <Box
        component="summary"
        sx={{
          cursor: 'pointer',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.5,
          borderRadius: 2,
          color: '#fff',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
          '&:focus-visible': { outline: '3px solid #fff', outlineOffset: '2px' },
        }}
      >
        <Box
          aria-hidden
          sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: '#fff', color: 'primary.dark', display: 'grid', placeItems: 'center', fontWeight: 700 }}
        >
          {initials || '?'}
        </Box>
        {/* WCAG 2.5.3: the accessible name starts with the visible name; the hidden suffix says what it opens. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 600 }}>
          {user.name}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {' '}
          user menu
        </Box>
        <Box component="span" aria-hidden sx={{ fontSize: '0.75rem' }}>
          ▾
        </Box>
      </Box>
      <Box
        sx={{
          position: 'absolute',
          right: 0,
          mt: 1,
          minWidth: 260,
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 2,
          boxShadow: 6,
          border: 1,
          borderColor: 'divider',
          zIndex: 20,
          py: 1,
        }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{user.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
          <Chip size="small" label={user.roleLabel} sx={{ mt: 1, bgcolor: 'primary.light', color: 'primary.dark', fontWeight: 600 }} />
        </Box>
        <Divider />
        {user.profileHref ? (
          <MuiLink component={RemixLink} to={user.profileHref} underline="none" sx={{ display: 'block', px: 2, py: 1.25, color: 'text.primary', fontWeight: 600, '&:hover': { bgcolor: 'action.hover' } }}>
            Profile
          </MuiLink>
        ) : null}
        <NotificationsSwitch enabled={notifications} />
        <LogoutButton variant="menu" />
      </Box>
    </Box>
  );
}

function MenuItemLink({ link, current, outline }: { link: MenuLink; current: boolean; outline: string }) {
  return (
    <MuiLink
      component={RemixLink}
      to={link.href}
      underline="none"
      aria-current={current ? 'page' : undefined}
      data-menu-link={outline}
      sx={{
        display: 'block',
        px: 2,
        py: 1,
        borderRadius: 1,
        color: current ? 'primary.dark' : 'text.primary',
        bgcolor: current ? 'primary.light' : 'transparent',
        fontWeight: current ? 700 : 500,
        '&:hover': { bgcolor: current ? 'primary.light' : 'action.hover' },
      }}
    >
      {link.label}
    </MuiLink>
  );
}

function SideMenu({ menu, pathname, phone = false }: { menu: MenuEntry[]; pathname: string; phone?: boolean }) {
  const isCurrent = (link: MenuLink) => pathOf(link.href) === pathname;
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      data-testid={phone ? 'phone-menu' : 'side-menu'}
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        // The desktop menu is a column beside the content; below 900 px it lives in the header's drawer.
        display: phone ? 'block' : { xs: 'none', md: 'block' },
        borderRight: phone ? 0 : { md: 1 },
        borderColor: 'divider',
        p: 1.5,
        '& ul': { listStyle: 'none', m: 0, p: 0 },
        '& li': { my: 0.25 },
      }}
    >
      <ul>
        {menu.map((entry) =>
          entry.link ? (
            <li key={entry.section}>
              <MenuItemLink link={{ ...entry.link, label: entry.label }} current={isCurrent(entry.link)} outline={entry.label} />
            </li>
          ) : (
            <li key={entry.section}>
              <Box
                component="details"
                open={entry.children.some(isCurrent) || undefined}
                sx={{ '& > summary': { cursor: 'pointer', px: 2, py: 1, borderRadius: 1, fontWeight: 600, color: 'text.primary', '&:hover': { bgcolor: 'action.hover' } } }}
              >
                <summary>{entry.label}</summary>
                <Box component="ul" sx={{ pl: '12px !important' }}>
                  {entry.children.map((link) => (
                    <li key={link.routeId}>
                      <MenuItemLink link={link} current={isCurrent(link)} outline={`${entry.label} › ${link.label}`} />
                    </li>
                  ))}
                </Box>
              </Box>
            </li>
          ),
        )}
        <li>
          <Divider sx={{ my: 1 }} />
          <LogoutButton variant="nav" />
        </li>
      </ul>
    </Box>
  );
}

type Crumb = { label: string; href?: string };

/** A page whose place depends on its data (a payment's details follow its list) gives its own crumbs as loader data `crumbs`. */
function usePageCrumbs(): Crumb[] | null {
  const data = useMatches().at(-1)?.data as { crumbs?: unknown } | null | undefined;
  return data && Array.isArray(data.crumbs) ? (data.crumbs as Crumb[]) : null;
}

/**
 * Below 900 px the side menu is a drawer behind the header's Menu button: a native <details>, so it opens
 * without JavaScript; with it, the drawer closes after each client-side navigation.
 */
function PhoneMenu({ menu, pathname }: { menu: MenuEntry[]; pathname: string }) {
  const drawer = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (drawer.current) drawer.current.open = false;
  }, [key]);
  return (
    <Box
      component="details"
      ref={drawer}
      data-testid="phone-drawer"
      sx={{
        display: { xs: 'block', md: 'none' },
        ...SUMMARY_WITHOUT_MARKER,
      }}
    >
      <Box
        component="summary"
        sx={{
          cursor: 'pointer',
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          px: 1.25,
          py: 0.75,
          borderRadius: 2,
          border: '1px solid rgba(255,255,255,0.6)',
          color: '#fff',
          fontWeight: 600,
          '&:focus-visible': { outline: '3px solid #fff', outlineOffset: '2px' },
        }}
      >
        <Box component="span" aria-hidden sx={{ fontSize: '1.1rem', lineHeight: 1 }}>
          ☰
        </Box>
        Menu
      </Box>
      <Box
        sx={{
          position: 'absolute',
          left: 0,
          top: '100%',
          width: 'min(320px, 100vw)',
          maxHeight: 'calc(100vh - 64px)',
          overflowY: 'auto',
          zIndex: 40,
          boxShadow: 8,
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <SideMenu menu={menu} pathname={pathname} phone />
      </Box>
    </Box>
  );
}

function HeaderCrumbs({ crumbs }: { crumbs: ShellView['crumbs'] }) {
  if (!crumbs.length) return null;
  return (
    <Breadcrumbs
      aria-label="Breadcrumbs"
      data-testid="breadcrumbs"
      sx={{ px: { xs: 2, md: 3 }, py: 0.75, bgcolor: 'primary.light', color: 'primary.dark', '& a': { color: 'primary.dark', fontWeight: 600 } }}
    >
      {crumbs.map((crumb, i) =>
        i === crumbs.length - 1 ? (
          <Typography key={i} color="text.primary" aria-current="page" sx={{ fontSize: '0.9rem' }}>
            {crumb.label}
          </Typography>
        ) : crumb.href ? (
          <MuiLink key={i} component={RemixLink} to={crumb.href} sx={{ fontSize: '0.9rem' }}>
            {crumb.label}
          </MuiLink>
        ) : (
          <Typography key={i} color="text.primary" sx={{ fontSize: '0.9rem' }}>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}

export function AppShell({
  shell,
  serverMark,
  year,
  children,
  registration = null,
  notifications = true,
}: {
  /** Whether notifications are on for this session (spec §4). */
  notifications?: boolean;
  shell: ShellView;
  serverMark: Environment | null;
  year: number;
  children: ReactNode;
  /** The business owner's registration steps (issue 5), null for everyone else. */
  registration?: RegistrationStepperView | null;
}) {
  const { pathname } = useLocation();
  const crumbs = usePageCrumbs() ?? shell.crumbs;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateRows: 'auto 1fr auto', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '250px minmax(0, 1fr)' } }}>
      {/* Spec §1: the header holds the logo, breadcrumbs, the owner's registration steps and the user menu. */}
      <Box component="header" sx={{ gridColumn: '1 / -1', position: 'relative' }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: { xs: 'wrap', md: 'nowrap' },
            gap: { xs: 1, md: 2 },
            px: { xs: 2, md: 3 },
            py: 1.25,
            bgcolor: 'primary.dark',
            color: '#fff',
          }}
        >
          <MuiLink href="#main" sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, bgcolor: '#fff', p: 1, zIndex: 30 } }}>
            Skip to content
          </MuiLink>
          <PhoneMenu menu={shell.menu} pathname={pathname} />
          <Logo inverted />
          {serverMark ? <ServerMark environment={serverMark} /> : null}
          {registration ? <RegistrationStepper stepper={registration} /> : <Box sx={{ flex: 1 }} />}
          {shell.user.businessName ? (
            <Typography sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.9 }}>{shell.user.businessName}</Typography>
          ) : null}
          <UserMenu user={shell.user} notifications={notifications} />
        </Box>
        <HeaderCrumbs crumbs={crumbs} />
      </Box>
      <SideMenu menu={shell.menu} pathname={pathname} />
      <Box component="main" id="main" sx={{ p: { xs: 2, md: 4 }, minWidth: 0, position: 'relative' }}>
        {children}
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Footer year={year} />
      </Box>
    </Box>
  );
}
