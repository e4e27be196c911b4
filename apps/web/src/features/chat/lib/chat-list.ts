import type {
  ChatUser,
  DirectChatItem,
  Room,
  StarredItem,
  UnreadCounterEvent,
  UpdateChatEvent,
  UserStatusEvent,
} from '@portal/contract';
import type { ChatSelection } from '../../../shared/navigation/use-open-chat';

/** One page of the community-chat (room) list as the cache keeps it. */
export interface RoomPage {
  rows: Room[];
  total: number;
}

/** The paged room list: TanStack Query's infinite data, pages fetched by `skip`. */
export interface RoomPages {
  pages: RoomPage[];
  pageParams: unknown[];
}

/** SPEC §2: the receiver when the logged-in user sent the last message, else the sender. */
export function otherParty(item: DirectChatItem, meId: string): ChatUser {
  return item.sender._id === meId ? item.receiver : item.sender;
}

export function fullName(user: Pick<ChatUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function matches(text: string, search: string): boolean {
  const term = search.trim().toLowerCase();
  return term === '' || text.toLowerCase().includes(term);
}

/** The three sections of the chat list panel. */
export interface ChatSections {
  favourites: StarredItem[];
  rooms: Room[];
  direct: DirectChatItem[];
}

/**
 * Filters the three sections at once by one search term: favourites and rooms by their title,
 * direct chats by the other party's name. The server filters too; this keeps the list in step while
 * the next page of results is on its way.
 */
export function filterChatSections(
  sections: ChatSections,
  search: string,
  meId: string,
): ChatSections {
  return {
    favourites: sections.favourites.filter((f) => matches(f.title, search)),
    rooms: sections.rooms.filter((r) => matches(r.name, search)),
    direct: sections.direct.filter((d) => matches(fullName(otherParty(d, meId)), search)),
  };
}

export function roomsOf(data: RoomPages | undefined): Room[] {
  return data?.pages.flatMap((p) => p.rows) ?? [];
}

function mapRooms(
  data: RoomPages | undefined,
  fn: (rooms: Room[]) => Room[],
): RoomPages | undefined {
  if (!data || data.pages.length === 0) return data;
  // Rooms move between pages as activity reorders them, so the whole list is rewritten as one.
  const all = fn(roomsOf(data));
  let offset = 0;
  const pages = data.pages.map((page, i) => {
    const last = i === data.pages.length - 1;
    const rows = last ? all.slice(offset) : all.slice(offset, offset + page.rows.length);
    offset += rows.length;
    return { ...page, rows };
  });
  return { ...data, pages };
}

/** SPEC §4 updateChat on the room list: the room moves to the top; an unknown room is added with unreadCount 0. */
export function applyUpdateChatToRooms(
  data: RoomPages | undefined,
  event: UpdateChatEvent,
): RoomPages | undefined {
  const roomId = event.roomId;
  if (!roomId) return data;
  if (!data) return data;
  if (data.pages.length === 0) return data;
  return mapRooms(data, (rooms) => {
    const known = rooms.find((r) => r._id === roomId);
    const updated: Room = known
      ? { ...known, message: event.message, content: event.content, updatedAt: event.createdAt }
      : {
          _id: roomId,
          name: event.roomName ?? '',
          message: event.message,
          content: event.content,
          unreadCount: 0,
          memberCount: 0,
          isAdmin: false,
          updatedAt: event.createdAt,
        };
    return [updated, ...rooms.filter((r) => r._id !== roomId)];
  });
}

/**
 * SPEC §4 updateChat on the direct list: the conversation moves to the top with the new message;
 * one from an unknown user is added with unreadCount 0 and that user marked online. A message the
 * user sent to someone new is left to the getOwnChat reload, as the event lacks the receiver's name.
 */
export function applyUpdateChatToDirect(
  list: DirectChatItem[] | undefined,
  event: UpdateChatEvent,
  me: ChatUser,
): DirectChatItem[] | undefined {
  if (!list || event.roomId || !event.virtualRoomId) return list;
  const otherId = event.senderId === me._id ? event.receiverId : event.senderId;
  const known = list.find(
    (d) => d._id === event.virtualRoomId || otherParty(d, me._id)._id === otherId,
  );
  if (known) {
    const other = otherParty(known, me._id);
    const iSent = event.senderId === me._id;
    const updated: DirectChatItem = {
      ...known,
      _id: event.virtualRoomId,
      sender: iSent ? me : other,
      receiver: iSent ? other : me,
      message: event.message,
      updatedAt: event.createdAt,
    };
    return [updated, ...list.filter((d) => d !== known)];
  }
  if (event.senderId === me._id) return list;
  const sender: ChatUser = {
    _id: event.senderId,
    firstName: event.firstName,
    lastName: event.lastName,
    online: true,
    media: [],
  };
  const added: DirectChatItem = {
    _id: event.virtualRoomId,
    sender,
    receiver: me,
    message: event.message,
    unreadCount: 0,
    updatedAt: event.createdAt,
  };
  return [added, ...list];
}

/** unreadCounter for a direct chat: `senderId` is the other person. */
export function applyUnreadToDirect(
  list: DirectChatItem[] | undefined,
  event: UnreadCounterEvent,
  meId: string,
): DirectChatItem[] | undefined {
  if (!list || event.isRoom) return list;
  return list.map((d) =>
    otherParty(d, meId)._id === event.senderId ? { ...d, unreadCount: event.unreadCount } : d,
  );
}

/** unreadCounter for a room: `senderId` is the room id. */
export function applyUnreadToRooms(
  data: RoomPages | undefined,
  event: UnreadCounterEvent,
): RoomPages | undefined {
  if (!event.isRoom) return data;
  return mapRooms(data, (rooms) =>
    rooms.map((r) => (r._id === event.senderId ? { ...r, unreadCount: event.unreadCount } : r)),
  );
}

export function applyUnreadToStarred(
  list: StarredItem[] | undefined,
  event: UnreadCounterEvent,
): StarredItem[] | undefined {
  if (!list) return list;
  const type = event.isRoom ? 'room' : 'chat';
  return list.map((s) =>
    s.type === type && s.targetId === event.senderId ? { ...s, unreadCount: event.unreadCount } : s,
  );
}

/** SPEC §4: a user status broadcast updates the online flag of the matching recent chat. */
export function applyUserStatusToDirect(
  list: DirectChatItem[] | undefined,
  event: UserStatusEvent,
): DirectChatItem[] | undefined {
  if (!list) return list;
  const { _id, online } = event.user;
  const set = (u: ChatUser) => (u._id === _id ? { ...u, online } : u);
  return list.map((d) =>
    d.sender._id === _id || d.receiver._id === _id
      ? { ...d, sender: set(d.sender), receiver: set(d.receiver) }
      : d,
  );
}

export function applyUserStatusToStarred(
  list: StarredItem[] | undefined,
  event: UserStatusEvent,
): StarredItem[] | undefined {
  if (!list) return list;
  return list.map((s) =>
    s.type !== 'room' && s.targetId === event.user._id ? { ...s, online: event.user.online } : s,
  );
}

/** A room the user may no longer see (removed, blocked) leaves the list. */
export function removeRoom(data: RoomPages | undefined, roomId: string): RoomPages | undefined {
  return mapRooms(data, (rooms) => rooms.filter((r) => r._id !== roomId));
}

export function renameRoom(
  data: RoomPages | undefined,
  roomId: string,
  name: string,
): RoomPages | undefined {
  return mapRooms(data, (rooms) => rooms.map((r) => (r._id === roomId ? { ...r, name } : r)));
}

/** SPEC §4 group delete: the group list is emptied and its paging starts again from the first page. */
export function clearRoomPages(): RoomPages {
  return { pages: [], pageParams: [] };
}

/** What the mobile header's badge shows: every unread message of direct chats and rooms. */
export function totalUnread(
  direct: DirectChatItem[] | undefined,
  rooms: RoomPages | undefined,
): number {
  const sum = (n: number, x: { unreadCount: number }) => n + x.unreadCount;
  return (direct ?? []).reduce(sum, 0) + roomsOf(rooms).reduce(sum, 0);
}

export function selectionOfDirect(item: DirectChatItem, meId: string): ChatSelection {
  const other = otherParty(item, meId);
  return {
    id: other._id,
    virtualRoomId: item._id,
    title: fullName(other),
    available: other.online,
    media: other.media,
    isRoom: false,
  };
}

export function selectionOfRoom(room: Room): ChatSelection {
  return { id: room._id, title: room.name, available: false, isRoom: true };
}

export function selectionOfStarred(item: StarredItem): ChatSelection {
  return {
    id: item.targetId,
    ...(item.virtualRoomId ? { virtualRoomId: item.virtualRoomId } : {}),
    title: item.title,
    available: item.online,
    media: item.media,
    isRoom: item.type === 'room',
  };
}

/**
 * SPEC §4: after recent chats load, a chat being opened without a virtualRoomId (someone picked
 * from the people list) opens as the first recent chat when that chat is the conversation with
 * them. Our conversation ids are UUIDs, so "the id contains the open chat's id" also accepts the
 * other party's id.
 */
export function autoOpenSelection(
  selected: ChatSelection | null,
  direct: DirectChatItem[] | undefined,
  meId: string,
): ChatSelection | null {
  if (!selected || selected.isRoom || selected.virtualRoomId) return null;
  const first = direct?.[0];
  if (!first) return null;
  if (!first._id.includes(selected.id) && otherParty(first, meId)._id !== selected.id) return null;
  return selectionOfDirect(first, meId);
}
