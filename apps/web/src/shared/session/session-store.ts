import { createContext, useContext } from 'react';
import { createStore, useStore, type StateCreator, type StoreApi } from 'zustand';
import { ERROR_MESSAGES, type CurrentUser } from '@portal/contract';
import { resetFeatureStores } from './feature-store';

export type SnackType = 'info' | 'success' | 'warning' | 'error';

/**
 * Session state of SPEC §3 that is truly the session's: who is signed in (their modules are on
 * `user`), and this page view's loader and snack. What a feature keeps (filters, tabs, the chat
 * selection, a sign-up in progress) lives in that feature's own store (decision 140).
 * `isUserLoggedIn` follows the token.
 */
export interface SessionData {
  token: string | null;
  user: CurrentUser | null;
  isUserLoggedIn: boolean;
  /** True while a call that shows the loader is running. Not persisted. */
  loader: boolean;
  snackMessage: string;
  snackType: SnackType;
  /** Changes with every snack so the same message shown twice restarts its timer. */
  snackId: number;
  /** Set once the user has logged in during this session (the spec's login flag). */
  login: boolean;
}

export interface SessionActions {
  /** Stores the token and user of a successful log-in. */
  startSession: (token: string, user: CurrentUser) => void;
  setToken: (token: string | null) => void;
  setUser: (user: CurrentUser | null) => void;
  /** What a 401 does: forget token and user. */
  clearAuth: () => void;
  /** What logout does: everything back to its initial value, every feature's state too. */
  clearSession: () => void;
  setLoader: (loader: boolean) => void;
  showSnack: (message: string, type?: SnackType) => void;
  clearSnack: () => void;
}

export type SessionState = SessionData & SessionActions;

export const initialSessionData: SessionData = {
  token: null,
  user: null,
  isUserLoggedIn: false,
  loader: false,
  snackMessage: '',
  snackType: 'info',
  snackId: 0,
  login: false,
};

/** Where the browser keeps the session between page views. */
export const SESSION_STORAGE_KEY = 'portal-session';
const STORAGE_VERSION = 1;

/** The session as the server knows it from the page-session cookie (decision 62). */
export interface PageSession {
  token: string;
  user: CurrentUser;
}

/** What is kept between page views: who is signed in, not this view's loader and snack. */
function stored({ token, user, isUserLoggedIn, login }: SessionData): Partial<SessionData> {
  return { token, user, isUserLoggedIn, login };
}

/** The stored part of a session kept by an earlier page view, or nothing. */
function readStored(storage: Storage | undefined): Partial<SessionData> {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as { state?: Partial<SessionData> }) : null;
    return parsed?.state && typeof parsed.state === 'object' ? parsed.state : {};
  } catch {
    return {};
  }
}

/**
 * The state a page view starts from: what the browser kept, with the session the server rendered
 * the page for. The server is the truth about
 * who is logged in: its cookie is the session's, and the first render must be the server's.
 * `server` undefined: nobody said (a test, a render without a request); the stored session holds.
 */
export function startingState(
  kept: Partial<SessionData>,
  server: PageSession | null | undefined,
): SessionData {
  // Only the fields kept now: a session stored by an older version also held features' state.
  const base: SessionData = {
    ...initialSessionData,
    ...stored({ ...initialSessionData, ...kept }),
  };
  if (server === undefined) return { ...base, isUserLoggedIn: Boolean(base.token) };
  if (server === null)
    return { ...base, token: null, user: null, isUserLoggedIn: false, login: false };
  return { ...base, token: server.token, user: server.user, isUserLoggedIn: true };
}

function sessionState(initial: SessionData): StateCreator<SessionState> {
  return (set) => ({
    ...initial,
    startSession: (token, user) => set({ token, user, isUserLoggedIn: true, login: true }),
    setToken: (token) => set({ token, isUserLoggedIn: Boolean(token) }),
    setUser: (user) => set({ user }),
    clearAuth: () => set({ token: null, user: null, isUserLoggedIn: false, login: false }),
    clearSession: () => {
      resetFeatureStores();
      set((s) => ({
        ...initialSessionData,
        // A message raised while logging out (or the 401 text) outlives the session.
        snackMessage: s.snackMessage,
        snackType: s.snackType,
        snackId: s.snackId,
      }));
    },
    setLoader: (loader) => set({ loader }),
    showSnack: (snackMessage, snackType = 'info') =>
      set((s) => ({ snackMessage, snackType, snackId: s.snackId + 1 })),
    clearSnack: () => set({ snackMessage: '' }),
  });
}

export type SessionStore = StoreApi<SessionState>;

/**
 * A session store starting from `initial`; with `storage`, every change is kept there. The
 * server makes one per request (nothing of one visitor's session outlives their render); the
 * browser one per page view (browserSessionStore).
 */
export function createSessionStore(initial: SessionData, storage?: Storage): SessionStore {
  const store = createStore<SessionState>()(sessionState(initial));
  if (storage) {
    store.subscribe((state) => {
      try {
        storage.setItem(
          SESSION_STORAGE_KEY,
          JSON.stringify({ state: stored(state), version: STORAGE_VERSION }),
        );
      } catch {
        // Storage full or refused (private mode): the session lasts this page view.
      }
    });
  }
  return store;
}

let browserStore: SessionStore | undefined;

/**
 * The session as the server rendered it, for hydration. A field the browser holds just as the
 * server did is the browser's own object: the readers of a field whose object changed after
 * hydration are all rendered again at once, so only what truly differs may differ.
 */
export function renderedView(live: SessionState, server: PageSession | null): SessionState {
  const rendered = startingState({}, server);
  const view: SessionState = { ...live };
  for (const key of Object.keys(rendered) as (keyof SessionData)[]) {
    if (JSON.stringify(rendered[key]) !== JSON.stringify(live[key])) {
      Object.assign(view, { [key]: rendered[key] });
    }
  }
  return view;
}

/**
 * The browser's session store, made at the first call from what the browser kept and the
 * session the server rendered the page for (the root route's data, given by the first call,
 * which is the app's first render).
 */
export function browserSessionStore(server?: PageSession | null): SessionStore {
  if (!browserStore) {
    const storage = globalThis.localStorage;
    const kept = readStored(storage);
    const store = createSessionStore(startingState(kept, server), storage);
    // The browser had a session the server no longer knows (revoked, expired, its cookie gone):
    // as a 401 would, SPEC §8's message, once the page is shown.
    if (server === null && kept.token) {
      queueMicrotask(() => store.getState().showSnack(ERROR_MESSAGES.sessionExpired, 'error'));
    }
    // Hydration renders what the server rendered, which knows only the session's cookie.
    const serverView: SessionState =
      server === undefined ? store.getState() : renderedView(store.getState(), server);
    store.getInitialState = () => serverView;
    browserStore = store;
  }
  return browserStore;
}

/** The store the components below read: one per request on the server, the browser's there. */
export const SessionStoreContext = createContext<SessionStore | null>(null);

function useSessionStoreHook<T>(selector: (state: SessionState) => T): T {
  const store = useContext(SessionStoreContext) ?? browserSessionStore();
  return useStore(store, selector);
}

/**
 * The session of SPEC §3, as a hook (`useSessionStore((s) => s.user)`) for components, and as
 * the browser's store (`useSessionStore.getState()`) for code outside React, which runs only in
 * the browser (the API client, the socket, mutations' callbacks).
 */
export const useSessionStore = Object.assign(useSessionStoreHook, {
  getState: () => browserSessionStore().getState(),
  setState: ((...args: Parameters<SessionStore['setState']>) =>
    browserSessionStore().setState(...args)) as SessionStore['setState'],
  subscribe: (listener: Parameters<SessionStore['subscribe']>[0]) =>
    browserSessionStore().subscribe(listener),
});

/** The role name shown in headers: `roles.name`, else `roleName` (SPEC §6). */
export function roleNameOf(user: CurrentUser | null): string {
  return user?.roles.name || user?.roleName || '';
}

export function fullNameOf(user: CurrentUser | null): string {
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}

export function avatarUrlOf(user: CurrentUser | null): string | undefined {
  return user?.media[0]?.url || undefined;
}
