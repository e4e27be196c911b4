import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auth, type RegisterState } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { useSignupStore } from '../lib/signup-store';

const ROLE_ID = 'c0a80101-0000-4000-8000-000000000001';
const SPECIALITY_ID = 'c0a80101-0000-4000-8000-0000000000a1';
const CLINIC_ID = 'c0a80101-0000-4000-8000-0000000000c1';

const state = (step: RegisterState['step']): RegisterState => ({
  step,
  registerToken: 'rt-1',
  email: 'new.user@example.co.uk',
  firstName: 'New',
});

function fakeOptions() {
  const fake = installFakeApi();
  fake.ok(auth.getRoleNames, [{ _id: ROLE_ID, name: 'Pharmacist', slug: 'pharmacist' }]);
  fake.ok(auth.getSpecialities, [{ _id: SPECIALITY_ID, name: 'Oncology' }]);
  fake.ok(auth.getPublicClinics, [
    { _id: CLINIC_ID, name: 'Leeds Clinic', town: 'Leeds', postcode: 'LS1 4AP' },
  ]);
  return fake;
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SignupPage', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionData });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the SPEC messages on the account step', async () => {
    installFakeApi();
    renderApp('/signup');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(6);

    type(/^Email/, 'nope');
    type(/^Password/, 'password');
    type(/^Confirm password/, 'Other1!x');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field must be a valid email')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This Field must contain an upper case letter, a lower case letter, a numeric character, and a special character',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Password confirmation does not match')).toBeInTheDocument();
  });

  async function fillAccount() {
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Dr' } });
    type(/^First name/, 'New');
    type(/^Last name/, 'User');
    type(/^Email/, 'new.user@example.co.uk');
    type(/^Password/, 'Secret!234');
    type(/^Confirm password/, 'Secret!234');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  }

  it('moves to the professional step and keeps the register token', async () => {
    const fake = fakeOptions();
    fake.ok(auth.register, state('professional'));
    renderApp('/signup');
    await fillAccount();
    expect(await screen.findByRole('form', { name: 'Professional details' })).toBeInTheDocument();
    expect(useSignupStore.getState().signup).toEqual({
      registerToken: 'rt-1',
      email: 'new.user@example.co.uk',
    });
    expect(fake.requests.find((r) => r.url.pathname === '/api/register')?.body).toMatchObject({
      step: 'account',
      title: 'Dr',
      email: 'new.user@example.co.uk',
    });
  });

  it('shows the server message for an e-mail already registered', async () => {
    installFakeApi().fail(auth.register, 409, {
      error: 'An account with this e-mail address already exists.',
      code: 'CONFLICT',
    });
    renderApp('/signup');
    await fillAccount();
    // Once in the snack and once on the e-mail input.
    await waitFor(() =>
      expect(
        screen.getAllByText('An account with this e-mail address already exists.'),
      ).toHaveLength(2),
    );
    expect(useSignupStore.getState().signup).toBeNull();
  });

  it('validates the professional step with the SPEC messages', async () => {
    fakeOptions().ok(auth.getCurrentRegisterStep, state('professional'));
    useSignupStore.setState({
      signup: { registerToken: 'rt-1', email: 'new.user@example.co.uk' },
    });
    renderApp('/signup');
    await screen.findByRole('form', { name: 'Professional details' });
    type(/^Registration number/, '12345');
    type(/^Contact number/, '12345');
    type(/^Postcode/, 'NOPE');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('This field must be a numeric of 7 characters'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This Field must contain valid uk format contact number'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This Field must contain valid uk format postcode'),
    ).toBeInTheDocument();
    // Role, speciality and clinics.
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
  });

  it('sends the professional step and shows "check your e-mail"', async () => {
    const fake = fakeOptions();
    fake.ok(auth.getCurrentRegisterStep, state('professional'));
    fake.ok(auth.register, state('verify'));
    useSignupStore.setState({
      signup: { registerToken: 'rt-1', email: 'new.user@example.co.uk' },
    });
    renderApp('/signup');
    await screen.findByRole('form', { name: 'Professional details' });
    type(/^Role/, ROLE_ID);
    type(/^Speciality/, SPECIALITY_ID);
    // Typing opens Mantine's combobox; its dropdown is still in its enter transition in jsdom.
    fireEvent.change(screen.getByPlaceholderText('Search clinics'), { target: { value: 'Leeds' } });
    fireEvent.click(
      await screen.findByRole('option', { name: 'Leeds Clinic, Leeds', hidden: true }),
    );
    type(/^Registration number/, '1234567');
    type(/^Contact number/, '07700 900123');
    type(/^Postcode/, 'LS1 4AP');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(screen.getByTestId('signup-verify')).toHaveTextContent('new.user@example.co.uk');
    const sent = fake.requests.filter((r) => r.url.pathname === '/api/register').at(-1);
    expect(sent?.body).toMatchObject({
      step: 'professional',
      registerToken: 'rt-1',
      roleId: ROLE_ID,
      clinicIds: [CLINIC_ID],
    });
  });

  it('a reload resumes at the step the server reports', async () => {
    installFakeApi().ok(auth.getCurrentRegisterStep, state('verify'));
    useSignupStore.setState({
      signup: { registerToken: 'rt-1', email: 'new.user@example.co.uk' },
    });
    renderApp('/signup');
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
  });

  it('a register token the server no longer knows starts over', async () => {
    installFakeApi().fail(auth.getCurrentRegisterStep, 400, { error: 'This sign-up has expired.' });
    useSignupStore.setState({ signup: { registerToken: 'old', email: 'x@example.co.uk' } });
    renderApp('/signup');
    expect(await screen.findByRole('form', { name: 'Create your account' })).toBeInTheDocument();
    expect(useSignupStore.getState().signup).toBeNull();
  });

  it('log-in of an unfinished sign-up resumes it at its step', async () => {
    const fake = fakeOptions();
    fake.ok(auth.login, {
      registrationStep: 'professional',
      registerToken: 'rt-1',
      email: 'new.user@example.co.uk',
    });
    const { router } = renderApp('/login');
    fireEvent.change(await screen.findByLabelText(/Email/), {
      target: { value: 'new.user@example.co.uk' },
    });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Secret!234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(await screen.findByRole('form', { name: 'Professional details' })).toBeInTheDocument();
    expect(useSignupStore.getState().signup?.registerToken).toBe('rt-1');
  });
});
