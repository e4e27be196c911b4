import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithMantine } from '../../test/render';
import { initialSessionData, useSessionStore } from '../session/session-store';
import { MessageToast, useMessageToastStore } from './message-toast';

const selection = {
  id: 'u2',
  virtualRoomId: 'v1',
  title: 'Bob Jones',
  available: true,
  isRoom: false,
};

function renderOn(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <MessageToast /> },
      { path: '/community/chat', element: <MessageToast /> },
    ],
    { initialEntries: [path] },
  );
  renderWithMantine(<RouterProvider router={router} />);
  return router;
}

describe('MessageToast', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionData });
    useMessageToastStore.setState({ toast: null });
  });

  it('shows the sender and the first words; a click opens that chat and closes it', () => {
    const router = renderOn('/home');
    expect(screen.queryByTestId('message-toast')).toBeNull();
    act(() =>
      useMessageToastStore
        .getState()
        .showMessageToast({ title: 'Bob Jones', text: 'Are you on shift?', selection }),
    );
    const toast = screen.getByTestId('message-toast');
    expect(toast).toHaveTextContent('Bob Jones');
    expect(toast).toHaveTextContent('Are you on shift?');

    fireEvent.click(screen.getByRole('button', { name: 'Open the chat with Bob Jones' }));
    expect(router.state.location.pathname).toBe('/community/chat');
    expect(router.state.location.state).toEqual({ openChat: selection });
    expect(screen.queryByTestId('message-toast')).toBeNull();
  });

  it('goes after the snackbar’s time', () => {
    vi.useFakeTimers();
    try {
      renderOn('/home');
      act(() =>
        useMessageToastStore
          .getState()
          .showMessageToast({ title: 'Bob Jones', text: 'Hi', selection }),
      );
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.queryByTestId('message-toast')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
