import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const { router, ready } = createAppRouter();

/** Settles once the chunks of the first location (its layout and page) are loaded. */
export const appReady = ready;

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
