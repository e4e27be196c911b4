import { createFeatureStore } from '../../../shared/session/feature-store';

/**
 * The tab of the community page (/communities and its aliases). Kept apart from the chat panel's
 * `activeTab` (SPEC §2: tab-1 to tab-3): both show side by side on desktop.
 */
export type CommunityTab = 'forums' | 'userposts' | 'users' | 'admins';

/** Any starred person: only `_id` is relied on here. */
export interface StarredItem {
  _id: string;
  [key: string]: unknown;
}

interface CommunityStoreState {
  /** The community page's tab; an alias route (/community/users, ...) sets it. */
  communityTab: CommunityTab;
  /** SPEC §3's starred people and last opened user post. */
  starredUsers: StarredItem[];
  selectedUserPost: string | null;
  setCommunityTab: (communityTab: CommunityTab) => void;
  setStarredUsers: (starredUsers: StarredItem[]) => void;
  setSelectedUserPost: (selectedUserPost: string | null) => void;
}

/** The community pages' own store (decision 140). */
export const useCommunityStore = createFeatureStore<CommunityStoreState>(
  'community',
  (set) => ({
    communityTab: 'forums',
    starredUsers: [],
    selectedUserPost: null,
    setCommunityTab: (communityTab) => set({ communityTab }),
    setStarredUsers: (starredUsers) => set({ starredUsers }),
    setSelectedUserPost: (selectedUserPost) => set({ selectedUserPost }),
  }),
  ({ communityTab, starredUsers, selectedUserPost }) => ({
    communityTab,
    starredUsers,
    selectedUserPost,
  }),
);
