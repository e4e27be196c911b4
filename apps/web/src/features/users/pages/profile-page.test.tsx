import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth, users } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';

const user = makeUser();

function startProfile() {
  useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
  const fake = installFakeApi();
  fake.ok(users.getProfile, profileOf(user));
  fake.ok(auth.getSpecialities, []);
  fake.ok(users.listWorkplaces, []);
  return fake;
}

const type = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('ProfilePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the details and the header shows the new name', async () => {
    const fake = startProfile();
    // The server's copy changes with the update, so the refetch that follows agrees.
    let saved = profileOf(user);
    fake.on(users.getProfile, () => ({ body: { data: saved } }));
    fake.on(users.updateProfile, () => {
      saved = { ...saved, firstName: 'Millie' };
      return { body: { data: saved } };
    });
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Personal details' });
    await waitFor(() => expect(within(form).getByLabelText(/^First name/)).toHaveValue('Amelia'));
    type(form, /^First name/, '');
    type(form, /^Postcode/, 'NOPE');
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(
      within(form).getByText('This Field must contain valid uk format postcode'),
    ).toBeVisible();
    type(form, /^First name/, 'Millie');
    type(form, /^Postcode/, 'LS1 4AP');
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.getByTestId('header-name')).toHaveTextContent('Millie'));
    expect(useSessionStore.getState().user?.firstName).toBe('Millie');
  });

  it('the tab follows the route; the biography is limited to 2000 characters', async () => {
    startProfile();
    const { router } = renderApp('/profile/biography');
    const form = await screen.findByRole('form', { name: 'Biography' });
    await waitFor(() => expect(within(form).getByLabelText(/About you/)).not.toBeDisabled());
    type(form, /About you/, 'x'.repeat(2001));
    fireEvent.click(within(form).getByRole('button', { name: 'Save biography' }));
    expect(
      await within(form).findByText('This field must be 2000 characters or less'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Work' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/work'));
    expect(await screen.findByText('No work places yet.')).toBeInTheDocument();
  });

  it('change password: the confirmed message and the server field error', async () => {
    const fake = startProfile();
    fake.fail(auth.changePassword, 400, {
      error: 'The current password is incorrect.',
      code: 'VALIDATION',
      fields: { currentPassword: 'The current password is incorrect.' },
    });
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Change password' });
    type(form, /^Current password/, 'Old!pass1');
    type(form, /^New password/, 'Newpass!234');
    type(form, /^Confirm new password/, 'Newpass!23');
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('The password confirmation does not match'),
    ).toBeInTheDocument();
    type(form, /^Confirm new password/, 'Newpass!234');
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The current password is incorrect.')).toBeVisible();
  });

  it('a work place needs its fields', async () => {
    startProfile();
    renderApp('/profile/work');
    fireEvent.click(await screen.findByRole('button', { name: 'Add work place' }));
    const dialog = await screen.findByRole('form', { name: 'Add work place' });
    type(dialog, /^Postcode/, 'ZZZ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(4);
    expect(
      within(dialog).getByText('This Field must contain valid uk format postcode'),
    ).toBeVisible();
  });

  it('deleting the account asks for the password, clears the session and opens Login', async () => {
    const fake = startProfile();
    fake.ok(users.deleteAccount, null, 'Your account has been deleted.');
    const { router } = renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('form', { name: 'Delete account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    type(dialog, /^Password/, 'Portal!2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    const sent = fake.requests.find((r) => r.method === 'DELETE');
    expect(sent?.url.pathname).toBe(`/api/user/${user._id}`);
    expect(sent?.body).toEqual({ password: 'Portal!2026' });
  });
});
