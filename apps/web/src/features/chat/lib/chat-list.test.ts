import { describe, expect, it } from 'vitest';
import type {
  ChatUser,
  DirectChatItem,
  Room,
  StarredItem,
  UpdateChatEvent,
} from '@portal/contract';
import {
  applyUnreadToDirect,
  applyUnreadToRooms,
  applyUnreadToStarred,
  applyUpdateChatToDirect,
  applyUpdateChatToRooms,
  applyUserStatusToDirect,
  autoOpenSelection,
  clearRoomPages,
  filterChatSections,
  otherParty,
  removeRoom,
  renameRoom,
  roomsOf,
  totalUnread,
  type RoomPages,
} from './chat-list';

const person = (id: string, firstName: string, online = false): ChatUser => ({
  _id: id,
  firstName,
  lastName: 'Test',
  online,
  media: [],
});
const me = person('me', 'Amelia', true);
const bob = person('bob', 'Bob');
const cara = person('cara', 'Cara', true);

const direct = (
  id: string,
  sender: ChatUser,
  receiver: ChatUser,
  unreadCount = 0,
): DirectChatItem => ({
  _id: id,
  sender,
  receiver,
  message: `last of ${id}`,
  unreadCount,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const room = (id: string, name: string, unreadCount = 0): Room => ({
  _id: id,
  name,
  message: '',
  content: '',
  unreadCount,
  memberCount: 2,
  isAdmin: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const pages = (...groups: Room[][]): RoomPages => ({
  pages: groups.map((rows) => ({ rows, total: groups.flat().length })),
  pageParams: groups.map((_, i) => i * 50),
});
const event = (over: Partial<UpdateChatEvent>): UpdateChatEvent => ({
  messageId: 'm1',
  clientId: 'c1',
  roomId: null,
  roomName: null,
  virtualRoomId: null,
  senderId: 'bob',
  receiverId: 'me',
  firstName: 'Bob',
  lastName: 'Test',
  message: 'hi',
  content: 'hi',
  createdAt: '2026-01-02T00:00:00.000Z',
  ...over,
});

describe('otherParty', () => {
  it('is the receiver when the logged-in user sent the last message', () => {
    expect(otherParty(direct('v', me, bob), 'me')).toBe(bob);
  });
  it('is the sender otherwise', () => {
    expect(otherParty(direct('v', bob, me), 'me')).toBe(bob);
  });
});

describe('filterChatSections', () => {
  const fav: StarredItem = {
    _id: 'room:r1',
    type: 'room',
    title: 'Pharmacists',
    targetId: 'r1',
    virtualRoomId: null,
    online: false,
    media: [],
    unreadCount: 0,
    message: '',
  };
  const sections = {
    favourites: [fav],
    rooms: [room('r1', 'Pharmacists'), room('r2', 'Night shift')],
    direct: [direct('v1', me, bob), direct('v2', cara, me)],
  };

  it('filters all three sections by one term, direct chats by the other party', () => {
    expect(filterChatSections(sections, 'car', 'me')).toEqual({
      favourites: [],
      rooms: [],
      direct: [sections.direct[1]],
    });
    const pharm = filterChatSections(sections, ' PHARM ', 'me');
    expect(pharm.favourites).toHaveLength(1);
    expect(pharm.rooms.map((r) => r._id)).toEqual(['r1']);
    expect(pharm.direct).toEqual([]);
  });

  it('an empty search keeps everything', () => {
    expect(filterChatSections(sections, '', 'me')).toEqual(sections);
  });
});

describe('updateChat on the lists (SPEC §4)', () => {
  it('adds a message from an unknown user at the top with unreadCount 0, marked online', () => {
    const list = [direct('v1', me, cara)];
    const next = applyUpdateChatToDirect(list, event({ virtualRoomId: 'v9' }), me)!;
    expect(next).toHaveLength(2);
    expect(next[0]).toMatchObject({ _id: 'v9', unreadCount: 0, message: 'hi' });
    expect(next[0]!.sender).toMatchObject({ _id: 'bob', online: true, firstName: 'Bob' });
    expect(otherParty(next[0]!, 'me')._id).toBe('bob');
  });

  it('moves a known conversation to the top with the new message', () => {
    const list = [direct('v1', me, cara), direct('v2', me, bob, 3)];
    const next = applyUpdateChatToDirect(list, event({ virtualRoomId: 'v2' }), me)!;
    expect(next.map((d) => d._id)).toEqual(['v2', 'v1']);
    expect(next[0]).toMatchObject({ message: 'hi', unreadCount: 3 });
    expect(otherParty(next[0]!, 'me')._id).toBe('bob');
  });

  it('leaves one’s own message to someone new for the getOwnChat reload', () => {
    const list = [direct('v1', me, cara)];
    const own = event({ virtualRoomId: 'v9', senderId: 'me', receiverId: 'dan' });
    expect(applyUpdateChatToDirect(list, own, me)).toBe(list);
  });

  it('adds an unknown room at the top with unreadCount 0 and moves a known one up', () => {
    const data = pages([room('r1', 'One'), room('r2', 'Two', 2)]);
    const added = applyUpdateChatToRooms(data, event({ roomId: 'r3', roomName: 'Three' }))!;
    expect(roomsOf(added).map((r) => [r._id, r.unreadCount])).toEqual([
      ['r3', 0],
      ['r1', 0],
      ['r2', 2],
    ]);
    expect(roomsOf(added)[0]!.name).toBe('Three');
    const moved = applyUpdateChatToRooms(data, event({ roomId: 'r2', roomName: 'Two' }))!;
    expect(roomsOf(moved).map((r) => r._id)).toEqual(['r2', 'r1']);
    expect(roomsOf(moved)[0]).toMatchObject({ message: 'hi', unreadCount: 2 });
  });

  it('keeps the page sizes when rooms move between pages', () => {
    const data = pages([room('r1', 'One'), room('r2', 'Two')], [room('r3', 'Three')]);
    const next = applyUpdateChatToRooms(data, event({ roomId: 'r3', roomName: 'Three' }))!;
    expect(next.pages.map((p) => p.rows.map((r) => r._id))).toEqual([['r3', 'r1'], ['r2']]);
  });
});

describe('unread counters, status and group operations', () => {
  it('unreadCounter sets the count of the direct chat with that person or of that room', () => {
    const list = [direct('v1', me, bob), direct('v2', cara, me, 1)];
    const next = applyUnreadToDirect(
      list,
      { senderId: 'bob', unreadCount: 4, isRoom: false },
      'me',
    )!;
    expect(next.map((d) => d.unreadCount)).toEqual([4, 1]);
    expect(applyUnreadToDirect(list, { senderId: 'bob', unreadCount: 4, isRoom: true }, 'me')).toBe(
      list,
    );
    const rooms = applyUnreadToRooms(pages([room('r1', 'One', 5)]), {
      senderId: 'r1',
      unreadCount: 0,
      isRoom: true,
    });
    expect(roomsOf(rooms)[0]!.unreadCount).toBe(0);
    const starred: StarredItem[] = [
      {
        _id: 'chat:bob',
        type: 'chat',
        title: 'Bob Test',
        targetId: 'bob',
        virtualRoomId: 'v1',
        online: false,
        media: [],
        unreadCount: 0,
        message: '',
      },
    ];
    expect(
      applyUnreadToStarred(starred, { senderId: 'bob', unreadCount: 2, isRoom: false })![0]!
        .unreadCount,
    ).toBe(2);
  });

  it('a user status broadcast updates the online flag of the matching chat', () => {
    const list = [direct('v1', me, bob), direct('v2', cara, me)];
    const next = applyUserStatusToDirect(list, { user: { _id: 'bob', online: true } })!;
    expect(otherParty(next[0]!, 'me').online).toBe(true);
    expect(next[1]).toBe(list[1]);
  });

  it('a group delete clears the list and restarts its paging', () => {
    expect(clearRoomPages()).toEqual({ pages: [], pageParams: [] });
  });

  it('removed rooms leave the list; renamed ones change name', () => {
    const data = pages([room('r1', 'One'), room('r2', 'Two')]);
    expect(roomsOf(removeRoom(data, 'r1')).map((r) => r._id)).toEqual(['r2']);
    expect(roomsOf(renameRoom(data, 'r2', 'Deux'))[1]!.name).toBe('Deux');
  });

  it('the badge is the sum of unread counts of direct chats and rooms', () => {
    expect(
      totalUnread(
        [direct('v1', me, bob, 2), direct('v2', cara, me, 1)],
        pages([room('r1', 'One', 4)], [room('r2', 'Two', 0)]),
      ),
    ).toBe(7);
    expect(totalUnread(undefined, undefined)).toBe(0);
  });
});

describe('autoOpenSelection (SPEC §4)', () => {
  const picked = { id: 'bob', title: 'Bob Test', available: false, isRoom: false };

  it('opens the first recent chat when it is the conversation with the person picked', () => {
    expect(autoOpenSelection(picked, [direct('v1', me, bob)], 'me')).toMatchObject({
      id: 'bob',
      virtualRoomId: 'v1',
      isRoom: false,
    });
    // The spec's own rule: the first chat's id contains the open chat's id.
    expect(autoOpenSelection(picked, [direct('bob-me', me, cara)], 'me')?.virtualRoomId).toBe(
      'bob-me',
    );
  });

  it('does nothing for a chat with a virtualRoomId, a room, or another first chat', () => {
    expect(
      autoOpenSelection({ ...picked, virtualRoomId: 'v1' }, [direct('v1', me, bob)], 'me'),
    ).toBe(null);
    expect(autoOpenSelection({ ...picked, isRoom: true }, [direct('v1', me, bob)], 'me')).toBe(
      null,
    );
    expect(autoOpenSelection(picked, [direct('v2', me, cara)], 'me')).toBe(null);
    expect(autoOpenSelection(null, [direct('v1', me, bob)], 'me')).toBe(null);
  });
});
