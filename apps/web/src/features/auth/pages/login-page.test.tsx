import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auth, users } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';

describe('LoginPage', () => {
  beforeEach(() => useSessionStore.setState({ ...initialSessionData }));
  afterEach(() => vi.unstubAllGlobals());

  it('validates with the contract schema', async () => {
    installFakeApi();
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('This field must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('logs in, stores token and user, and opens Home', async () => {
    const user = makeUser();
    const fake = installFakeApi();
    fake.ok(auth.login, { token: 'tok-9', user });
    fake.ok(users.getProfile, profileOf(user));
    const { router } = renderApp('/login');
    fireEvent.change(await screen.findByLabelText(/Email/), {
      target: { value: 'amelia.hughes@demo.portal.test' },
    });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Portal!2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(useSessionStore.getState()).toMatchObject({
      token: 'tok-9',
      isUserLoggedIn: true,
      user: { email: 'amelia.hughes@demo.portal.test' },
    });
  });

  it('a refused log-in shows the server text and stays', async () => {
    installFakeApi().fail(auth.login, 400, { error: 'Invalid email or password' });
    const { router } = renderApp('/login');
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().token).toBeNull();
  });
});
