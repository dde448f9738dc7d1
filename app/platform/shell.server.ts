/** What the root loader tells the layout: the user menu, side menu, breadcrumbs, banner and server mark. */
import { data } from '@remix-run/node';
import { environmentFromHost, showsServerMark, type Environment } from '../../domain/environment';
import { checkAccess } from '../../domain/guard';
import { breadcrumbs, buildMenu, type MenuEntry } from '../../domain/menu';
import { Messages } from '../../domain/messages';
import { ROLE_LABELS, type Role } from '../../domain/roles';
import { routeById, hrefOf, type RouteDef, type UserContext } from '../../domain/routes';
import { isServiceUnavailable, type ServiceName } from './api.server';
import { env } from './env.server';
import type { Viewer } from './viewer.server';

/** The spec's banner for the services found down in this request (null when all answered). */
export function bannerFor(down: readonly ServiceName[]): string | null {
  const core = down.includes('core') || down.includes('auth');
  const reports = down.includes('reports');
  if (core && reports) return Messages.coreAndReportsUnavailable;
  if (core) return Messages.serverUnavailable;
  if (reports) return Messages.reportsUnavailable;
  return down.length ? Messages.serverUnavailable : null;
}

/** Loaders and actions: a service that stays down becomes a 503 whose boundary shows the spec's banner. */
export async function withServiceBanner<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isServiceUnavailable(error)) {
      throw data({ serviceUnavailable: error.service, message: bannerFor([error.service]) }, { status: 503 });
    }
    throw error;
  }
}

/** The environment a request is served in: APP_ENV when it is set, else read from the host (spec §1). */
export function environmentOf(host: string | null): Environment {
  const config = env();
  return config.appEnvExplicit ? config.appEnv : environmentFromHost(host ?? 'localhost');
}

export function serverMark(host: string | null): Environment | null {
  const environment = environmentOf(host);
  return showsServerMark(environment) ? environment : null;
}

const PROFILE_ROUTE_IDS = ['bo.setup.profile', 'setup.profile'];

/** The profile page this user may open (owners: /bo/setup/profile; others: /setup/profile), if any. */
export function profileHref(user: UserContext): string | null {
  for (const id of PROFILE_ROUTE_IDS) {
    const route = routeById(id);
    if (checkAccess(route, user).kind === 'allow') return hrefOf(route);
  }
  return null;
}

export interface ShellUser {
  name: string;
  email: string;
  roleLabel: string;
  profileHref: string | null;
  businessName: string | null;
}

export interface ShellData {
  user: ShellUser;
  menu: MenuEntry[];
  crumbs: { label: string; href?: string }[];
}

export function shellFor(viewer: Viewer | null, user: UserContext | null, session: { email?: string; role?: Role }, route: RouteDef | undefined): ShellData {
  const role = (user?.role ?? session.role) as Role;
  const fallbackUser: UserContext = {
    role,
    products: [],
    isBusinessRightsAvailable: false,
    isPaymentsApproved: false,
    connectedAccountingSystems: [],
  };
  const effective = user ?? fallbackUser;
  const name = viewer ? `${viewer.firstName} ${viewer.lastName}`.trim() : (session.email ?? '');
  return {
    user: {
      name: name || (viewer?.email ?? session.email ?? ''),
      email: viewer?.email ?? session.email ?? '',
      roleLabel: ROLE_LABELS[role] ?? role,
      profileHref: profileHref(effective),
      businessName: viewer?.businessName ?? null,
    },
    // Without the viewer (core down) the products are unknown: only product-free entries can be shown.
    menu: buildMenu(effective),
    crumbs: route ? breadcrumbs(route) : [],
  };
}
