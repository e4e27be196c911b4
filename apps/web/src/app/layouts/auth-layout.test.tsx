import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth, chat, users, type CurrentUser } from '@portal/contract';
import { installFakeApi } from '../../test/fake-api';
import { makeTechnician, makeUser, profileOf } from '../../test/fixtures';
import { renderApp, setMobileViewport } from '../../test/render';
import { pageQueryClient } from '../../shared/api/query-client';
import { initialSessionData, useSessionStore } from '../../shared/session/session-store';
import { useUiStore } from '../../shared/session/ui-store';

function startAs(user: CurrentUser) {
  useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
  const fake = installFakeApi();
  fake.ok(users.getProfile, profileOf(user));
  return fake;
}

const menuNames = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((a) => a.textContent)
    .filter(Boolean);

describe('authenticated layout', () => {
  beforeEach(() => {
    useUiStore.setState({ selfCertificationOpen: false, unreadChatCount: 0 });
    setMobileViewport(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setMobileViewport(false);
  });

  it('lists every module for the pharmacist and marks the route module active', async () => {
    startAs(makeUser());
    renderApp('/newsfeed');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(menuNames()).toEqual([
      'Home',
      'Education',
      'Media',
      'Products',
      'Community',
      'Bookings',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Media' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('filters the menu by the technician modules', async () => {
    startAs(makeTechnician());
    renderApp('/home');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(menuNames()).toEqual(['Home', 'Education', 'Media', 'Community']);
  });

  it('fetches the profile on creation and shows name, role and initial', async () => {
    const fresh = makeUser({ firstName: 'Amy', roles: { _id: 'r', name: 'Superintendent' } });
    startAs(makeUser()).ok(users.getProfile, profileOf(fresh));
    renderApp('/home');
    expect(await screen.findByText('Amy Hughes')).toBeInTheDocument();
    expect(screen.getByTestId('header-role')).toHaveTextContent('(Superintendent)');
    expect(useSessionStore.getState().user?.firstName).toBe('Amy');
    expect(screen.getAllByText('A').length).toBeGreaterThan(0);
  });

  it('clicking a menu entry navigates; clicking the active one does nothing', async () => {
    startAs(makeUser());
    const { router } = renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const key = router.state.location.key;
    fireEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(router.state.location.key).toBe(key);
    fireEvent.click(within(nav).getByRole('link', { name: 'Community' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/communities'));
  });

  it('Products gate on desktop: dialog and back to /home', async () => {
    startAs(makeTechnician({ modules: ['home', 'product'] }));
    const { router } = renderApp('/newsfeed');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('dialog', { name: 'Self-certification' })).toBeInTheDocument();
  });

  it('Products gate on mobile: dialog and back to /newsfeed', async () => {
    setMobileViewport(true);
    startAs(makeTechnician());
    const { router } = renderApp('/home');
    const bar = await screen.findByRole('navigation', { name: 'Bottom menu' });
    fireEvent.click(within(bar).getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newsfeed'));
    expect(await screen.findByRole('dialog', { name: 'Self-certification' })).toBeInTheDocument();
  });

  it('a product URL opened directly passes through the gate too', async () => {
    startAs(makeTechnician());
    const { router } = renderApp('/products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(useUiStore.getState().selfCertificationOpen).toBe(true);
  });

  it('self-certifying stores the user and continues to /products', async () => {
    const technician = makeTechnician();
    const fake = startAs(technician);
    fake.ok(users.selfCertify, profileOf({ ...technician, isSelfCertificated: true }));
    // Home's guide cards as they were: the self-certification card still to do.
    const guideCards = ['home', 'guide-cards', 'preview', 5];
    const { router } = renderApp('/products');
    const dialog = await screen.findByRole('dialog', { name: 'Self-certification' });
    const queryClient = pageQueryClient();
    queryClient.setQueryData(guideCards, { rows: [], total: 0 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText(/GPhC registration number/), {
      target: { value: '12345' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('This field must be a numeric of 7 characters'),
    ).toBeInTheDocument();

    fireEvent.click(
      within(dialog).getByLabelText('I confirm that I am a UK healthcare professional'),
    );
    fireEvent.change(within(dialog).getByLabelText(/GPhC registration number/), {
      target: { value: '2071234' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(useSessionStore.getState().user?.isSelfCertificated).toBe(true);
    expect(queryClient.getQueryState(guideCards)?.isInvalidated).toBe(true);
    const post = fake.requests.find((r) => r.url.pathname === '/api/user/selfCertification');
    expect(post?.body).toEqual({ registrationNumber: '2071234', confirm: true });
  });

  it('bottom menu: More is active by default and selecting the active entry does nothing', async () => {
    setMobileViewport(true);
    startAs(makeUser());
    const { router } = renderApp('/home');
    const bar = await screen.findByRole('navigation', { name: 'Bottom menu' });
    const more = within(bar).getByRole('link', { name: 'More' });
    expect(more).toHaveAttribute('aria-current', 'page');
    const key = router.state.location.key;
    fireEvent.click(more);
    expect(router.state.location.key).toBe(key);
    fireEvent.click(within(bar).getByRole('link', { name: 'Media' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newsfeed'));
    await waitFor(() =>
      expect(within(bar).getByRole('link', { name: 'Media' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });

  it('mobile header: back arrow off Home, avatar block on Home, chat icon on Community', async () => {
    setMobileViewport(true);
    startAs(makeUser());
    const { router } = renderApp('/home');
    expect(await screen.findByTestId('mobile-user')).toHaveTextContent('Mrs Amelia Hughes');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    await router.navigate('/communities');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByTestId('mobile-breadcrumb')).toHaveTextContent('Community');
    fireEvent.click(screen.getByRole('button', { name: 'Chats' }));
    expect(await screen.findByTestId('chat-list-panel')).toBeInTheDocument();
  });

  it('Home on a phone has visible entries for Bookings, Profile and Logout', async () => {
    setMobileViewport(true);
    const fake = startAs(makeUser());
    fake.ok(auth.logout, null);
    const { router } = renderApp('/home');
    const more = await screen.findByRole('navigation', { name: 'More' });
    expect(within(more).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'href',
      '/appointment/list',
    );
    fireEvent.click(within(more).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'More' })).toBeNull());

    await router.navigate('/home');
    fireEvent.click(
      within(await screen.findByRole('navigation', { name: 'More' })).getByRole('button', {
        name: 'Logout',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('Home on a phone offers no Bookings to a user without that module', async () => {
    setMobileViewport(true);
    startAs(makeTechnician());
    renderApp('/home');
    const more = await screen.findByRole('navigation', { name: 'More' });
    expect(within(more).queryByRole('link', { name: 'Bookings' })).toBeNull();
    expect(within(more).getByRole('link', { name: 'Profile' })).toBeVisible();
  });

  it('the Community entry shows the unread chat count from the server, on the desktop menu and the bottom bar', async () => {
    const me = makeUser();
    const other = { _id: 'u2', firstName: 'Bob', lastName: 'Jones', online: true, media: [] };
    const { _id, firstName, lastName, media } = me;
    const fake = startAs(me);
    fake.ok(chat.listDirectChats, [
      {
        _id: 'v1',
        sender: other,
        receiver: { _id, firstName, lastName, online: true, media },
        message: 'Hello',
        unreadCount: 3,
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
    ]);
    const { unmount } = renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const community = within(nav).getByRole('link', { name: /^Community/ });
    expect(await within(community).findByTestId('menu-unread')).toHaveTextContent('3');
    expect(community).toHaveAccessibleName('Community, 3 unread');
    unmount();

    setMobileViewport(true);
    renderApp('/newsfeed');
    const bar = await screen.findByRole('navigation', { name: 'Bottom menu' });
    const entry = within(bar).getByRole('link', { name: /^Community/ });
    expect(await within(entry).findByTestId('menu-unread')).toHaveTextContent('3');
  });

  it('logout calls the server, clears the session and returns to login', async () => {
    const fake = startAs(makeUser());
    fake.ok(auth.logout, null);
    const { router } = renderApp('/home');
    fireEvent.click(await screen.findByRole('button', { name: /Profile menu$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fake.requests.some((r) => r.url.pathname === '/api/logout')).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      user: null,
      isUserLoggedIn: false,
    });
  });

  it('an expired session (401) shows the message and lands on /login', async () => {
    startAs(makeUser()).fail(users.getProfile, 401, { error: 'Session expired' });
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().snackMessage).toBe(
      'Sorry, Your session has expired. Please log in again.',
    );
  });

  it('shows the footer with the year, the pharma site and the support e-mail', async () => {
    startAs(makeUser());
    renderApp('/home');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(`Copyright © ${new Date().getFullYear()}`);
    expect(within(footer).getByRole('link', { name: 'Pharma Portal' })).toHaveAttribute(
      'href',
      'https://www.pharmaportal.co.uk',
    );
    expect(footer).toHaveTextContent(
      'If you have any questions, please contact us at support@pharmaportal.co.uk',
    );
  });
});
