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

describe('session store', () => {
  beforeEach(() => useSessionStore.setState({ ...initialSessionData }));

  it('starts with the defaults of SPEC §3', () => {
    const s = useSessionStore.getState();
    expect(s.isUserLoggedIn).toBe(false);
    expect(s.community.activeTab).toBe('tab-1');
    expect(s.newsFeedId).toBe(0);
    expect(s.workplaces).toEqual([]);
  });

  it('is logged in exactly when a token exists', () => {
    const { startSession, setToken } = useSessionStore.getState();
    startSession('tok', makeUser());
    expect(useSessionStore.getState().isUserLoggedIn).toBe(true);
    setToken(null);
    expect(useSessionStore.getState().isUserLoggedIn).toBe(false);
  });

  it('isAccountSetup follows stripeStatus Completed', () => {
    useSessionStore.getState().setStripeStatus('Pending');
    expect(useSessionStore.getState().isAccountSetup).toBe(false);
    useSessionStore.getState().setStripeStatus('Completed');
    expect(useSessionStore.getState().isAccountSetup).toBe(true);
  });

  it('persists the session in localStorage but not the loader or snack', () => {
    const s = useSessionStore.getState();
    s.startSession('tok', makeUser());
    s.setLoader(true);
    s.showSnack('hello', 'info');
    s.setCommunity({ activeTab: 'tab-2' });
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state).toMatchObject({ token: 'tok', community: { activeTab: 'tab-2' } });
    expect(stored.state).not.toHaveProperty('loader');
    expect(stored.state).not.toHaveProperty('snackMessage');
  });

  it('logout clears everything; a 401 clears user and token', () => {
    const s = useSessionStore.getState();
    s.startSession('tok', makeUser());
    s.setNewsFeedId(7);
    s.clearAuth();
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, newsFeedId: 7 });
    s.clearSession();
    expect(useSessionStore.getState().newsFeedId).toBe(0);
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

/** What an earlier page view kept: Bob's session, the users tab, a filter, a loader left on. */
const kept = {
  token: 'stored-tok',
  user: bob,
  isUserLoggedIn: true,
  login: true,
  loader: true,
  snackMessage: 'stale',
  productFilters: { search: 'inhaler' },
  community: { ...initialSessionData.community, communityTab: 'users' as const },
};

describe('startingState', () => {
  it("takes the server's session over the stored one and keeps the rest of what was stored", () => {
    const s = startingState(kept, serverSession);
    expect(s).toMatchObject({ token: 'server-tok', user: amelia, isUserLoggedIn: true });
    expect(s.community.communityTab).toBe('users');
    expect(s.productFilters).toEqual({ search: 'inhaler' });
    // This page view's loader and snack start afresh.
    expect(s).toMatchObject({ loader: false, snackMessage: '' });
  });

  it('is logged out when the server says nobody is, whatever was stored', () => {
    const s = startingState(kept, null);
    expect(s).toMatchObject({ token: null, user: null, isUserLoggedIn: false, login: false });
    expect(s.community.communityTab).toBe('users');
  });

  it('keeps the stored session when nobody says otherwise', () => {
    expect(startingState(kept, undefined)).toMatchObject({
      token: 'stored-tok',
      user: bob,
      isUserLoggedIn: true,
    });
    expect(startingState({ ...kept, token: null }, undefined).isUserLoggedIn).toBe(false);
  });

  it('gives community fields an older version did not store their defaults', () => {
    const s = startingState({ community: { activeTab: 'tab-3' } as never }, null);
    expect(s.community).toEqual({ ...initialSessionData.community, activeTab: 'tab-3' });
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
    expect(store.getState().community.communityTab).toBe('users');
    // And keeps it for the next view.
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as {
      state: { token: string };
    };
    store.getState().setNewsFeedId(3);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
      state: { token: 'server-tok', newsFeedId: 3 },
    });
    expect(stored.state.token).toBe('stored-tok');
  });

  it('is logged out when the page was rendered for nobody', async () => {
    const { store } = await pageView(kept, null);
    expect(store.getState()).toMatchObject({ token: null, user: null, isUserLoggedIn: false });
    expect(store.getState().community.communityTab).toBe('users');
  });

  it("hydrates with the server's view: the session without what only the browser kept", async () => {
    const { store } = await pageView(kept, serverSession);
    const first = store.getInitialState();
    expect(first).toMatchObject({ token: 'server-tok', user: amelia, isUserLoggedIn: true });
    expect(first.community.communityTab).toBe('forums');
    expect(first.productFilters).toEqual({});
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
    mod.useSessionStore.setState({ newsFeedId: 9 });
    expect(store.getState().newsFeedId).toBe(9);
  });
});

describe('renderedView', () => {
  it('shares every object the browser holds as the server did, and differs only where it differs', () => {
    const user = makeUser();
    const live = createSessionStore(
      startingState(
        { community: { ...initialSessionData.community, communityTab: 'users' } },
        { token: 't', user },
      ),
    ).getState();
    const view = renderedView(live, { token: 't', user });
    expect(view.workplaces).toBe(live.workplaces);
    expect(view.user).toBe(live.user);
    expect(view.signup).toBe(live.signup);
    // The server knew nothing of the kept tab: hydration renders its default.
    expect(view.community).not.toBe(live.community);
    expect(view.community).toEqual(initialSessionData.community);
  });
});
