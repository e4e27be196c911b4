import { createBrowserRouter } from 'react-router';
import { appEvents } from '../shared/lib/app-events';
import { useSessionStore } from '../shared/session/session-store';
import { buildRoutes, preloadChunks } from './routes';

/**
 * The app's router, in history mode, and the load of the first location's chunks (`ready`):
 * the first render waits for it, so the page replaces the HTML's first paint in one step.
 */
export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  const preload = (matches: typeof router.state.matches) =>
    preloadChunks(matches, useSessionStore.getState().isUserLoggedIn);
  const ready = preload(router.state.matches);
  router.subscribe((state) => void preload(state.matches));
  // The API client asks for navigations (401 to /login, 403 to /403) through app events.
  appEvents.on('navigate', (to) => {
    const { pathname, search } = router.state.location;
    if (`${pathname}${search}` !== to) void router.navigate(to);
  });
  return { router, ready };
}
