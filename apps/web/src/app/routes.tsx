import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ChunkErrorBoundary } from '../shared/ui/chunk-error-boundary';
import { lazyPage, type LazyPage } from '../shared/ui/lazy-page';
import { PageLoader } from '../shared/ui/page-loader';
import { accessOf, guardRedirect, RouteGuard } from './guards';
import { ChatSidebar, hasChatSidebar } from './layouts/chat-sidebar';
import { RootLayout } from './layouts/root-layout';
import { SelfCertificationGate } from './layouts/self-certification-gate';
import { pageShown } from './take-over';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { flattenRoutes, pathsOf, routeTable, type AppRoute } from './route-table';

// The authenticated shell is a chunk of its own, so /login stays light.
const AuthLayout = lazyPage(() => import('./layouts/auth-layout'), 'AuthLayout');

type Matches = readonly { route: { handle?: unknown } }[];

/** The route table's entry a location shows (the deepest match's flags). */
const routeOf = (matches: Matches) => matches.at(-1)?.route.handle as Partial<AppRoute> | undefined;

/** Where the guards send the user from a location instead (guardRedirect), or null. */
export function redirectOf(matches: Matches, loggedIn: boolean): string | null {
  const route = routeOf(matches);
  return route ? guardRedirect(accessOf(route), loggedIn) : null;
}

/**
 * The chunks a location renders one inside the other: the authenticated layout (for a route that
 * needs a log-in) and the page. None for a route the guards will send the user away from.
 */
export function chunksOf(matches: Matches, loggedIn: boolean): LazyPage[] {
  const route = routeOf(matches);
  if (!route?.page || guardRedirect(accessOf(route), loggedIn)) return [];
  return accessOf(route) === 'auth' ? [AuthLayout, route.page] : [route.page];
}

/**
 * Starts loading at once the chunks a location renders (chunksOf). Left to React, the page's
 * chunk is asked for only once the layout's has arrived and rendered, one more round trip before
 * /home or /newsfeed can paint. Settles (never rejects: a failed load is the render's to show)
 * once they are in.
 */
export async function preloadChunks(
  matches: Matches,
  loggedIn: boolean,
  { inTurn, importScript = importUrl }: PreloadInTurn = {},
): Promise<void> {
  const chunks = chunksOf(matches, loggedIn);
  if (!inTurn) {
    await Promise.all(chunks.map((chunk) => chunk.preload()));
    return;
  }
  // Already fetched (boot.js preloads them with the server's page): their modules run a file a
  // task, each after the files it imports, and then the layout's and the page's own, rather than
  // all in one long task when the layout's chunk is imported.
  for (const href of inTurn) {
    await importScript(href).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  for (const chunk of chunks) await chunk.preload();
}

interface PreloadInTurn {
  /**
   * The scripts of the first render, each after those it imports (serverPage.scripts): evaluated
   * one a task before the chunks. A script that fails is left to its chunk's load to report.
   */
  inTurn?: readonly string[];
  /** Evaluates a script; a dynamic import, which a test replaces. */
  importScript?: (href: string) => Promise<unknown>;
}

const importUrl = (href: string) => import(/* @vite-ignore */ href);

/** A lazy chunk behind a reload prompt (on failure or timeout) and a loader (while loading). */
function Chunk({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ChunkErrorBoundary key={id}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

/** Tells app/take-over.ts that the page's first render is in: its effect runs after the page's. */
function PageShown() {
  useEffect(pageShown, []);
  return null;
}

function pageElement(route: AppRoute, path: string): ReactNode {
  const Page: ComponentType = route.page;
  const chunk = (
    <Chunk id={path}>
      <Page />
      <PageShown />
    </Chunk>
  );
  const page = hasChatSidebar(route) ? <ChatSidebar>{chunk}</ChatSidebar> : chunk;
  if (route.selfCertified) {
    return <SelfCertificationGate>{page}</SelfCertificationGate>;
  }
  return page;
}

/** One router entry per path and alias, with the route's flags as its `handle`. */
function toRouteObjects(route: AppRoute, guarded: boolean): RouteObject[] {
  return pathsOf(route).map((path) => ({
    path,
    handle: route,
    element: guarded ? (
      <RouteGuard access={accessOf(route)}>{pageElement(route, path)}</RouteGuard>
    ) : (
      pageElement(route, path)
    ),
  }));
}

/** Builds the router's tree from the route table. */
export function buildRoutes(table: readonly AppRoute[] = routeTable): RouteObject[] {
  const all = flattenRoutes(table);
  const authRoutes = all.filter((r) => accessOf(r) === 'auth');
  const otherRoutes = all.filter((r) => accessOf(r) !== 'auth');
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          // One guard for the whole authenticated area: its layout never renders logged out.
          element: (
            <RouteGuard access="auth">
              <Chunk id="auth-layout">
                <AuthLayout />
              </Chunk>
            </RouteGuard>
          ),
          children: authRoutes.flatMap((r) => toRouteObjects(r, false)),
        },
        {
          element: <PublicLayout />,
          children: [
            ...otherRoutes.flatMap((r) => toRouteObjects(r, true)),
            {
              path: '*',
              element: <NotFoundPage />,
              handle: { title: 'Page not found', public: true },
            },
          ],
        },
      ],
    },
  ];
}
