/** The side menu per role and product set (spec §2 'Menus per role'), built from the route table. */
import { FEATURE_FLAGS, type FeatureFlag } from './features';
import { checkAccess } from './guard';
import { MENU_SECTIONS, ROUTES, hrefOf, type MenuSection, type RouteDef, type UserContext } from './routes';

export interface MenuLink {
  label: string;
  href: string;
  routeId: string;
}
export interface MenuEntry {
  section: MenuSection;
  label: string;
  /** A leaf section is a single link. */
  link?: MenuLink;
  children: MenuLink[];
}

export interface MenuOptions {
  flags?: Record<FeatureFlag, boolean>;
  routes?: readonly RouteDef[];
}

export function buildMenu(user: UserContext, options: MenuOptions = {}): MenuEntry[] {
  const flags = options.flags ?? FEATURE_FLAGS;
  const routes = options.routes ?? ROUTES;
  const placed: { section: MenuSection; order: number; link: MenuLink }[] = [];
  for (const route of routes) {
    if (!route.menu) continue;
    if (checkAccess(route, user, flags).kind !== 'allow') continue;
    const placement = route.menu.find(
      (m) =>
        (!m.roles || m.roles.includes(user.role)) &&
        !(m.hiddenWithProducts ?? []).some((p) => user.products.includes(p)) &&
        (!m.when || m.when(user)),
    );
    if (!placement) continue;
    placed.push({
      section: placement.section,
      order: placement.order,
      link: { label: placement.label ?? route.title, href: hrefOf(route), routeId: route.id },
    });
  }
  const entries: MenuEntry[] = [];
  for (const section of MENU_SECTIONS) {
    const links = placed
      .filter((p) => p.section === section.key)
      .sort((a, b) => a.order - b.order)
      .map((p) => p.link);
    if (links.length === 0) continue;
    entries.push(
      section.leaf
        ? { section: section.key, label: section.label, link: links[0], children: [] }
        : { section: section.key, label: section.label, children: links },
    );
  }
  return entries;
}

/** Breadcrumbs for a route: its menu section (when it is a group), its parent, then itself. */
export function breadcrumbs(route: RouteDef): { label: string; href?: string }[] {
  const crumbs: { label: string; href?: string }[] = [];
  const section = route.menu?.[0]?.section;
  const sectionDef = MENU_SECTIONS.find((s) => s.key === section);
  if (sectionDef && !sectionDef.leaf) crumbs.push({ label: sectionDef.label });
  if (route.parent) {
    const parent = ROUTES.find((r) => r.id === route.parent);
    if (parent) {
      const parentSection = MENU_SECTIONS.find((s) => s.key === parent.menu?.[0]?.section);
      if (!sectionDef && parentSection && !parentSection.leaf) crumbs.push({ label: parentSection.label });
      crumbs.push({ label: parent.title, href: hrefOf(parent) });
    }
  }
  crumbs.push({ label: route.title });
  return crumbs;
}
