import { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENTS, type ChatMessage } from '@portal/contract';
import { chatKeys, type ChatTarget } from '../lib/chat-keys';
import {
  flattenMessages,
  markFailed,
  pendingMessage,
  upsertMessage,
  type MessagePage,
  type MessagePages,
} from '../lib/messages';
import { useSessionStore, initialSessionData } from '../../../shared/session/session-store';
import { useMessageToastStore } from '../../../shared/ui/message-toast';
import { makeUser } from '../../../test/fixtures';
import { useChatStore } from '../lib/chat-store';
import { useOpenChatStore } from '../lib/open-chat-store';
import { attachChatHandlers } from './chat-socket-handlers';

/** Just what the handlers use of a socket: listeners on it and on its manager. */
function fakeSocket() {
  const listeners = new Map<string, Set<(payload?: unknown) => void>>();
  const managerListeners = new Map<string, Set<() => void>>();
  const add = <F>(map: Map<string, Set<F>>, event: string, fn: F) => {
    map.set(event, (map.get(event) ?? new Set()).add(fn));
  };
  const socket = {
    on: (event: string, fn: (payload?: unknown) => void) => add(listeners, event, fn),
    off: (event: string, fn: (payload?: unknown) => void) => listeners.get(event)?.delete(fn),
    emit: () => undefined,
    io: {
      on: (event: string, fn: () => void) => add(managerListeners, event, fn),
      off: (event: string, fn: () => void) => managerListeners.get(event)?.delete(fn),
    },
  };
  return {
    socket: socket as unknown as Socket,
    /** An event from the server. */
    serverSends: (event: string, payload?: unknown) =>
      listeners.get(event)?.forEach((fn) => fn(payload)),
    /** The manager got the connection back after losing it. */
    reconnects: () => managerListeners.get('reconnect')?.forEach((fn) => fn()),
    count: () =>
      [...listeners.values(), ...managerListeners.values()].reduce((n, s) => n + s.size, 0),
  };
}

const me = { _id: 'me', firstName: 'Ada', lastName: 'Lovelace', online: true, media: [] };
const bob: ChatTarget = { isRoom: false, id: 'bob' };
const message = (n: number): ChatMessage => ({
  _id: `m${n}`,
  clientId: `c${n}`,
  roomId: null,
  virtualRoomId: 'v1',
  sender: { ...me, _id: n % 2 ? 'bob' : 'me' },
  content: `text ${n}`,
  createdAt: new Date(2026, 0, 1, 0, n).toISOString(),
  deleted: false,
});

function setUp(fetchNewest: (target: ChatTarget) => Promise<MessagePage>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The lists are in the cache (as the panel left them) and bob's conversation is loaded,
  // with a message whose send failed while the connection was down.
  queryClient.setQueryData(chatKeys.direct(''), []);
  queryClient.setQueryData(chatKeys.favourites(''), []);
  const history: MessagePages = {
    pages: [{ messages: [message(1), message(2)], hasMore: false }],
    pageParams: [undefined],
  };
  queryClient.setQueryData(
    chatKeys.messages(bob),
    markFailed(upsertMessage(history, pendingMessage('c-failed', 'retry me', me, bob)), 'c-failed'),
  );
  const fake = fakeSocket();
  const detach = attachChatHandlers(fake.socket, queryClient, { fetchNewest, resyncSpreadMs: 0 });
  return { queryClient, fake, detach };
}

const shown = (queryClient: QueryClient) =>
  flattenMessages(queryClient.getQueryData<MessagePages>(chatKeys.messages(bob))).map(
    (m) => `${m._id}${m.status ? `:${m.status}` : ''}`,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('catching up after missed events', () => {
  it('on a reconnection, fetches the lists again and adds the missed messages to open conversations', async () => {
    const fetchNewest = vi.fn(async () => ({
      messages: [message(1), message(2), message(3), message(4)],
      hasMore: false,
    }));
    const { queryClient, fake } = setUp(fetchNewest);

    fake.reconnects();

    await vi.waitFor(() =>
      expect(shown(queryClient)).toEqual(['m1', 'm2', 'm3', 'm4', 'pending-c-failed:failed']),
    );
    expect(fetchNewest).toHaveBeenCalledWith(bob);
    for (const key of [chatKeys.direct(''), chatKeys.favourites('')]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
    // The history is merged, not thrown away and fetched again.
    expect(queryClient.getQueryState(chatKeys.messages(bob))?.isInvalidated).toBe(false);
  });

  it('on a resync from the server, does the same, once for several resyncs in a row', async () => {
    const fetchNewest = vi.fn(async () => ({
      messages: [message(2), message(3)],
      hasMore: false,
    }));
    const { queryClient, fake } = setUp(fetchNewest);

    fake.serverSends(SOCKET_EVENTS.resync, { reason: 'redis' });
    fake.serverSends(SOCKET_EVENTS.resync, { reason: 'redis' });

    await vi.waitFor(() =>
      expect(shown(queryClient)).toEqual(['m1', 'm2', 'm3', 'pending-c-failed:failed']),
    );
    expect(fetchNewest).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(chatKeys.direct(''))?.isInvalidated).toBe(true);
  });

  it('spreads resyncs over time, so that clients do not all ask at once', async () => {
    vi.useFakeTimers();
    const fetchNewest = vi.fn(async () => ({ messages: [message(1)], hasMore: false }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatKeys.messages(bob), {
      pages: [{ messages: [message(1)], hasMore: false }],
      pageParams: [undefined],
    });
    const fake = fakeSocket();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    attachChatHandlers(fake.socket, queryClient, { fetchNewest, resyncSpreadMs: 2000 });

    fake.serverSends(SOCKET_EVENTS.resync, {});
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchNewest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchNewest).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('keeps the history as it is when the fetch fails, and stops listening once detached', async () => {
    const fetchNewest = vi.fn(async () => {
      throw new Error('offline');
    });
    const { queryClient, fake, detach } = setUp(fetchNewest);
    fake.reconnects();
    await vi.waitFor(() => expect(fetchNewest).toHaveBeenCalled());
    expect(shown(queryClient)).toEqual(['m1', 'm2', 'pending-c-failed:failed']);

    detach();
    expect(fake.count()).toBe(0);
  });
});

describe('changes made on another device', () => {
  it('takes a mute list as it comes, and fetches the starred lists again after a star', () => {
    const { queryClient, fake } = setUp(async () => ({ messages: [], hasMore: false }));
    queryClient.setQueryData(chatKeys.prefs, { rooms: [], users: [] });
    queryClient.setQueryData(chatKeys.starredAll, []);

    fake.serverSends(SOCKET_EVENTS.mutesChanged, { rooms: ['r1'], users: ['bob'] });
    fake.serverSends(SOCKET_EVENTS.mutesChanged, { rooms: 'not a list' });
    expect(queryClient.getQueryData(chatKeys.prefs)).toEqual({ rooms: ['r1'], users: ['bob'] });

    fake.serverSends(SOCKET_EVENTS.starChanged, { type: 'chat', id: 'bob', starred: true });
    for (const key of [chatKeys.favourites(''), chatKeys.starredAll]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });
});

describe('a new direct message on any page', () => {
  const dm = {
    messageId: 'm9',
    clientId: 'c9',
    roomId: null,
    roomName: null,
    virtualRoomId: 'v1',
    senderId: 'bob',
    receiverId: 'me',
    firstName: 'Bob',
    lastName: 'Jones',
    message: 'Are you on shift tomorrow?',
    content: 'Are you on shift tomorrow?',
    createdAt: '2026-01-01T00:09:00.000Z',
  };

  it('raises a toast that opens that chat, unless it is open or its sender muted', () => {
    useSessionStore.setState({ ...initialSessionData, token: 't', user: makeUser({ _id: 'me' }) });
    useMessageToastStore.setState({ toast: null });
    const { queryClient, fake } = setUp(async () => ({ messages: [], hasMore: false }));
    queryClient.setQueryData(chatKeys.prefs, { rooms: [], users: [] });

    fake.serverSends(SOCKET_EVENTS.updateChat, dm);
    expect(useMessageToastStore.getState().toast).toMatchObject({
      title: 'Bob Jones',
      text: 'Are you on shift tomorrow?',
      selection: { id: 'bob', virtualRoomId: 'v1', isRoom: false },
    });

    useMessageToastStore.setState({ toast: null });
    useOpenChatStore.setState({ openChat: bob });
    fake.serverSends(SOCKET_EVENTS.updateChat, { ...dm, messageId: 'm10', clientId: 'c10' });
    expect(useMessageToastStore.getState().toast).toBe(null);

    useOpenChatStore.setState({ openChat: null });
    queryClient.setQueryData(chatKeys.prefs, { rooms: [], users: ['bob'] });
    fake.serverSends(SOCKET_EVENTS.updateChat, { ...dm, messageId: 'm11', clientId: 'c11' });
    expect(useMessageToastStore.getState().toast).toBe(null);
  });

  it('before the mutes are fetched, goes by the ones the chat store kept', () => {
    useSessionStore.setState({ ...initialSessionData, token: 't', user: makeUser({ _id: 'me' }) });
    useChatStore.getState().setMutes({ rooms: [], users: ['bob'] });
    useMessageToastStore.setState({ toast: null });
    useOpenChatStore.setState({ openChat: null });
    const { fake } = setUp(async () => ({ messages: [], hasMore: false }));

    fake.serverSends(SOCKET_EVENTS.updateChat, dm);
    expect(useMessageToastStore.getState().toast).toBe(null);
  });
});

describe('events before the page is ready', () => {
  it('are kept until it is, then handled in order; nothing is handled after detaching', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatKeys.prefs, { rooms: [], users: [] });
    const fake = fakeSocket();
    let release = () => undefined as void;
    const detach = attachChatHandlers(fake.socket, queryClient, {
      whenReady: (r) => {
        release = r;
        return () => undefined;
      },
    });

    fake.serverSends(SOCKET_EVENTS.mutesChanged, { rooms: ['r1'], users: [] });
    fake.serverSends(SOCKET_EVENTS.mutesChanged, { rooms: ['r2'], users: ['bob'] });
    // The chat list hydrating now reads what the server painted.
    expect(queryClient.getQueryData(chatKeys.prefs)).toEqual({ rooms: [], users: [] });

    release();
    expect(queryClient.getQueryData(chatKeys.prefs)).toEqual({ rooms: ['r2'], users: ['bob'] });
    fake.serverSends(SOCKET_EVENTS.mutesChanged, { rooms: [], users: [] });
    expect(queryClient.getQueryData(chatKeys.prefs)).toEqual({ rooms: [], users: [] });

    detach();
    expect(fake.count()).toBe(0);
  });

  it('are dropped if the handlers are detached before it is', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatKeys.prefs, { rooms: [], users: [] });
    const fake = fakeSocket();
    const cancel = vi.fn();
    let release = () => undefined as void;
    const detach = attachChatHandlers(fake.socket, queryClient, {
      whenReady: (r) => {
        release = r;
        return cancel;
      },
    });
    fake.serverSends(SOCKET_EVENTS.mutesChanged, { rooms: ['r1'], users: [] });
    detach();
    expect(cancel).toHaveBeenCalledTimes(1);
    release();
    expect(queryClient.getQueryData(chatKeys.prefs)).toEqual({ rooms: [], users: [] });
  });
});
