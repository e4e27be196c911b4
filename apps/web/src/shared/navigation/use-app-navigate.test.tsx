import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { isSameRoute, useAppNavigate } from './use-app-navigate';

describe('isSameRoute', () => {
  it('compares path and search', () => {
    const here = { pathname: '/home', search: '' };
    expect(isSameRoute('/home', here)).toBe(true);
    expect(isSameRoute('/home/', here)).toBe(true);
    expect(isSameRoute('/newsfeed', here)).toBe(false);
    expect(isSameRoute('/home?tab=2', here)).toBe(false);
    expect(isSameRoute('/home?tab=2', { pathname: '/home', search: '?tab=2' })).toBe(true);
  });
});

describe('useAppNavigate', () => {
  function Buttons() {
    const navigate = useAppNavigate();
    return (
      <>
        <button onClick={() => navigate('/home')}>home</button>
        <button onClick={() => navigate('/newsfeed')}>news</button>
      </>
    );
  }

  it('ignores a navigation to the current route', () => {
    const router = createMemoryRouter(
      [
        { path: '/home', element: <Buttons /> },
        { path: '/newsfeed', element: <Buttons /> },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    const before = router.state.location.key;

    act(() => screen.getByText('home').click());
    expect(router.state.location.key).toBe(before);
    expect(router.state.historyAction).toBe('POP');

    act(() => screen.getByText('news').click());
    expect(router.state.location.pathname).toBe('/newsfeed');
    expect(router.state.historyAction).toBe('PUSH');
  });
});
