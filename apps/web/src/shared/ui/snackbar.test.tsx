import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithMantine } from '../../test/render';
import { initialSessionData, useSessionStore } from '../session/session-store';
import { Snackbar } from './snackbar';

describe('Snackbar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useSessionStore.setState({ ...initialSessionData });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the message and clears it after 5000 ms', () => {
    renderWithMantine(<Snackbar />);
    expect(screen.queryByTestId('snackbar')).toBeNull();

    act(() => useSessionStore.getState().showSnack('Saved', 'info'));
    expect(screen.getByTestId('snackbar')).toHaveTextContent('Saved');
    expect(screen.getByTestId('snackbar')).toHaveAttribute('data-type', 'info');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByTestId('snackbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('snackbar')).toBeNull();
    expect(useSessionStore.getState().snackMessage).toBe('');
  });

  it('an error is an alert', () => {
    renderWithMantine(<Snackbar />);
    act(() => useSessionStore.getState().showSnack('Broken', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
  });

  it('a new message restarts the timer, even with the same text', () => {
    renderWithMantine(<Snackbar />);
    act(() => useSessionStore.getState().showSnack('Again', 'info'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => useSessionStore.getState().showSnack('Again', 'info'));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByTestId('snackbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('is placed top right with a maximum width of 400px', () => {
    renderWithMantine(<Snackbar />);
    act(() => useSessionStore.getState().showSnack('Placed', 'info'));
    const box = screen.getByTestId('snackbar').parentElement;
    expect(box).toHaveStyle({ maxWidth: '400px' });
  });
});
