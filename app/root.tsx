/**
 * The root: document, theme and the guard. Its loader reads the session, loads the viewer once, applies
 * the route table's guard, and hands the layout its menus, breadcrumbs, toast and service banner.
 */
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { useContext, useEffect, type ReactNode } from 'react';
import { PageMessages } from '../domain/messages/pages';
import { PRODUCT_NAME } from '../domain/product';
import { noticeOutcome } from '../domain/notifications';
import { AppShell } from './components/AppShell';
import { CHROME_CSS } from './components/chrome-css.server';
import { PublicFrame } from './components/Brand';
import { ErrorPanel, NotFoundPage, ServiceBanner } from './components/Pages';
import { RouteStyles } from './components/RouteStyles';
import { Toasts } from './components/Toasts';
import { NonceContext, resetClientStyles } from './style-context';
import { ApiError, isServiceUnavailable, type ServiceName } from './platform/api.server';
import { bannerFor, serverMark, shellFor } from './platform/shell.server';
import { registrationStepperFor } from './features/setup/business-setup.server';
import { ensureGoLiveDate } from './features/subscriptions/subscriptions.server';
import { plainTheme } from './theme-values';
import { viewerZoneOf, viewerZoneOffsets } from './platform/time-zone.server';
import { getViewer, guardDocument, signOutWithError, toUserContext, type Viewer } from './platform/viewer.server';

/** Pages drawn without the signed-in layout even for a signed-in user. */
const CHROMELESS_PATHS = new Set(['/login', '/login/verify', '/logout', '/main', '/reset-password']);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = context.session;

  let viewer: Viewer | null = null;
  const down: ServiceName[] = [];
  if (session.isSignedIn) {
    try {
      viewer = await getViewer(context);
    } catch (error) {
      // Spec §8: a failed fetch of the user and their products shows the error and logs out.
      if (error instanceof ApiError) signOutWithError(context, error);
      if (!isServiceUnavailable(error)) throw error;
      down.push(error.service);
    }
  }
  const user = viewer ? toUserContext(viewer) : null;
  const timeZone = viewerZoneOf(viewer);

  const route = guardDocument(url, user, viewer, down.length > 0);

  const signedIn = session.isSignedIn && !CHROMELESS_PATHS.has(url.pathname);
  // The owner's registration steps in the header; on a first load it may redirect to the next step.
  // Beside it, spec §4's go-live date: read with the viewer, set once for an owner when absent (no call per page).
  const [registration] =
    session.isSignedIn && down.length === 0
      ? await Promise.all([registrationStepperFor(context, request, viewer, route), ensureGoLiveDate(context, viewer)])
      : [null];
  // Spec §4: notifications switched off hide notices; an error arriving switches them on again.
  const flash = session.takeFlash() ?? null;
  const notice = noticeOutcome(!session.get('notificationsOff'), flash);
  if (notice.enabled === Boolean(session.get('notificationsOff'))) session.set({ notificationsOff: !notice.enabled });
  return {
    toast: notice.show && flash ? { id: flash.id, type: flash.type, message: flash.message } : null,
    notifications: notice.enabled,
    banner: bannerFor(down),
    serverMark: serverMark(request.headers.get('host')),
    year: new Date().getFullYear(),
    /** The route table's title of the page (the document's title, `meta`). */
    title: route?.title ?? null,
    registration: signedIn ? registration : null,
    // The viewer's one time zone (decision 032), decided by the services with the viewer: app/platform/time-zone.ts reads it.
    timeZone,
    zoneOffsets: viewerZoneOffsets(timeZone),
    shell: signedIn ? shellFor(viewer, user, { email: session.get('email'), role: session.get('role') }, route) : null,
  };
}

/** The guard, menus and breadcrumbs depend on the URL: run the root loader on every navigation. */
export const shouldRevalidate = () => true;

/** The page's title comes with the root's data, so the browser loads no route table for it (decision 147). */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const title = error && isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : data?.title;
  return [
    { title: title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME },
    { name: 'description', content: `${PRODUCT_NAME}: business payments` },
  ];
};

/**
 * Marks the document once React has hydrated it: a select changed before hydration is reset by it, so the
 * browser tests wait for this mark after every document load before they act (tests/e2e/support/test.ts).
 */
function useHydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** The stylesheet's element in <head>, by which the browser finds the text the server sent. */
const CHROME_STYLE_ID = 'pl-chrome-css';

/**
 * The stylesheet's text: written on the server; in the browser, where the server module is empty (decision 144), the
 * text the server sent, read before hydration so every render of <head> (a re-render, a document rendered afresh after
 * a hydration error) writes the same rules.
 */
const chromeCss: string = typeof document === 'undefined' ? CHROME_CSS : (document.getElementById(CHROME_STYLE_ID)?.textContent ?? '');

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(NonceContext);
  useHydrationMark();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="theme-color" content={plainTheme.palette.primary.dark} />
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
        {/* The page's stylesheet with the baseline, written once (decisions 037, 040); Emotion's styles for MUI follow it. */}
        <style id={CHROME_STYLE_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: chromeCss }} />
        <meta name="emotion-insertion-point" content="emotion-insertion-point" />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * A notice of this response that the page's own loader decided (a dashboard's refused read, app/features/dashboards/
 * dashboard-read.server.ts): the deepest page's `pageNotice`. It goes before the session's flash, which the root loader
 * read in parallel and so cannot hold it.
 */
function pageNoticeOf(matches: ReturnType<typeof useMatches>) {
  for (const match of [...matches].reverse()) {
    const notice = (match.data as { pageNotice?: { id: string; type: 'danger'; message: string } | null } | undefined)?.pageNotice;
    if (notice) return notice;
  }
  return null;
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const content = (
    <>
      <Toasts toast={pageNoticeOf(useMatches()) ?? data.toast} />
      {data.banner ? (
        <ServiceBanner message={data.banner} />
      ) : (
        <RouteStyles>
          <Outlet />
        </RouteStyles>
      )}
    </>
  );
  if (data.shell) {
    return (
      <AppShell shell={data.shell} serverMark={data.serverMark} year={data.year} registration={data.registration} notifications={data.notifications}>
        {content}
      </AppShell>
    );
  }
  return <PublicFrame year={data.year}>{content}</PublicFrame>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  useEffect(() => {
    // The document re-rendered around the boundary: give Emotion a fresh cache so every style is re-inserted.
    resetClientStyles();
  }, []);
  const year = data?.year ?? new Date().getFullYear();
  let body: ReactNode;
  if (isRouteErrorResponse(error) && error.status === 404) body = <NotFoundPage />;
  else if (isRouteErrorResponse(error) && error.status === 503 && typeof (error.data as { message?: unknown })?.message === 'string')
    body = <ServiceBanner message={(error.data as { message: string }).message} />;
  else body = <ErrorPanel status={isRouteErrorResponse(error) ? error.status : 500} message={PageMessages.somethingWentWrongContact} />;
  return <PublicFrame year={year}>{body}</PublicFrame>;
}
