import { create } from 'zustand';
import type { ChatTarget } from './chat-keys';

interface OpenChatState {
  /** The conversation on screen: socket handlers skip its notification and mark it read. */
  openChat: ChatTarget | null;
  setOpenChat: (openChat: ChatTarget | null) => void;
}

export const useOpenChatStore = create<OpenChatState>()((set) => ({
  openChat: null,
  setOpenChat: (openChat) => set({ openChat }),
}));
