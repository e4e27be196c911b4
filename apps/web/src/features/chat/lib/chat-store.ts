import type { ChatSelection } from '../../../shared/navigation/use-open-chat';
import { createFeatureStore } from '../../../shared/session/feature-store';

export type { ChatSelection };

/** The chat panel's tabs (SPEC §2): favourites, community chats, direct messages. */
export type ChatTab = 'tab-1' | 'tab-2' | 'tab-3';

interface ChatStoreState {
  /** SPEC §3 `activeTab`: the chat panel's tab. */
  activeTab: ChatTab;
  /** SPEC §3 `selectedChat`: the conversation /community/chat shows. */
  selectedChat: ChatSelection | null;
  /** SPEC §3's notification preferences, as last fetched (the query cache is the live copy). */
  notificationOffRooms: string[];
  notificationOffUsers: string[];
  /** The history entry whose handed-over chat was last taken (`useSelectedChat`). */
  takenFrom: string | null;
  setActiveTab: (activeTab: ChatTab) => void;
  selectChat: (selectedChat: ChatSelection | null) => void;
  setMutes: (mutes: { rooms: string[]; users: string[] }) => void;
  takeHandedChat: (selectedChat: ChatSelection, entryKey: string) => void;
}

/** The chat feature's own store (decision 140): others open a chat through `useOpenChat`. */
export const useChatStore = createFeatureStore<ChatStoreState>(
  'chat',
  (set) => ({
    activeTab: 'tab-1',
    selectedChat: null,
    notificationOffRooms: [],
    notificationOffUsers: [],
    takenFrom: null,
    setActiveTab: (activeTab) => set({ activeTab }),
    selectChat: (selectedChat) => set({ selectedChat }),
    setMutes: ({ rooms, users }) =>
      set({ notificationOffRooms: rooms, notificationOffUsers: users }),
    takeHandedChat: (selectedChat, takenFrom) => set({ selectedChat, takenFrom }),
  }),
  ({ activeTab, selectedChat, notificationOffRooms, notificationOffUsers, takenFrom }) => ({
    activeTab,
    selectedChat,
    notificationOffRooms,
    notificationOffUsers,
    takenFrom,
  }),
);

/** Drops the selection if it is the chat `id` (a room deleted or left, a chat cleared). */
export function unselectChat(id?: string): void {
  const { selectedChat, selectChat } = useChatStore.getState();
  if (id === undefined || selectedChat?.id === id) selectChat(null);
}
