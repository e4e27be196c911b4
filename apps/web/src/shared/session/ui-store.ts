import { create } from 'zustand';

/** Page-view state of the shell that is not part of the stored session. */
export interface UiState {
  selfCertificationOpen: boolean;
  openSelfCertification: () => void;
  closeSelfCertification: () => void;
  /** Unread chat messages, shown on the mobile header's chat icon; the chat feature sets it. */
  unreadChatCount: number;
  setUnreadChatCount: (count: number) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  selfCertificationOpen: false,
  openSelfCertification: () => set({ selfCertificationOpen: true }),
  closeSelfCertification: () => set({ selfCertificationOpen: false }),
  unreadChatCount: 0,
  setUnreadChatCount: (unreadChatCount) => set({ unreadChatCount }),
}));
