import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { auth, MAX_CLINICS, type RegisterState } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { useSignupStore } from '../lib/signup-store';

const state = (step: RegisterState['step']): RegisterState => ({
  step,
  registerToken: 'rt-1',
  email: 'new.user@example.co.uk',
  firstName: 'New',
});

const towns = ['Leeds', 'York', 'Bath', 'Derby', 'Truro', 'Ayr', 'Oban'];

describe('the sign-up clinics field', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionData });
  });
  afterEach(() => vi.unstubAllGlobals());

  it(`takes up to ${MAX_CLINICS} clinics and refuses one more with the SPEC message`, async () => {
    const fake = installFakeApi();
    fake.ok(auth.getRoleNames, []);
    fake.ok(auth.getSpecialities, []);
    fake.ok(
      auth.getPublicClinics,
      towns.map((town, i) => ({
        _id: `c0a80101-0000-4000-8000-0000000000c${i}`,
        name: `${town} Clinic`,
        town,
        postcode: 'LS1 4AP',
      })),
    );
    fake.ok(auth.getCurrentRegisterStep, state('professional'));
    useSignupStore.setState({
      signup: { registerToken: 'rt-1', email: 'new.user@example.co.uk' },
    });
    renderApp('/signup');
    await screen.findByRole('form', { name: 'Professional details' });
    const box = screen.getByPlaceholderText('Search clinics');
    const pick = async (town: string) => {
      fireEvent.change(box, { target: { value: town } });
      fireEvent.click(
        await screen.findByRole('option', { name: `${town} Clinic, ${town}`, hidden: true }),
      );
    };
    for (const town of towns.slice(0, MAX_CLINICS)) await pick(town);
    expect(screen.queryByText(`You can select maximum ${MAX_CLINICS} values`)).toBeNull();
    await pick(towns[MAX_CLINICS]!);
    expect(
      await screen.findByText(`You can select maximum ${MAX_CLINICS} values`),
    ).toBeInTheDocument();
    const field = box.closest('.mantine-MultiSelect-root') as HTMLElement;
    expect(
      within(field).queryByText(`${towns[MAX_CLINICS]} Clinic, ${towns[MAX_CLINICS]}`),
    ).toBeNull();
  });
});
