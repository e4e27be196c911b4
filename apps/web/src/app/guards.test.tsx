import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { users } from '@portal/contract';
import { installFakeApi } from '../test/fake-api';
import { makeUser, profileOf } from '../test/fixtures';
import { loadRouteModule, renderApp } from '../test/render';
import { initialSessionData, useSessionStore } from '../shared/session/session-store';
import { accessOf, adminRedirect, guardRedirect } from './guards';
import type { PageHandle } from './page-handle';
import { readPageFiles } from './page-files';
import routes from './routes';

const user = makeUser();

const pages = readPageFiles();
const pathsOf = (handle: PageHandle) => [handle.path, ...(handle.aliases ?? [])];

function logIn() {
  useSessionStore.setState({ token: 'tok-1', user, isUserLoggedIn: true });
}

describe('guardRedirect', () => {
  it('login-only routes send a logged-out user to /login', () => {
    expect(guardRedirect('auth', false)).toBe('/login');
    expect(guardRedirect('auth', true)).toBeNull();
  });

  it('guest routes send a logged-in user to /home', () => {
    expect(guardRedirect('guest', true)).toBe('/home');
    expect(guardRedirect('guest', false)).toBeNull();
  });

  it('routes with neither flag are open logged out and send a logged-in user to /home', () => {
    expect(guardRedirect('open', false)).toBeNull();
    expect(guardRedirect('open', true)).toBe('/home');
  });

  it('public routes show to everyone', () => {
    expect(guardRedirect('public', false)).toBeNull();
    expect(guardRedirect('public', true)).toBeNull();
  });
});

describe('the pages’ handles', () => {
  const all = pages.map((page) => page.handle);
  const byPath = new Map(all.flatMap((r) => pathsOf(r).map((p) => [p, r] as const)));

  it('holds every path and alias of SPEC §2 once', () => {
    const paths = all.flatMap(pathsOf);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/',
      '/signup-link',
      '/403',
      '/privacy-policy',
      '/terms&conditions',
      '/login',
      '/signup',
      '/forgot-password',
      '/change-password/:token',
      '/profile',
      '/profile/details',
      '/profile/biography',
      '/profile/work',
      '/newsfeed',
      '/newsfeeds',
      '/newsfeed/view/:id',
      '/products',
      '/product/view/:id',
      '/communities',
      '/community/forums',
      '/community/userposts',
      '/community/users',
      '/community/admins',
      '/community/detail/:id',
      '/community/user-post/details/:id',
      '/community/chat',
      '/community/post/:id',
      '/contact/detail/:id',
      '/education',
      '/education/forums',
      '/education/library',
      '/education/webinars',
      '/education/lp-profiles',
      '/education/clinics',
      '/education/FAQ',
      '/education/journal-club',
      '/education/publications',
      '/educations',
      '/education/journalclub/:id',
      '/education/keyPublications/:id',
      '/education/webinar/:id',
      // Beyond SPEC §2: the CPD record (issue 29).
      '/education/cpd',
      '/appointment/list',
      // Beyond SPEC §2: the patient's booking pages and the sandbox's onboarding (issue 30).
      '/appointment/book',
      '/appointment/book/:doctorId',
      '/appointment/onboarding',
      '/home',
      '/guide-card',
      '/documents',
      '/eventSchedules',
      '/usefulLinks',
      '/recommendedArticles',
      '/upcomingEvent',
      '/testimonialsList',
      // Beyond SPEC §2: one search across the portal (issue 49).
      '/search',
    ]) {
      expect(byPath.has(path), path).toBe(true);
    }
    expect(paths.filter((p) => !byPath.get(p)?.admin)).toHaveLength(55);
  });

  it('keeps the admin area (issue 31) under /admin/, login-only and admins only', () => {
    const admin = all.filter((r) => r.admin);
    expect(admin.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/admin/users', '/admin/users/:id', '/admin/audit']),
    );
    for (const r of admin) {
      expect(r.path, r.path).toMatch(/^\/admin\//);
      expect(r.auth, r.path).toBe(true);
    }
  });

  it('flags each kind of route', () => {
    const access = (p: string) => {
      const route = byPath.get(p);
      if (!route) throw new Error(p);
      return accessOf(route);
    };
    expect(access('/')).toBe('open');
    expect(access('/signup-link')).toBe('open');
    expect(access('/403')).toBe('public');
    for (const p of ['/login', '/signup', '/terms&conditions', '/change-password/:token']) {
      expect(access(p)).toBe('guest');
    }
    for (const p of ['/home', '/newsfeeds', '/community/chat', '/education/FAQ', '/usefulLinks']) {
      expect(access(p)).toBe('auth');
    }
    expect(byPath.get('/community/chat')?.module).toBe('forum');
    expect(byPath.get('/product/view/:id')?.selfCertified).toBe(true);
  });
});

describe('route config (routes.ts)', () => {
  const [authLayout, publicLayout] = routes as RouteConfigEntry[];
  // A layout's pages, those of the layouts inside it (the admin area's) included, less /admin,
  // which only sends the admin on to a section.
  const pagesOf = (layout: RouteConfigEntry | undefined): RouteConfigEntry[] =>
    (layout?.children ?? []).flatMap((r) =>
      r.path === undefined ? pagesOf(r) : r.path === '/admin' ? [] : [r],
    );
  const all = pages.map((page) => page.handle);
  const byPath = new Map(all.flatMap((r) => pathsOf(r).map((p) => [p, r] as const)));

  it('has one route for every path and alias of the table, then the catch-all', () => {
    const paths = [...pagesOf(authLayout), ...pagesOf(publicLayout)].map((r) => r.path);
    expect(paths.at(-1)).toBe('*');
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.slice(0, -1).sort()).toEqual(all.flatMap(pathsOf).sort());
    const ids = [...pagesOf(authLayout), ...pagesOf(publicLayout)].map((r) => r.id ?? r.file);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts the admin pages in the admin layout, inside the authenticated one', () => {
    const adminLayout = authLayout?.children?.find((r) => r.file === 'routes/admin-layout.tsx');
    const inside = pagesOf(adminLayout).map((r) => r.path);
    expect(inside).toEqual(all.filter((r) => r.admin).flatMap(pathsOf));
    expect(adminLayout?.children?.[0]?.path).toBe('/admin');
  });

  it('puts the login-only routes in the authenticated layout and the rest in the public one', () => {
    expect(authLayout?.file).toBe('layouts/auth-route.tsx');
    expect(publicLayout?.file).toBe('layouts/public-route.tsx');
    for (const r of pagesOf(authLayout)) expect(byPath.get(r.path!)?.auth, r.path).toBe(true);
    for (const r of pagesOf(publicLayout).slice(0, -1)) {
      expect(byPath.get(r.path!)?.auth, r.path).toBeFalsy();
    }
  });

  it('gives each path and alias the module whose handle names it, as the module runs it', async () => {
    for (const r of [...pagesOf(authLayout), ...pagesOf(publicLayout).slice(0, -1)]) {
      const { handle } = await loadRouteModule(r.file);
      expect(handle, r.path).toEqual(byPath.get(r.path!));
      expect(pages.find((page) => page.file === r.file)?.handle, r.path).toEqual(handle);
    }
  }, 60_000);

  it('guards every page in the browser by its flags', async () => {
    for (const r of [...pagesOf(authLayout), ...pagesOf(publicLayout).slice(0, -1)]) {
      const { clientLoader } = await loadRouteModule(r.file);
      const access = accessOf(byPath.get(r.path!)!);
      const run = () => (clientLoader as () => unknown)();
      const route = byPath.get(r.path!)!;
      for (const [loggedIn, isAdmin] of [
        [false, false],
        [true, false],
        [true, true],
      ] as const) {
        const who = loggedIn ? makeUser({ isAdmin }) : null;
        useSessionStore.setState({
          ...initialSessionData,
          token: loggedIn ? 'tok' : null,
          user: who,
          isUserLoggedIn: loggedIn,
        });
        const to = guardRedirect(access, loggedIn) ?? adminRedirect(route, who);
        if (to) {
          let thrown: unknown;
          try {
            run();
          } catch (e) {
            thrown = e;
          }
          expect(thrown, `${r.path} ${loggedIn}`).toBeInstanceOf(Response);
          expect((thrown as Response).headers.get('Location'), r.path).toBe(to);
        } else {
          expect(run(), `${r.path} ${loggedIn}`).toBeNull();
        }
      }
    }
    useSessionStore.setState({ ...initialSessionData });
  }, 60_000);
});

describe('guards in the router', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionData });
    installFakeApi().ok(users.getProfile, profileOf(user));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('logged out, /home lands on /login', async () => {
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('logged in, /login lands on /home', async () => {
    logIn();
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // The Home page greets the user by name.
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Welcome, / }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('a route with neither flag is open logged out and sends a logged-in user to /home', async () => {
    const first = renderApp('/signup-link');
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    first.unmount();

    logIn();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('/403 shows logged in and logged out', async () => {
    renderApp('/403').unmount();
    logIn();
    const { router } = renderApp('/403');
    expect(await screen.findByText('Permission denied')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/403');
  });

  it('an unknown path gets the not-found page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
  it('logged out, an alias of a login-only route lands on /login', async () => {
    const { router } = renderApp('/community/userposts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('logged in, every guest route lands on /home', async () => {
    logIn();
    for (const path of ['/signup', '/forgot-password', '/change-password/abc']) {
      const view = renderApp(path);
      await waitFor(() => expect(view.router.state.location.pathname, path).toBe('/home'));
      view.unmount();
    }
  });

  it("the app's own navigations are guarded too", async () => {
    logIn();
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await act(() => router.navigate('/login'));
    expect(router.state.location.pathname).toBe('/home');

    act(() => useSessionStore.getState().clearAuth());
    await act(() => router.navigate('/newsfeed'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a session that ends while a login-only page is open leaves for /login', async () => {
    logIn();
    const { router } = renderApp('/home');
    await screen.findByRole('navigation', { name: 'Main menu' });
    act(() => useSessionStore.getState().clearAuth());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('a session that starts on a guest page leaves for /home', async () => {
    const { router } = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Sign Up' });
    act(() => logIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
