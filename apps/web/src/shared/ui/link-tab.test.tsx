import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Tabs } from '@mantine/core';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { renderWithMantine } from '../../test/render';
import { LinkTab } from './link-tab';

function Page() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs value={pathname} onChange={(value) => value && void navigate(value)}>
      <Tabs.List>
        <LinkTab value="/a" to="/a">
          First
        </LinkTab>
        <LinkTab value="/b" to="/b">
          Second
        </LinkTab>
      </Tabs.List>
    </Tabs>
  );
}

describe('LinkTab', () => {
  it('is a tab that links to its address, and a press navigates once, through the Tabs', async () => {
    const router = createMemoryRouter(
      [
        { path: '/a', element: <Page /> },
        { path: '/b', element: <Page /> },
      ],
      { initialEntries: ['/a'] },
    );
    renderWithMantine(<RouterProvider router={router} />);
    const second = screen.getByRole('tab', { name: 'Second' });
    expect(second.tagName).toBe('A');
    expect(second).toHaveAttribute('href', '/b');
    expect(second).not.toHaveAttribute('type');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(second);
    expect(await screen.findByRole('tab', { name: 'Second', selected: true })).toBeVisible();
    expect(router.state.location.pathname).toBe('/b');
    // One history entry for the press: the link did not navigate a second time.
    expect(router.state.historyAction).toBe('PUSH');
    void router.navigate(-1);
    await screen.findByRole('tab', { name: 'First', selected: true });
    expect(router.state.location.pathname).toBe('/a');
  });
});
