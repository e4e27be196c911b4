import { create, type StateCreator, type StoreApi, type StoreMutatorIdentifier } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STRIPE_STATUS_COMPLETED, type CurrentUser, type products } from '@portal/contract';

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

// public/boot.js reads the token here too, to fetch a logged-in page's chunks early.
export const SESSION_STORAGE_KEY = 'portal-session';

/** Keeps nothing: a render on the server starts from the session the browser sent. */
const serverStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

// The store itself, which the hook's copies of its methods do not reach (see serverSnapshotIsSession).
let sessionApi: StoreApi<SessionState> | undefined;

/** `config`, keeping the store it makes (sessionApi). */
function keepingApi<M extends [StoreMutatorIdentifier, unknown][]>(
  config: StateCreator<SessionState, M, []>,
): StateCreator<SessionState, M, []> {
  return (set, get, api) => {
    sessionApi = api as StoreApi<SessionState>;
    return config(set, get, api);
  };
}

export const useSessionStore = create<SessionState>()(
  persist(
    keepingApi((set) => ({
      ...initialSessionData,
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
    })),
    {
      name: SESSION_STORAGE_KEY,
      // None on the server, which renders signed-in pages with this store (decision 49).
      storage: createJSONStorage(() => globalThis.localStorage ?? serverStorage),
      version: 1,
      // The loader and snack belong to this page view, not to the stored session.
      partialize: ({ loader: _loader, snackMessage: _m, snackType: _t, snackId: _i, ...rest }) =>
        rest,
      // Community state stored by an older version lacks newer fields: they keep their defaults.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<SessionData>;
        return {
          ...current,
          ...stored,
          community: { ...current.community, ...stored.community },
        };
      },
    },
  ),
);

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

/**
 * Makes React's server snapshot of the store (zustand hands it the initial state, logged out) the
 * visitor's session, with this page view's own loader and snack as at its start: on the server
 * while it renders a signed-in page (decision 49), and in the browser while the app hydrates that
 * page, so that both render the same. `false` puts the initial state back.
 */
export function serverSnapshotIsSession(on: boolean): void {
  const api = sessionApi!;
  const current = api.getInitialState as { initial?: () => SessionState };
  if (!on) {
    if (current.initial) api.getInitialState = current.initial;
    return;
  }
  if (current.initial) return;
  // The same object while the state is, as React requires of a snapshot.
  let of: SessionState | undefined;
  let snapshot: SessionState | undefined;
  const sessionSnapshot = () => {
    const state = api.getState();
    if (state !== of) {
      of = state;
      snapshot = { ...state, ...PAGE_VIEW_START };
    }
    return snapshot!;
  };
  api.getInitialState = Object.assign(sessionSnapshot, { initial: api.getInitialState });
}

const PAGE_VIEW_START = {
  loader: initialSessionData.loader,
  snackMessage: initialSessionData.snackMessage,
  snackType: initialSessionData.snackType,
  snackId: initialSessionData.snackId,
} satisfies Partial<SessionData>;
