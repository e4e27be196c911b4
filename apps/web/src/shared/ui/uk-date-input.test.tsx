import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithMantine } from '../../test/render';
import { UkDateInput } from './uk-date-input';

function Field({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <UkDateInput label="From" value={value} onChange={setValue} />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

describe('UkDateInput', () => {
  it('shows its value as DD/MM/YYYY and reads what is typed day first', () => {
    renderWithMantine(<Field initial="2026-03-01" />);
    const field = screen.getByLabelText('From');
    expect(field).toHaveValue('01/03/2026');
    fireEvent.change(field, { target: { value: '2/12/2026' } });
    expect(screen.getByTestId('value')).toHaveTextContent('2026-12-02');
    fireEvent.blur(field);
    expect(field).toHaveValue('02/12/2026');
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('takes a day from its calendar, mounted only once asked for, in en-GB weeks', async () => {
    renderWithMantine(<Field initial="2026-03-01" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-dates-dropdown], .mantine-Popover-dropdown')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose the from date on a calendar' }));
    const calendar = await screen.findByRole('dialog', { hidden: true });
    // Weeks start on Monday, as in the UK.
    expect(within(calendar).getAllByRole('columnheader', { hidden: true })[0]).toHaveTextContent(
      'Mo',
    );
    fireEvent.click(within(calendar).getByRole('button', { name: '17 March 2026', hidden: true }));
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-17');
    expect(screen.getByLabelText('From')).toHaveValue('17/03/2026');
  });
});
