import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { users } from '@portal/contract';
import { installFakeApi } from '../../test/fake-api';
import { makeUser, profileOf } from '../../test/fixtures';
import { renderApp, setMobileViewport } from '../../test/render';
import { initialSessionData, useSessionStore } from '../../shared/session/session-store';

function openOnPhone(path: string) {
  setMobileViewport(true);
  const user = makeUser();
  useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
  installFakeApi().ok(users.getProfile, profileOf(user));
  return renderApp(path);
}

const entry = async (name: string) =>
  within(await screen.findByRole('navigation', { name: 'Bottom menu' })).getByRole('link', {
    name,
  });

describe('bottom menu: an active entry does nothing only on its own route', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setMobileViewport(false);
  });

  it('More is active on /profile and goes Home', async () => {
    const { router } = openOnPhone('/profile');
    const more = await entry('More');
    expect(more).toHaveAttribute('aria-current', 'page');
    fireEvent.click(more);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('More on /home stays put', async () => {
    const { router } = openOnPhone('/home');
    const key = router.state.location.key;
    fireEvent.click(await entry('More'));
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.location.key).toBe(key);
  });

  it('Media on an article goes back to the feed; on the feed it does nothing', async () => {
    const { router } = openOnPhone('/newsfeed/view/00000000-0000-4000-8000-000000000001');
    const media = await entry('Media');
    expect(media).toHaveAttribute('aria-current', 'page');
    fireEvent.click(media);
    await waitFor(() => expect(router.state.location.pathname).toBe('/newsfeed'));
    const key = router.state.location.key;
    fireEvent.click(await entry('Media'));
    expect(router.state.location.key).toBe(key);
  });
});
