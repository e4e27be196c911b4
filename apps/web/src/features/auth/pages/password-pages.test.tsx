import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auth } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { useSignupStore } from '../lib/signup-store';

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('password and verification pages', () => {
  beforeEach(() => useSessionStore.setState({ ...initialSessionData }));
  afterEach(() => vi.unstubAllGlobals());

  it('forgot password: validates the e-mail, then says a link was sent', async () => {
    const fake = installFakeApi();
    fake.ok(auth.forgotPassword, null);
    renderApp('/forgot-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    type(/^Email/, 'bad@');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This field must be a valid email')).toBeInTheDocument();
    type(/^Email/, 'amelia@example.co.uk');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('reset-sent')).toHaveTextContent('amelia@example.co.uk');
  });

  it('change password: SPEC messages, then the token is sent and Login opens', async () => {
    const fake = installFakeApi();
    fake.ok(auth.resetPassword, null, 'Your password has been changed. Please log in.');
    const { router } = renderApp('/change-password/tok-123');
    await screen.findByRole('form', { name: 'Change Password' });
    type(/^New password/, 'short');
    type(/^Confirm new password/, 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This field must be 8 characters or more')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation does not match')).toBeInTheDocument();
    type(/^New password/, 'Newpass!234');
    type(/^Confirm new password/, 'Newpass!234');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fake.requests.at(-1)?.body).toEqual({
      token: 'tok-123',
      password: 'Newpass!234',
      confirmPassword: 'Newpass!234',
    });
  });

  it('signup link: verifies, stores the session and opens Home', async () => {
    const user = makeUser();
    const fake = installFakeApi();
    fake.ok(auth.verifyEmail, { token: 'tok-new', user });
    useSignupStore.setState({ signup: { registerToken: 'rt', email: user.email } });
    const { router } = renderApp('/signup-link?token=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(useSessionStore.getState()).toMatchObject({
      token: 'tok-new',
      isUserLoggedIn: true,
    });
    expect(useSignupStore.getState().signup).toBeNull();
    expect(fake.requests[0]?.body).toEqual({ token: 'abc' });
  });

  it('signup link: an invalid or expired link says so', async () => {
    installFakeApi().fail(auth.verifyEmail, 400, {
      error: 'This verification link is invalid or has expired.',
    });
    renderApp('/signup-link?token=old');
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });
});
