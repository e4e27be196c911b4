import { createBrowserRouter } from 'react-router';
import { appEvents } from '../shared/lib/app-events';
import { buildRoutes } from './routes';

/** The app's router, in history mode. */
export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  // The API client asks for navigations (401 to /login, 403 to /403) through app events.
  appEvents.on('navigate', (to) => {
    const { pathname, search } = router.state.location;
    if (`${pathname}${search}` !== to) void router.navigate(to);
  });
  return router;
}
