import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithMantine } from '../../../test/render';
import { UserAccessForm } from './user-access-form';

const roles = [
  { _id: '11111111-1111-4111-8111-111111111111', name: 'Pharmacist', slug: 'pharmacist' },
  {
    _id: '22222222-2222-4222-8222-222222222222',
    name: 'Pharmacy Technician',
    slug: 'pharmacy-technician',
  },
];

describe('UserAccessForm', () => {
  it('saves only the modules that changed, Home always on', async () => {
    const onSave = vi.fn();
    renderWithMantine(
      <UserAccessForm
        initial={{ roleId: roles[1]!._id, modules: ['home', 'media'] }}
        roles={roles}
        onSave={onSave}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Home' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Home' })).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Save role and modules' });
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Products' }));
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ modules: ['home', 'media', 'product'] });
  });

  it('is read only for one’s own account', () => {
    renderWithMantine(
      <UserAccessForm
        initial={{ roleId: roles[0]!._id, modules: ['home'] }}
        roles={roles}
        disabled
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Media' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save role and modules' })).toBeDisabled();
  });
});
