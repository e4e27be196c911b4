import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import {
  createSessionStore,
  initialSessionData,
  renderedView,
  roleNameOf,
  SESSION_STORAGE_KEY,
  SessionStoreContext,
  startingState,
  useSessionStore,
  type PageSession,
} from './session-store';
import { createFeatureStore } from './feature-store';

describe('session store', () => {
  beforeEach(() => useSessionStore.setState({ ...initialSessionData }));

  it('starts with the defaults of SPEC §3', () => {
    const s = useSessionStore.getState();
    expect(s).toMatchObject({ token: null, user: null, isUserLoggedIn: false, login: false });
  });

  it('is logged in exactly when a token exists', () => {
    const { startSession, setToken } = useSessionStore.getState();
    startSession('tok', makeUser());
    expect(useSessionStore.getState().isUserLoggedIn).toBe(true);
    setToken(null);
    expect(useSessionStore.getState().isUserLoggedIn).toBe(false);
  });

  it('persists the session in localStorage but not the loader or snack', () => {
    const s = useSessionStore.getState();
    s.startSession('tok', makeUser());
    s.setLoader(true);
    s.showSnack('hello', 'info');
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state).toMatchObject({ token: 'tok', isUserLoggedIn: true });
    expect(stored.state).not.toHaveProperty('loader');
    expect(stored.state).not.toHaveProperty('snackMessage');
  });

  it("logout clears everything, features' stores too; a 401 clears user and token", () => {
    const feature = createFeatureStore<{ tab: string }>('probe', () => ({ tab: 'first' }));
    const s = useSessionStore.getState();
    s.startSession('tok', makeUser());
    feature.setState({ tab: 'second' });
    s.clearAuth();
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(feature.getState().tab).toBe('second');
    s.startSession('tok', makeUser());
    s.clearSession();
    expect(useSessionStore.getState()).toMatchObject({ token: null, login: false });
    expect(feature.getState().tab).toBe('first');
  });

  it('reads the role name from roles.name, else roleName', () => {
    expect(roleNameOf(makeUser())).toBe('Pharmacist');
    expect(roleNameOf(makeUser({ roles: { _id: 'r', name: '' }, roleName: 'Technician' }))).toBe(
      'Technician',
    );
    expect(roleNameOf(null)).toBe('');
  });
});

const amelia = makeUser({ firstName: 'Amelia' });
const bob = makeUser({ _id: 'b0b', firstName: 'Bob' });
const serverSession: PageSession = { token: 'server-tok', user: amelia };

/**
 * What an earlier page view kept: Bob's session, a loader left on, and what an older version
 * kept here of the features' state.
 */
const kept = {
  token: 'stored-tok',
  user: bob,
  isUserLoggedIn: true,
  login: true,
  loader: true,
  snackMessage: 'stale',
  productFilters: { search: 'inhaler' },
};

describe('startingState', () => {
  it("takes the server's session over the stored one and keeps the rest of what was stored", () => {
    const s = startingState(kept, serverSession);
    expect(s).toMatchObject({ token: 'server-tok', user: amelia, isUserLoggedIn: true });
    expect(s).toMatchObject({ login: true });
    // Features keep their own state now: what an older version kept here is dropped.
    expect(s).not.toHaveProperty('productFilters');
    // This page view's loader and snack start afresh.
    expect(s).toMatchObject({ loader: false, snackMessage: '' });
  });

  it('is logged out when the server says nobody is, whatever was stored', () => {
    const s = startingState(kept, null);
    expect(s).toMatchObject({ token: null, user: null, isUserLoggedIn: false, login: false });
  });

  it('keeps the stored session when nobody says otherwise', () => {
    expect(startingState(kept, undefined)).toMatchObject({
      token: 'stored-tok',
      user: bob,
      isUserLoggedIn: true,
    });
    expect(startingState({ ...kept, token: null }, undefined).isUserLoggedIn).toBe(false);
  });
});

describe('createSessionStore', () => {
  it("makes stores of their own: one request's session is not another's", () => {
    const a = createSessionStore(startingState({}, serverSession));
    const b = createSessionStore(startingState({}, null));
    b.getState().startSession('other', bob);
    expect(a.getState().user).toBe(amelia);
    expect(b.getState().user).toBe(bob);
  });

  it('keeps its changes in the storage it is given, and only there', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    } as Storage;
    createSessionStore(startingState({}, null), fake).getState().startSession('tok', amelia);
    expect(JSON.parse(storage.get(SESSION_STORAGE_KEY)!)).toMatchObject({
      state: { token: 'tok' },
      version: 1,
    });
    createSessionStore(startingState({}, null)).getState().startSession('tok', amelia);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('lasts the page view when the storage refuses to keep it', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const store = createSessionStore(startingState({}, null), full);
    store.getState().startSession('tok', amelia);
    expect(store.getState().isUserLoggedIn).toBe(true);
  });

  it('is what the hook reads below SessionStoreContext (a server render)', () => {
    useSessionStore.getState().startSession('browser-tok', bob);
    const store = createSessionStore(startingState({}, serverSession));
    const Probe = () => useSessionStore((s) => s.user?.firstName ?? 'nobody');
    const html = renderToString(
      createElement(SessionStoreContext.Provider, { value: store }, createElement(Probe)),
    );
    expect(html).toBe('Amelia');
    // Without a provider, the browser's store, rendered as the page view started (logged out
    // here): a server render of it is what hydration compares with.
    expect(renderToString(createElement(Probe))).toBe('nobody');
  });
});

describe('browserSessionStore', () => {
  // The browser's store is made once per page view: each test is a fresh page view.
  async function pageView(stored: object | null, server?: PageSession | null) {
    vi.resetModules();
    localStorage.clear();
    if (stored) {
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: stored, version: 1 }));
    }
    const mod = await import('./session-store');
    return { mod, store: mod.browserSessionStore(server) };
  }

  it("starts from the server's session, not the one stored by an earlier view", async () => {
    const { store } = await pageView(kept, serverSession);
    expect(store.getState()).toMatchObject({ token: 'server-tok', user: amelia });
    // And keeps it for the next view.
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as {
      state: { token: string };
    };
    store.getState().setLoader(true);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
      state: { token: 'server-tok' },
    });
    expect(stored.state.token).toBe('stored-tok');
  });

  it('is logged out when the page was rendered for nobody', async () => {
    const { store } = await pageView(kept, null);
    expect(store.getState()).toMatchObject({ token: null, user: null, isUserLoggedIn: false });
  });

  it("hydrates with the server's view: the session without what only the browser kept", async () => {
    const { store } = await pageView(kept, serverSession);
    const first = store.getInitialState();
    expect(first).toMatchObject({ token: 'server-tok', user: amelia, isUserLoggedIn: true });
    // The log-in flag was only the browser's.
    expect(store.getState().login).toBe(true);
    expect(first.login).toBe(false);
    expect(typeof first.startSession).toBe('function');
  });

  it('without a server view, starts from what was stored and hydrates with it', async () => {
    const { store } = await pageView(kept);
    expect(store.getState()).toMatchObject({ token: 'stored-tok', user: bob });
    expect(store.getInitialState()).toBe(store.getState());
  });

  it('is one store per page view, which useSessionStore acts on', async () => {
    const { mod, store } = await pageView(null, serverSession);
    expect(mod.browserSessionStore(null)).toBe(store);
    expect(mod.useSessionStore.getState().user).toBe(amelia);
    mod.useSessionStore.setState({ loader: true });
    expect(store.getState().loader).toBe(true);
  });
});

describe('renderedView', () => {
  it('shares every object the browser holds as the server did, and differs only where it differs', () => {
    const user = makeUser();
    const store = createSessionStore(startingState({}, { token: 't', user }));
    store.getState().showSnack('Saved');
    const live = store.getState();
    const view = renderedView(live, { token: 't', user });
    expect(view.user).toBe(live.user);
    // The server rendered no snack: hydration renders none.
    expect(view.snackMessage).toBe('');
  });
});
