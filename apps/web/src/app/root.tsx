// Mantine's base styles on every page, then those of the components most pages render, in
// Mantine's order; each other component's stylesheet comes with the module that uses it
// (decision 65). All of them are in the `mantine` cascade layer: the app's own CSS wins whatever
// the order in which chunks bring theirs.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import './global.css';
import { useEffect, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  useLoaderData,
  useNavigate,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import { MantineProvider } from '@mantine/core';
import { appEvents } from '../shared/lib/app-events';
import { MobileLayoutContext, renderedLayout } from '../shared/navigation/use-is-mobile';
import {
  browserSessionStore,
  createSessionStore,
  startingState,
  SessionStoreContext,
  type PageSession,
} from '../shared/session/session-store';
import { useNonce } from './nonce';
import { PageScripts } from './page-scripts';
import { Stylesheets } from './stylesheets';
import { whenLazyPartsRendered } from '../shared/ui/lazy-boundary';
import { keepLayoutCookie } from './layout-cookie';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { cssVariablesResolver, theme } from './theme';
import './load-context';

interface RootData {
  /** Who the page was rendered for; null logged out (and in a prerendered page). */
  session: PageSession | null;
  /** The layout it was rendered in. */
  mobile: boolean;
}

export function loader({ context }: LoaderFunctionArgs): RootData {
  return { session: context.session ?? null, mobile: context.mobile ?? false };
}

// The session is the browser's own once the page has started (the session store): asking the
// server again at each navigation would only repeat it.
export const shouldRevalidate = () => false;

/** The document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-GB" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1.0, interactive-widget=resizes-content"
        />
        {/* A PNG, not an SVG: the browser draws an SVG icon in the page's main thread. */}
        <link rel="icon" type="image/png" sizes="48x48" href="/favicon-48.png" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content="#1c7ed6" />
        <meta
          name="description"
          content="Community portal for pharmacy and clinical professionals"
        />
        <Meta />
        {/* Vite's dev server brings CSS with the modules and React Router's critical CSS. */}
        {import.meta.env.DEV ? <Links /> : <Stylesheets />}
      </head>
      <body>
        {children}
        <PageScripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

/**
 * The session store, the layout and the theme for the whole app. On the server, a store of this
 * request's own; in the browser, the page view's, which starts from the session the server
 * rendered for. The layout starts as the server rendered it, then follows the screen.
 *
 * Nothing here renders again once the page has hydrated: Mantine's provider gives its context a
 * new value at every render, so a second render of it renders every Mantine component of the
 * page again, at once (decision 97).
 */
function AppProviders({ data, children }: { data: RootData; children: ReactNode }) {
  const [store] = useState(() =>
    typeof window === 'undefined'
      ? createSessionStore(startingState({}, data.session))
      : browserSessionStore(data.session),
  );
  const [layout] = useState(() => renderedLayout(data.mobile));
  useEffect(() => {
    layout.markHydrated();
    // The page is the app's once its lazy parts have rendered too (tests wait for it before
    // they use the app's own UI).
    const cancel = whenLazyPartsRendered(() => {
      document.documentElement.dataset.hydrated = '';
    });
    const stopKeeping = keepLayoutCookie();
    return () => {
      cancel();
      stopKeeping();
    };
  }, [layout]);
  return (
    <SessionStoreContext.Provider value={store}>
      <MobileLayoutContext.Provider value={layout}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          {children}
        </MantineProvider>
      </MobileLayoutContext.Provider>
    </SessionStoreContext.Provider>
  );
}

/** The API client's navigations (a 401 to /login, a 403 to /403), made by the router. */
function AppNavigations() {
  const navigate = useNavigate();
  useEffect(
    () =>
      appEvents.on('navigate', (to) => {
        const { pathname, search } = window.location;
        if (`${pathname}${search}` !== to) void navigate(to);
      }),
    [navigate],
  );
  return null;
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  return (
    <AppProviders data={data}>
      <AppNavigations />
      <RootLayout />
    </AppProviders>
  );
}

/** Last resort for an error thrown while rendering a route, in the app's providers. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>('root') ?? { session: null, mobile: false };
  return (
    <AppProviders data={data}>
      <RouteErrorPage />
    </AppProviders>
  );
}
