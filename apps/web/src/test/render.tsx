import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../app/theme';
import routes from '../app/routes';
import * as root from '../app/root';
import { MOBILE_QUERY } from '../shared/navigation/use-is-mobile';
import { useSessionStore } from '../shared/session/session-store';

/** Renders a component inside Mantine's provider. */
export function renderWithMantine(ui: ReactElement) {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}

/** What a route module may export that a memory router uses. */
export interface RouteModule {
  default?: RouteObject['Component'];
  clientLoader?: RouteObject['loader'];
  handle?: unknown;
  ErrorBoundary?: RouteObject['ErrorBoundary'];
}

// Every route module of the route config, loaded when the router first needs it, like the
// framework's own lazy route chunks.
const modules = import.meta.glob<RouteModule>([
  '../app/routes/*.tsx',
  '../app/layouts/*-route.tsx',
  '!**/*.test.tsx',
]);

/** The module of a route config entry's `file` (`routes/home.tsx`), loaded. */
export function loadRouteModule(file: string): Promise<RouteModule> {
  const load = modules[`../app/${file}`];
  if (!load) throw new Error(`No route module ${file}`);
  return load();
}

/**
 * A route of the app's own config (app/routes.ts) as the browser runs it: the module's page, its
 * handle, its error boundary and its client loader (the browser's guard). Server loaders are not
 * run: in the browser, the framework runs a route's server loader only through the server.
 */
function routeObjectOf(entry: RouteConfigEntry): RouteObject {
  const id = entry.id ?? entry.file.replace(/\.tsx$/, '');
  const lazy = async () => {
    const m = await loadRouteModule(entry.file);
    return {
      Component: m.default,
      ...(m.clientLoader ? { loader: m.clientLoader } : {}),
      ...(m.handle !== undefined ? { handle: m.handle } : {}),
      ...(m.ErrorBoundary ? { ErrorBoundary: m.ErrorBoundary } : {}),
    };
  };
  return entry.children
    ? { id, path: entry.path, lazy, children: entry.children.map(routeObjectOf) }
    : { id, path: entry.path, lazy };
}

/**
 * The root route (app/root.tsx) with the app's providers, layout and navigations; its data is
 * what the server would hand the page: the session the browser holds, and the layout the screen
 * shows (the layout cookie's guess when the browser has said so before).
 */
function rootRoute(): RouteObject {
  return {
    id: 'root',
    Component: root.default,
    ErrorBoundary: root.ErrorBoundary,
    shouldRevalidate: root.shouldRevalidate,
    // Nothing while the first route's module and guard load, as before the page's scripts run.
    HydrateFallback: () => null,
    loader: () => {
      const { token, user } = useSessionStore.getState();
      const mobile = window.matchMedia(MOBILE_QUERY).matches;
      return { session: token && user ? { token, user } : null, mobile };
    },
    children: routes.map(routeObjectOf),
  };
}

/**
 * Renders the whole app (the real route config, guards, layouts and providers) at `path` in a
 * memory router. The root's navigations carry the API client's redirects (401, 403).
 */
export function renderApp(path: string) {
  const router = createMemoryRouter([rootRoute()], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** Sets what `(max-width: 767px)` media queries answer: true for the mobile layout. */
export function setMobileViewport(mobile: boolean) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: mobile && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
