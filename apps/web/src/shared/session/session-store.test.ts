import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import {
  initialSessionData,
  roleNameOf,
  serverSnapshotIsSession,
  SESSION_STORAGE_KEY,
  useSessionStore,
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

describe("React's server snapshot of the session (decisions 49, 50)", () => {
  function Probe() {
    const name = useSessionStore((s) => s.user?.firstName ?? 'nobody');
    const loader = useSessionStore((s) => s.loader);
    return `${name}:${String(loader)}`;
  }
  const render = () => renderToString(createElement(Probe));

  afterEach(() => {
    serverSnapshotIsSession(false);
    useSessionStore.setState({ ...initialSessionData });
  });

  it("is the visitor's session with this page view's loader as at its start, then the initial state again", () => {
    useSessionStore.getState().startSession('tok', makeUser({ firstName: 'Amelia' }));
    useSessionStore.getState().setLoader(true);
    // zustand's own: the initial state, logged out.
    expect(render()).toBe('nobody:false');
    serverSnapshotIsSession(true);
    serverSnapshotIsSession(true);
    expect(render()).toBe('Amelia:false');
    serverSnapshotIsSession(false);
    expect(render()).toBe('nobody:false');
  });
});
