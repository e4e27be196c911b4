import { describe, expect, it } from 'vitest';
import type { ChatUser, UpdateChatEvent } from '@portal/contract';
import {
  flattenMessages,
  markDeleted,
  markFailed,
  mergeNewestPage,
  messageOfEvent,
  pendingMessage,
  targetOfEvent,
  upsertMessage,
  type MessagePages,
} from './messages';

const me: ChatUser = {
  _id: 'me',
  firstName: 'Amelia',
  lastName: 'Hughes',
  online: true,
  media: [],
};
const room = { isRoom: true, id: 'r1' };
const event = (over: Partial<UpdateChatEvent> = {}): UpdateChatEvent => ({
  messageId: 'm1',
  clientId: 'client-1',
  roomId: 'r1',
  roomName: 'Room',
  virtualRoomId: null,
  senderId: 'me',
  receiverId: null,
  firstName: 'Amelia',
  lastName: 'Hughes',
  message: 'hello',
  content: 'hello',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const empty = (): MessagePages => ({
  pages: [{ messages: [], hasMore: false }],
  pageParams: [undefined],
});

describe('sending and de-duplication', () => {
  it('the echo of an optimistic message replaces it, by clientId, in place', () => {
    let data = upsertMessage(empty(), pendingMessage('client-1', 'hello', me, room));
    expect(flattenMessages(data)[0]).toMatchObject({ status: 'sending' });
    data = upsertMessage(data, messageOfEvent(event()));
    data = upsertMessage(data, messageOfEvent(event()));
    const all = flattenMessages(data);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ _id: 'm1', clientId: 'client-1' });
    expect(all[0]!.status).toBeUndefined();
  });

  it('a failed send stays, marked failed, and its retry keeps the clientId', () => {
    let data = upsertMessage(empty(), pendingMessage('client-1', 'hello', me, room));
    data = markFailed(data, 'client-1');
    expect(flattenMessages(data)[0]!.status).toBe('failed');
    data = upsertMessage(data, pendingMessage('client-1', 'hello', me, room));
    expect(flattenMessages(data)).toHaveLength(1);
    expect(flattenMessages(data)[0]!.status).toBe('sending');
  });

  it('new messages go after the newest page; older pages come first when flattened', () => {
    const data: MessagePages = {
      pages: [
        { messages: [messageOfEvent(event({ messageId: 'm3', clientId: 'c3' }))], hasMore: true },
        { messages: [messageOfEvent(event({ messageId: 'm2', clientId: 'c2' }))], hasMore: false },
      ],
      pageParams: [undefined, 'm3'],
    };
    const next = upsertMessage(data, messageOfEvent(event({ messageId: 'm4', clientId: 'c4' })));
    expect(flattenMessages(next).map((m) => m._id)).toEqual(['m2', 'm3', 'm4']);
  });

  it('a deleted message shows the deleted text', () => {
    const data = upsertMessage(empty(), messageOfEvent(event()));
    expect(flattenMessages(markDeleted(data, 'm1'))[0]).toMatchObject({
      deleted: true,
      content: 'This message was deleted.',
    });
  });

  it('a conversation is known by the room, or by the other person of a direct message', () => {
    expect(targetOfEvent(event(), 'me')).toEqual({ isRoom: true, id: 'r1' });
    const dm = event({
      roomId: null,
      roomName: null,
      virtualRoomId: 'v1',
      senderId: 'bob',
      receiverId: 'me',
    });
    expect(targetOfEvent(dm, 'me')).toEqual({ isRoom: false, id: 'bob' });
    expect(targetOfEvent({ ...dm, senderId: 'me', receiverId: 'bob' }, 'me')).toEqual({
      isRoom: false,
      id: 'bob',
    });
  });
});

describe('catching up with the newest page (after a reconnection or a resync)', () => {
  const stored = (n: number) =>
    messageOfEvent(event({ messageId: `m${n}`, clientId: `c${n}`, content: `text ${n}` }));
  const ids = (data: MessagePages | undefined) => flattenMessages(data).map((m) => m._id);

  it('adds the missed messages in order and keeps older pages and unsent messages', () => {
    const failed = markFailed(
      upsertMessage(
        {
          pages: [
            { messages: [stored(3), stored(4)], hasMore: true },
            { messages: [stored(1), stored(2)], hasMore: false },
          ],
          pageParams: [undefined, 'm3'],
        },
        pendingMessage('c-unsent', 'not stored', me, room),
      ),
      'c-unsent',
    );
    const next = mergeNewestPage(failed, {
      messages: [stored(3), { ...stored(4), deleted: true }, stored(5), stored(6)],
      hasMore: true,
    });
    expect(ids(next)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'pending-c-unsent']);
    expect(flattenMessages(next).find((m) => m._id === 'm4')!.deleted).toBe(true);
    expect(flattenMessages(next).at(-1)!.status).toBe('failed');
    expect(next!.pageParams).toEqual([undefined, 'm3']);
  });

  it('a message sent while events were not arriving replaces its pending copy', () => {
    const data = upsertMessage(
      { pages: [{ messages: [stored(1)], hasMore: false }], pageParams: [undefined] },
      pendingMessage('c2', 'text 2', me, room),
    );
    expect(
      ids(mergeNewestPage(data, { messages: [stored(1), stored(2)], hasMore: false })),
    ).toEqual(['m1', 'm2']);
  });

  it('starts the history again from the page when more were missed than a page holds', () => {
    const data: MessagePages = {
      pages: [
        { messages: [stored(3), stored(4)], hasMore: true },
        { messages: [stored(1), stored(2)], hasMore: false },
      ],
      pageParams: [undefined, 'm3'],
    };
    const next = mergeNewestPage(data, { messages: [stored(40), stored(41)], hasMore: true });
    expect(next).toEqual({
      pages: [{ messages: [stored(40), stored(41)], hasMore: true }],
      pageParams: [undefined],
    });
  });

  it('leaves a history that is not loaded alone', () => {
    expect(mergeNewestPage(undefined, { messages: [stored(1)], hasMore: false })).toBeUndefined();
  });
});
