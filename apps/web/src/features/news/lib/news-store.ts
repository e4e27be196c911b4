import { createFeatureStore } from '../../../shared/session/feature-store';

interface NewsStoreState {
  /** SPEC §3 `visibleBookmarks`: the feed shows the bookmarks rather than the articles. */
  visibleBookmarks: boolean;
  /** SPEC §3 `newsFeedId` (0 before any): the article last opened. */
  newsFeedId: number | string;
  setVisibleBookmarks: (visibleBookmarks: boolean) => void;
  setNewsFeedId: (newsFeedId: number | string) => void;
}

/** The news pages' own store (decision 140). */
export const useNewsStore = createFeatureStore<NewsStoreState>(
  'news',
  (set) => ({
    visibleBookmarks: false,
    newsFeedId: 0,
    setVisibleBookmarks: (visibleBookmarks) => set({ visibleBookmarks }),
    setNewsFeedId: (newsFeedId) => set({ newsFeedId }),
  }),
  ({ visibleBookmarks, newsFeedId }) => ({ visibleBookmarks, newsFeedId }),
);
