import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { users } from '@portal/contract';
import { installFakeApi } from '../../test/fake-api';
import { makeUser, profileOf } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { queryClient } from '../../shared/api/query-client';
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
  afterEach(() => queryClient.clear());

  // A footer under the loader sits in the first screen, and the page pushes it down when it
  // arrives: Lighthouse's layout shift on /home and /newsfeed (issue 15).
  it('leaves the footer out until the page is there, then shows it below the page', async () => {
    const user = makeUser();
    useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
    installFakeApi().ok(users.getProfile, profileOf(user));
    renderApp('/profile');

    const main = await screen.findByRole('main');
    expect(await within(main).findByLabelText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    gate.open();
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(main).queryByLabelText('Loading page')).not.toBeInTheDocument();
  });
});
