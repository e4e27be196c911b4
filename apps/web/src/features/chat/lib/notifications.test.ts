import { describe, expect, it } from 'vitest';
import type { UpdateChatEvent } from '@portal/contract';
import {
  chatNotification,
  directMessageToast,
  firstWords,
  type NotificationContext,
  type ToastContext,
} from './notifications';

const roomEvent: UpdateChatEvent = {
  messageId: 'm1',
  clientId: 'c1',
  roomId: 'r1',
  roomName: 'Night shift',
  virtualRoomId: null,
  senderId: 'bob',
  receiverId: null,
  firstName: 'Bob',
  lastName: 'Jones',
  message: 'Anyone free?',
  content: 'Anyone free?',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const directEvent: UpdateChatEvent = {
  ...roomEvent,
  roomId: null,
  roomName: null,
  virtualRoomId: 'v1',
  receiverId: 'me',
};
const ctx: NotificationContext = {
  meId: 'me',
  mutedRooms: [],
  mutedUsers: [],
  openChat: null,
  focused: true,
};

describe('chatNotification (SPEC §7)', () => {
  it('a room message: titled with the room name, body "sender name : message"', () => {
    expect(chatNotification(roomEvent, ctx)).toEqual({
      title: 'Night shift',
      body: 'Bob Jones : Anyone free?',
    });
  });

  it('a direct message: titled with the sender name, body the message', () => {
    expect(chatNotification(directEvent, ctx)).toEqual({
      title: 'Bob Jones',
      body: 'Anyone free?',
    });
  });

  it('none for one’s own messages', () => {
    expect(chatNotification({ ...roomEvent, senderId: 'me' }, ctx)).toBe(null);
  });

  it('none for muted rooms and users', () => {
    expect(chatNotification(roomEvent, { ...ctx, mutedRooms: ['r1'] })).toBe(null);
    expect(chatNotification(directEvent, { ...ctx, mutedUsers: ['bob'] })).toBe(null);
    expect(chatNotification(directEvent, { ...ctx, mutedRooms: ['bob'] })).not.toBe(null);
  });

  it('none for the conversation open in a focused page; one when the page is in the background', () => {
    const open = { ...ctx, openChat: { isRoom: true, id: 'r1' } };
    expect(chatNotification(roomEvent, open)).toBe(null);
    expect(chatNotification(roomEvent, { ...open, focused: false })).not.toBe(null);
    expect(chatNotification(directEvent, open)).not.toBe(null);
  });
});

describe('directMessageToast', () => {
  const toastCtx: ToastContext = { meId: 'me', mutedUsers: [], openChat: null };

  it('a direct message from someone else: their name and the first words', () => {
    const long =
      'Could you check the methotrexate dose for Mrs Patel before the delivery leaves today?';
    expect(directMessageToast({ ...directEvent, message: long }, toastCtx)).toEqual({
      title: 'Bob Jones',
      body: 'Could you check the methotrexate dose for Mrs Patel before…',
    });
  });

  it('none for one’s own message, a room message or a muted sender', () => {
    expect(
      directMessageToast({ ...directEvent, senderId: 'me', receiverId: 'bob' }, toastCtx),
    ).toBe(null);
    expect(directMessageToast(roomEvent, toastCtx)).toBe(null);
    expect(directMessageToast(directEvent, { ...toastCtx, mutedUsers: ['bob'] })).toBe(null);
  });

  it('none when that chat is open, even in a page in the background; one when another is', () => {
    expect(
      directMessageToast(directEvent, { ...toastCtx, openChat: { isRoom: false, id: 'bob' } }),
    ).toBe(null);
    expect(
      directMessageToast(directEvent, { ...toastCtx, openChat: { isRoom: false, id: 'carol' } }),
    ).not.toBe(null);
    expect(
      directMessageToast(directEvent, { ...toastCtx, openChat: { isRoom: true, id: 'bob' } }),
    ).not.toBe(null);
  });
});

describe('firstWords', () => {
  it('keeps a short text, flattens its spaces, and cuts a long one at a word', () => {
    expect(firstWords('  Hello\n\nthere  ')).toBe('Hello there');
    expect(firstWords('one two three four', 12)).toBe('one two…');
    expect(firstWords('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghij…');
  });
});
