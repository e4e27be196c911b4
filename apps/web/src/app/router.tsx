import { createBrowserRouter, matchRoutes } from 'react-router';
import { serverPage } from '../shared/api/query-client';
import { titleOfMatches } from '../shared/navigation/page-title';
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
  // Each page's own title, set when the path changes (not when only its query does, nor at a
  // loader's state change), so that a detail page's name (useDocumentTitle) stays.
  let titledPath: string | undefined;
  const setTitle = (state: typeof router.state) => {
    if (state.location.pathname === titledPath) return;
    titledPath = state.location.pathname;
    document.title = titleOfMatches(state.matches);
  };
  setTitle(router.state);
  router.subscribe(setTitle);
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
