import { createContext, useContext } from 'react';
import { createStore, useStore, type StateCreator, type StoreApi } from 'zustand';
import {
  ERROR_MESSAGES,
  STRIPE_STATUS_COMPLETED,
  type CurrentUser,
  type products,
} from '@portal/contract';

export type SnackType = 'info' | 'success' | 'warning' | 'error';

/** The chat shown in the community chat panel (SPEC §3, community state `chat`). */
export interface ChatState {
  id: string | null;
  isShow: boolean;
  title: string;
  available: boolean;
  chatObj: Record<string, unknown> | null;
}

/** A chat picked in a chat list (SPEC §3, chat selection). */
export interface ChatSelection {
  id: string;
  virtualRoomId?: string;
  title: string;
  available: boolean;
  media?: { url: string }[];
  isRoom: boolean;
}

/** Any starred chat, community or user: only `_id` is relied on here. */
export interface StarredItem {
  _id: string;
  [key: string]: unknown;
}

export type ChatTab = 'tab-1' | 'tab-2' | 'tab-3';

/**
 * The tab of the community page (/communities and its aliases). Kept apart from `activeTab`,
 * which is the chat panel's (SPEC §2: tab-1 to tab-3): both show side by side on desktop.
 */
export type CommunityTab = 'forums' | 'userposts' | 'users' | 'admins';

export interface CommunityState {
  chat: ChatState;
  isRoom: boolean;
  notificationOffRooms: string[];
  notificationOffUsers: string[];
  activeTab: ChatTab;
  /** The community page's tab; an alias route (/community/users, ...) sets it. */
  communityTab: CommunityTab;
  starredChats: StarredItem[];
  starredCommunities: StarredItem[];
  starredUsers: StarredItem[];
  selectedUserPost: string | null;
  selectedChat: ChatSelection | null;
}

export interface Workplace {
  _id: string;
  [key: string]: unknown;
}

/**
 * The catalogue's search, filters and sort (the products list query without paging), kept so the
 * list looks the same after a reload; the URL's query string wins when it has any.
 */
export type ProductFilters = Partial<Omit<products.ProductListQuery, 'limit' | 'skip'>>;

/** An unfinished sign-up: kept so a reload of /signup resumes at its current step. */
export interface SignupState {
  registerToken: string;
  email: string;
}

/** Session state of SPEC §3. `isUserLoggedIn` and `isAccountSetup` follow token and stripeStatus. */
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
  visibleBookmarks: boolean;
  productFilters: ProductFilters;
  stripeStatus: string | null;
  isAccountSetup: boolean;
  community: CommunityState;
  newsFeedId: number | string;
  workplaces: Workplace[];
  /** The sign-up in progress, if any; cleared when the e-mail is verified. */
  signup: SignupState | null;
}

export interface SessionActions {
  /** Stores the token and user of a successful log-in. */
  startSession: (token: string, user: CurrentUser) => void;
  setToken: (token: string | null) => void;
  setUser: (user: CurrentUser | null) => void;
  /** What a 401 does: forget token and user. */
  clearAuth: () => void;
  /** What logout does: everything back to its initial value. */
  clearSession: () => void;
  setLoader: (loader: boolean) => void;
  showSnack: (message: string, type?: SnackType) => void;
  clearSnack: () => void;
  setVisibleBookmarks: (visible: boolean) => void;
  setProductFilters: (filters: ProductFilters) => void;
  setStripeStatus: (status: string | null) => void;
  setCommunity: (patch: Partial<CommunityState>) => void;
  setNewsFeedId: (id: number | string) => void;
  setWorkplaces: (workplaces: Workplace[]) => void;
  setSignup: (signup: SignupState | null) => void;
}

export type SessionState = SessionData & SessionActions;

export const initialCommunityState: CommunityState = {
  chat: { id: null, isShow: false, title: '', available: false, chatObj: null },
  isRoom: false,
  notificationOffRooms: [],
  notificationOffUsers: [],
  activeTab: 'tab-1',
  communityTab: 'forums',
  starredChats: [],
  starredCommunities: [],
  starredUsers: [],
  selectedUserPost: null,
  selectedChat: null,
};

export const initialSessionData: SessionData = {
  token: null,
  user: null,
  isUserLoggedIn: false,
  loader: false,
  snackMessage: '',
  snackType: 'info',
  snackId: 0,
  login: false,
  visibleBookmarks: false,
  productFilters: {},
  stripeStatus: null,
  isAccountSetup: false,
  community: initialCommunityState,
  newsFeedId: 0,
  workplaces: [],
  signup: null,
};

/** Where the browser keeps the session between page views. */
export const SESSION_STORAGE_KEY = 'portal-session';
const STORAGE_VERSION = 1;

/** The session as the server knows it from the page-session cookie (decision 62). */
export interface PageSession {
  token: string;
  user: CurrentUser;
}

/** What is kept between page views: everything but this view's loader and snack. */
function stored({
  loader: _loader,
  snackMessage: _m,
  snackType: _t,
  snackId: _i,
  ...rest
}: SessionData): Partial<SessionData> {
  return rest;
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
 * The state a page view starts from: what the browser kept (community tabs, filters, a sign-up
 * in progress), with the session the server rendered the page for. The server is the truth about
 * who is logged in: its cookie is the session's, and the first render must be the server's.
 * `server` undefined: nobody said (a test, a render without a request); the stored session holds.
 */
export function startingState(
  kept: Partial<SessionData>,
  server: PageSession | null | undefined,
): SessionData {
  const base: SessionData = {
    ...initialSessionData,
    ...kept,
    // Community state stored by an older version lacks newer fields: they keep their defaults.
    community: { ...initialCommunityState, ...kept.community },
    loader: initialSessionData.loader,
    snackMessage: initialSessionData.snackMessage,
    snackType: initialSessionData.snackType,
    snackId: initialSessionData.snackId,
  };
  if (server === undefined) return { ...base, isUserLoggedIn: Boolean(base.token) };
  if (server === null)
    return { ...base, token: null, user: null, isUserLoggedIn: false, login: false };
  return { ...base, token: server.token, user: server.user, isUserLoggedIn: true };
}

function sessionState(initial: SessionData): StateCreator<SessionState> {
  return (set) => ({
    ...initial,
    // A session replaces any sign-up in progress: the account it belonged to is now usable.
    startSession: (token, user) =>
      set({ token, user, isUserLoggedIn: true, login: true, signup: null }),
    setToken: (token) => set({ token, isUserLoggedIn: Boolean(token) }),
    setUser: (user) => set({ user }),
    clearAuth: () => set({ token: null, user: null, isUserLoggedIn: false, login: false }),
    clearSession: () =>
      set((s) => ({
        ...initialSessionData,
        // A message raised while logging out (or the 401 text) outlives the session.
        snackMessage: s.snackMessage,
        snackType: s.snackType,
        snackId: s.snackId,
      })),
    setLoader: (loader) => set({ loader }),
    showSnack: (snackMessage, snackType = 'info') =>
      set((s) => ({ snackMessage, snackType, snackId: s.snackId + 1 })),
    clearSnack: () => set({ snackMessage: '' }),
    setVisibleBookmarks: (visibleBookmarks) => set({ visibleBookmarks }),
    setProductFilters: (productFilters) => set({ productFilters }),
    setStripeStatus: (stripeStatus) =>
      set({ stripeStatus, isAccountSetup: stripeStatus === STRIPE_STATUS_COMPLETED }),
    setCommunity: (patch) => set((s) => ({ community: { ...s.community, ...patch } })),
    setNewsFeedId: (newsFeedId) => set({ newsFeedId }),
    setWorkplaces: (workplaces) => set({ workplaces }),
    setSignup: (signup) => set({ signup }),
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
    // Hydration renders what the server rendered, which knows only the session (nothing the
    // browser kept, such as a community tab): React then renders again with the kept state.
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
