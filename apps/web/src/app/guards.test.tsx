import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { users } from '@portal/contract';
import { installFakeApi } from '../test/fake-api';
import { makeUser, profileOf } from '../test/fixtures';
import { renderApp } from '../test/render';
import { initialSessionData, useSessionStore } from '../shared/session/session-store';
import { accessOf, guardRedirect } from './guards';
import { flattenRoutes, pathsOf, routeTable } from './route-table';

const user = makeUser();

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

describe('route table', () => {
  const all = flattenRoutes(routeTable);
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
      '/appointment/list',
      '/home',
      '/guide-card',
      '/documents',
      '/eventSchedules',
      '/usefulLinks',
      '/recommendedArticles',
      '/upcomingEvent',
      '/testimonialsList',
    ]) {
      expect(byPath.has(path), path).toBe(true);
    }
    expect(paths).toHaveLength(50);
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
});
