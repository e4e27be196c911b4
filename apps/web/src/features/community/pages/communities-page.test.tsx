import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chat, community, users } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { useCommunityStore, type CommunityTab } from '../lib/community-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp, setMobileViewport } from '../../../test/render';

const person = (id: number, firstName: string, lastName: string, online = false) => ({
  _id: `00000000-0000-4000-8000-0000000000${String(id).padStart(2, '0')}`,
  firstName,
  lastName,
  online,
  media: [],
  roleName: 'Pharmacist',
});

const people = [
  person(1, 'oliver', 'Bennett', true),
  person(2, 'Aisha', 'Khan'),
  person(3, 'Arjun', 'Shah'),
];

/** Logged in with `communityTab` remembered, at `path`; the lists answer from fixtures. */
function openCommunity(path: string, communityTab: CommunityTab = 'forums') {
  const user = makeUser();
  useSessionStore.setState({
    ...initialSessionData,
    token: 'tok-1',
    user,
    isUserLoggedIn: true,
  });
  useCommunityStore.setState({ communityTab });
  const fake = installFakeApi();
  fake.ok(users.getProfile, profileOf(user));
  fake.on(community.getChannels, () => ({ body: { data: [], option: [{ count: 0 }] } }));
  fake.on(community.getPosts, () => ({ body: { data: [], option: [{ count: 0 }] } }));
  fake.on(community.getCommunityAdmins, () => ({ body: { data: [], option: [{ count: 0 }] } }));
  // The server's initial filter: the first letter of the first name in upper case.
  fake.on(chat.listChatUsers, (req) => {
    const initial = req.url.searchParams.get('initial');
    const rows = people.filter((p) => !initial || p.firstName[0]!.toUpperCase() === initial);
    return { body: { data: rows, option: [{ count: rows.length }] } };
  });
  fake.ok(chat.listStarredUsers, []);
  return { fake, ...renderApp(path) };
}

const selectedTab = async () =>
  (await screen.findAllByRole('tab', { selected: true })).find((t) =>
    ['Forums', 'User posts', 'Users', 'Admins'].includes(t.textContent ?? ''),
  );

beforeAll(async () => {
  await import('./communities-page');
}, 60_000);

describe('community page', () => {
  beforeEach(() => {
    setMobileViewport(true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('an alias route opens its tab and is remembered', async () => {
    const { unmount } = openCommunity('/community/users');
    await waitFor(async () => expect(await selectedTab()).toHaveTextContent('Users'));
    await waitFor(() => expect(useCommunityStore.getState().communityTab).toBe('users'));
    unmount();
  });

  it('/communities shows the remembered tab and stays where it is', async () => {
    const { router, unmount } = openCommunity('/communities', 'admins');
    await waitFor(async () => expect(await selectedTab()).toHaveTextContent('Admins'));
    expect(router.state.location.pathname).toBe('/communities');
    unmount();
  });

  it('picking a tab goes to its alias route', async () => {
    const { router, unmount } = openCommunity('/community/forums');
    fireEvent.click(await screen.findByRole('tab', { name: 'User posts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/userposts'));
    // The alias's page renders after the router's navigation, and remembers its tab as it does.
    await waitFor(() => expect(useCommunityStore.getState().communityTab).toBe('userposts'));
    expect(await selectedTab()).toHaveTextContent('User posts');
    unmount();
  });

  it('the directory filters by the first letter of the first name, upper-cased', async () => {
    const { unmount, fake, router } = openCommunity('/community/users');
    const list = await screen.findByTestId('people');
    expect(within(list).getAllByTestId('person-row')).toHaveLength(3);
    const letters = screen.getByRole('group', { name: 'Filter by initial' });
    const asked = () =>
      fake.requests
        .filter((r) => r.url.pathname.endsWith('/community/userList'))
        .map((r) => [r.url.searchParams.get('initial'), r.url.searchParams.get('skip')]);
    expect(asked()).toEqual([[null, '0']]);
    // The server filters, so every letter can be asked for: 'oliver' files under O.
    fireEvent.click(within(letters).getByRole('link', { name: 'O' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('people')).getAllByTestId('person-row')).toHaveLength(1),
    );
    expect(screen.getByTestId('people')).toHaveTextContent('oliver Bennett');
    // The letter is in the address: a link to it works before the page's scripts too.
    expect(router.state.location.search).toBe('?initial=O');
    fireEvent.click(within(letters).getByRole('link', { name: 'A' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('people')).getAllByTestId('person-row')).toHaveLength(2),
    );
    expect(within(letters).getByRole('link', { name: 'A' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Each letter starts again from the first page.
    expect(asked()).toEqual([
      [null, '0'],
      ['O', '0'],
      ['A', '0'],
    ]);
    // Nobody's name starts with Z: the empty state says so.
    fireEvent.click(within(letters).getByRole('link', { name: 'Z' }));
    expect(await screen.findByText('Nobody’s first name starts with Z.')).toBeVisible();
    fireEvent.click(within(letters).getByRole('link', { name: 'Z' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('people')).getAllByTestId('person-row')).toHaveLength(3),
    );
    expect(within(letters).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    unmount();
  });

  it('Message opens the direct chat with the person at /community/chat', async () => {
    const { router, unmount } = openCommunity('/community/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Message Aisha Khan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/chat'));
    // The chat is handed to the chat page in the location's state (decision 140).
    expect(router.state.location.state).toMatchObject({
      openChat: { id: people[1]!._id, title: 'Aisha Khan', isRoom: false },
    });
    unmount();
  });
});
