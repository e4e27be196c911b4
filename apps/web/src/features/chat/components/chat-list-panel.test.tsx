import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { chat, type ChatUser, type DirectChatItem } from '@portal/contract';
import { createQueryClient } from '../../../shared/api/query-client';
import { useSessionStore } from '../../../shared/session/session-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { renderWithMantine, setMobileViewport } from '../../../test/render';
import { useChatStore } from '../lib/chat-store';
import { ChatListPanel } from './chat-list-panel';

const user = makeUser();
const me: ChatUser = {
  _id: user._id,
  firstName: 'Amelia',
  lastName: 'Hughes',
  online: true,
  media: [],
};
const bob: ChatUser = { _id: 'b0b', firstName: 'Bob', lastName: 'Jones', online: true, media: [] };

const chatWithBob: DirectChatItem = {
  _id: 'v1',
  sender: me,
  receiver: bob,
  message: 'See you tomorrow',
  unreadCount: 2,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderPanel() {
  const router = createMemoryRouter(
    [
      { path: '/communities', element: <ChatListPanel /> },
      { path: '/community/chat', element: <p>chat page</p> },
    ],
    { initialEntries: ['/communities'] },
  );
  return renderWithMantine(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ChatListPanel', () => {
  beforeEach(() => {
    setMobileViewport(false);
    useSessionStore.getState().startSession('token', user);
    useChatStore.setState({ activeTab: 'tab-3', selectedChat: null });
  });

  it('shows the other party with online dot, bold title and unread badge; opening goes to the chat', async () => {
    const api = installFakeApi();
    api.ok(chat.listStarredChats, []);
    api.ok(chat.listRooms, []);
    api.ok(chat.listDirectChats, [chatWithBob]);
    renderPanel();

    const item = await screen.findByTestId('chat-item');
    expect(within(item).getByTestId('chat-item-title')).toHaveTextContent('Bob Jones');
    expect(within(item).getByTestId('chat-item-unread')).toHaveTextContent('2');
    expect(within(item).getByLabelText('online')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chats' })).toBeInTheDocument();

    await userEvent.click(item);
    expect(await screen.findByText('chat page')).toBeInTheDocument();
    expect(useChatStore.getState().selectedChat).toMatchObject({
      id: 'b0b',
      virtualRoomId: 'v1',
      isRoom: false,
    });
  });

  it('is titled Direct Messages on small screens; empty sections say so; the tab is remembered', async () => {
    setMobileViewport(true);
    const api = installFakeApi();
    api.ok(chat.listStarredChats, []);
    api.ok(chat.listRooms, []);
    api.ok(chat.listDirectChats, []);
    renderPanel();

    expect(screen.getByRole('heading', { name: 'Direct Messages' })).toBeInTheDocument();
    expect(await screen.findByText('No messages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Communities Chats/ }));
    expect(await screen.findByText('No communities chats')).toBeInTheDocument();
    expect(useChatStore.getState().activeTab).toBe('tab-2');
    await userEvent.click(screen.getByRole('tab', { name: /Favourites Chats/ }));
    expect(await screen.findByText('No favourite chats')).toBeInTheDocument();
  });

  it('shows 5 placeholders while loading, and sends the debounced search to every section', async () => {
    const api = installFakeApi();
    api.on(chat.listDirectChats, () => new Promise(() => undefined));
    api.ok(chat.listStarredChats, []);
    api.ok(chat.listRooms, []);
    renderPanel();
    expect(await screen.findAllByTestId('chat-skeleton-item')).toHaveLength(5);

    await userEvent.type(screen.getByRole('textbox', { name: 'Search messages...' }), 'bob');
    await screen.findByRole('button', { name: 'Clear search' });
    await new Promise((r) => setTimeout(r, 500));
    const searched = api.requests.filter((r) => r.url.searchParams.get('search') === 'bob');
    expect(searched.map((r) => r.url.pathname).sort()).toEqual([
      '/api/community/chat/userList',
      '/api/community/roomList',
    ]);
    expect(
      api.requests.some(
        (r) =>
          r.url.pathname === '/api/community/chatStarred/get' &&
          r.url.searchParams.get('title') === 'bob',
      ),
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('textbox', { name: 'Search messages...' })).toHaveValue('');
  });
});
