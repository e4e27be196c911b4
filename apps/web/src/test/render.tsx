import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../app/theme';
import { buildRoutes } from '../app/routes';
import { appEvents } from '../shared/lib/app-events';

/** Renders a component inside Mantine's provider. */
export function renderWithMantine(ui: ReactElement) {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}

/** Renders the whole app (real route table, guards and layouts) at `path` in a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const stop = appEvents.on('navigate', (to) => void router.navigate(to));
  const view = render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, ...view, unmount: () => (stop(), view.unmount()) };
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
