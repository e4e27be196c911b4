import { createBrowserRouter, matchRoutes } from 'react-router';
import { serverPage } from '../shared/api/query-client';
import { appEvents } from '../shared/lib/app-events';
import { useSessionStore } from '../shared/session/session-store';
import { buildRoutes, preloadChunks, redirectOf } from './routes';

/**
 * The app's router, in history mode, and the load of the first location's chunks (`ready`):
 * the first render waits for it, so the page replaces the HTML's first paint in one step. A
 * guard's redirect of the first location is followed before that render, so that a page painted
 * from HTML (a prerendered log-in page, to a visitor who has a session) gives way to the page
 * the visitor is sent to, its chunks loaded, rather than to an empty layout and a loader.
 */
export function createAppRouter() {
  const routes = buildRoutes();
  const router = createBrowserRouter(routes);
  const loggedIn = () => useSessionStore.getState().isUserLoggedIn;
  const preload = (
    matches: readonly { route: { handle?: unknown } }[],
    inTurn?: readonly string[],
  ) => preloadChunks(matches, loggedIn(), { inTurn });
  const redirect = redirectOf(router.state.matches, loggedIn());
  if (redirect) void router.navigate(redirect, { replace: true });
  const ready = preload(
    redirect ? (matchRoutes(routes, redirect) ?? []) : router.state.matches,
    serverPage?.scripts,
  );
  router.subscribe((state) => void preload(state.matches));
  // The API client asks for navigations (401 to /login, 403 to /403) through app events.
  appEvents.on('navigate', (to) => {
    const { pathname, search } = router.state.location;
    if (`${pathname}${search}` !== to) void router.navigate(to);
  });
  return { router, ready };
}
