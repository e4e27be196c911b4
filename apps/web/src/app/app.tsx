import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

let router: ReturnType<typeof createAppRouter>['router'] | undefined;

/**
 * Settles once the router is made and the chunks of the first location (its layout and page) are
 * loaded. The router is made in a task after the one that evaluates the app's modules: matching
 * the first location ranks every route of the table, which on a slow phone was half of that
 * task.
 */
export const appReady: Promise<void> = new Promise((resolve) => setTimeout(resolve, 0)).then(() => {
  const made = createAppRouter();
  router = made.router;
  return made.ready;
});

/** The app; rendered once appReady has settled. */
export function App() {
  if (!router) throw new Error('App rendered before appReady');
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
