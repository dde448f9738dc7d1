/**
 * The signed-in layout of spec §1: header (logo, breadcrumbs, user menu, server mark), side menu, footer.
 * Plain elements with the chrome's classes, styled once by `CHROME_CSS` (decision 037): the same header and menu
 * are on every signed-in page, so they cost no styled components per request.
 */
import { Form, useLocation, useMatches } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Environment } from '../../domain/environment';
import type { MenuEntry, MenuLink } from '../../domain/menu';
import { PageMessages } from '../../domain/messages/pages';
import { NOTIFICATIONS_PATH } from '../../domain/notifications';
import { Footer, Logo } from './Brand';
import { PathLink } from './PathLink';
import { chrome } from './chrome-styles';
import { RegistrationStepper } from './RegistrationStepper';
import type { RegistrationStepperView } from './RegistrationStepper';

interface ShellView {
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
    <span className={chrome.mark} title={`Server: ${environment}`} data-testid="server-mark" style={{ background: SERVER_MARK_COLOURS[environment] ?? '#374151' }}>
      {environment.toUpperCase()}
    </span>
  );
}

function LogoutButton({ danger = false }: { danger?: boolean }) {
  return (
    <Form method="post" action="/logout" reloadDocument>
      <button type="submit" className={danger ? `${chrome.action} ${chrome.danger}` : chrome.action}>
        Sign Out
      </button>
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
      <button type="submit" aria-pressed={enabled} className={chrome.action}>
        {enabled ? PageMessages.notificationsOnLabel : PageMessages.notificationsOffLabel}
      </button>
    </Form>
  );
}

/** A native <details> that closes after each client-side navigation (the header stays on screen between pages). */
function useClosedOnNavigation() {
  const details = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [key]);
  return details;
}

function UserMenu({ user, notifications }: { user: ShellView['user']; notifications: boolean }) {
  const menu = useClosedOnNavigation();
  const initials = user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');
  return (
    <details ref={menu} data-testid="user-menu" className={`${chrome.details} ${chrome.user}`}>
      <summary className={chrome.userSummary}>
        <span aria-hidden className={chrome.avatar}>
          {initials || '?'}
        </span>
        {/* WCAG 2.5.3: the accessible name starts with the visible name; the hidden suffix says what it opens. */}
        <span className={chrome.userName}>{user.name}</span>
        <span className={chrome.hidden}> user menu</span>
        <span aria-hidden style={{ fontSize: '0.75rem' }}>
          ▾
        </span>
      </summary>
      <div className={chrome.userPanel}>
        <div className={chrome.userHead}>
          <p style={{ fontWeight: 700 }}>{user.name}</p>
          <p className={chrome.userEmail}>{user.email}</p>
          <span className={chrome.role}>{user.roleLabel}</span>
        </div>
        <hr className={chrome.rule} />
        {user.profileHref ? (
          <PathLink to={user.profileHref} className={chrome.action}>
            Profile
          </PathLink>
        ) : null}
        <NotificationsSwitch enabled={notifications} />
        <LogoutButton danger />
      </div>
    </details>
  );
}

function MenuItemLink({ link, current, outline }: { link: MenuLink; current: boolean; outline: string }) {
  return (
    <PathLink to={link.href} aria-current={current ? 'page' : undefined} data-menu-link={outline} className={chrome.sideLink}>
      {link.label}
    </PathLink>
  );
}

function SideMenu({ menu, pathname, phone = false }: { menu: MenuEntry[]; pathname: string; phone?: boolean }) {
  const isCurrent = (link: MenuLink) => pathOf(link.href) === pathname;
  // The desktop menu is a column beside the content; below 900 px it lives in the header's drawer.
  return (
    <nav aria-label="Main menu" data-testid={phone ? 'phone-menu' : 'side-menu'} className={chrome.side}>
      <ul>
        {menu.map((entry) =>
          entry.link ? (
            <li key={entry.section}>
              <MenuItemLink link={{ ...entry.link, label: entry.label }} current={isCurrent(entry.link)} outline={entry.label} />
            </li>
          ) : (
            <li key={entry.section}>
              <details open={entry.children.some(isCurrent) || undefined} className={chrome.group}>
                <summary>{entry.label}</summary>
                <ul>
                  {entry.children.map((link) => (
                    <li key={link.routeId}>
                      <MenuItemLink link={link} current={isCurrent(link)} outline={`${entry.label} › ${link.label}`} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ),
        )}
        <li>
          <hr className={chrome.rule} />
          <LogoutButton />
        </li>
      </ul>
    </nav>
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
  const drawer = useClosedOnNavigation();
  return (
    <details ref={drawer} data-testid="phone-drawer" className={`${chrome.details} ${chrome.drawer}`}>
      <summary className={chrome.drawerSummary}>
        <span aria-hidden>☰</span>
        Menu
      </summary>
      <div className={chrome.drawerPanel}>
        <SideMenu menu={menu} pathname={pathname} phone />
      </div>
    </details>
  );
}

function HeaderCrumbs({ crumbs }: { crumbs: ShellView['crumbs'] }) {
  if (!crumbs.length) return null;
  return (
    <nav aria-label="Breadcrumbs" data-testid="breadcrumbs" className={chrome.crumbs}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={i}>
            {i === crumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : crumb.href ? <PathLink to={crumb.href}>{crumb.label}</PathLink> : <span>{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
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
  /** The business owner's registration steps (until the business is registered), null for everyone else. */
  registration?: RegistrationStepperView | null;
}) {
  const { pathname } = useLocation();
  const crumbs = usePageCrumbs() ?? shell.crumbs;
  return (
    <div className={chrome.shell}>
      {/* Spec §1: the header holds the logo, breadcrumbs, the owner's registration steps and the user menu. */}
      <header className={chrome.header}>
        <div className={chrome.bar}>
          <a href="#main" className={chrome.skip}>
            Skip to content
          </a>
          <PhoneMenu menu={shell.menu} pathname={pathname} />
          <Logo />
          {serverMark ? <ServerMark environment={serverMark} /> : null}
          {registration ? <RegistrationStepper stepper={registration} /> : <div className={chrome.spacer} />}
          {shell.user.businessName ? <p className={chrome.business}>{shell.user.businessName}</p> : null}
          <UserMenu user={shell.user} notifications={notifications} />
        </div>
        <HeaderCrumbs crumbs={crumbs} />
      </header>
      <SideMenu menu={shell.menu} pathname={pathname} />
      <main id="main" className={chrome.main}>
        {children}
      </main>
      <div className={chrome.footerSlot}>
        <Footer year={year} />
      </div>
    </div>
  );
}
