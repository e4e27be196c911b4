import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { users } from '@portal/contract';
import { installFakeApi } from '../../test/fake-api';
import { makeUser, profileOf } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { initialSessionData, useSessionStore } from '../../shared/session/session-store';

// The profile page's chunk arrives when the test says so.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
});
vi.mock('#features/users/pages/profile-page', async () => {
  await gate.opened;
  return { ProfilePage: () => <h1>Profile page</h1> };
});

describe('authenticated layout while a page chunk loads', () => {
  // A footer under a loader sits in the first screen, and the page pushes it down when it
  // arrives: Lighthouse's layout shift on /home and /newsfeed (issue 15). The router keeps the
  // page that is there until the next one's module has arrived, footer below it, and no loader.
  it('keeps the page and its footer until the next page is there, then shows it above the footer', async () => {
    const user = makeUser();
    useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
    installFakeApi().ok(users.getProfile, profileOf(user));
    const { router } = renderApp('/usefulLinks');
    const main = await screen.findByRole('main');
    const footer = await screen.findByRole('contentinfo');
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const before = main.innerHTML;

    void router.navigate('/profile');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(screen.getByRole('main').innerHTML).toBe(before);
    expect(screen.queryByLabelText('Loading page')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBe(footer);

    gate.open();
    const heading = await screen.findByRole('heading', { name: 'Profile page' });
    expect(router.state.location.pathname).toBe('/profile');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Profile page' })).toBe(
      heading,
    );
    expect(
      heading.compareDocumentPosition(screen.getByRole('contentinfo')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
