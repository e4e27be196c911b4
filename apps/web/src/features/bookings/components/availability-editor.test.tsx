import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { messages, type AvailabilitySlot } from '@portal/contract';
import { renderWithMantine } from '../../../test/render';
import { AvailabilityEditor, availabilityProblems } from './availability-editor';

let latest: AvailabilitySlot[] = [];

function Harness({ initial = [] }: { initial?: AvailabilitySlot[] }) {
  const [slots, setSlots] = useState(initial);
  return (
    <AvailabilityEditor
      value={slots}
      onChange={(next) => {
        latest = next;
        setSlots(next);
      }}
    />
  );
}

describe('AvailabilityEditor', () => {
  it('fills the week from a preset and shows it as chosen', () => {
    renderWithMantine(<Harness />);
    const preset = screen.getByRole('button', { name: 'Monday - Saturday (9:00 - 18:00)' });
    fireEvent.click(preset);
    expect(preset).toHaveAttribute('aria-pressed', 'true');
    expect(latest).toHaveLength(6);
    expect(latest.every((s) => s.starttime === '9:00' && s.endtime === '18:00')).toBe(true);
    expect(
      within(screen.getByTestId('availability-Sunday')).getByText('Not available'),
    ).toBeVisible();
    expect(screen.getByLabelText('Saturday slot 1 to')).toHaveValue('18:00');
  });

  it('offers the 24 hour options labelled hh: mm a', () => {
    renderWithMantine(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a slot on Monday' }));
    const from = screen.getByLabelText('Monday slot 1 from');
    const options = within(from).getAllByRole('option');
    expect(options).toHaveLength(24);
    expect(options[13]).toHaveTextContent('01: 00 pm');
  });

  it('shows the overlap message as soon as two slots of a day overlap, and not before', () => {
    renderWithMantine(<Harness />);
    const add = screen.getByRole('button', { name: 'Add a slot on Tuesday' });
    fireEvent.click(add);
    fireEvent.click(add);
    const tuesday = screen.getByTestId('availability-Tuesday');
    expect(within(tuesday).queryByRole('alert')).toBeNull();
    // 10:00-11:00 becomes 8:00-11:00 and now overlaps 9:00-10:00.
    fireEvent.change(screen.getByLabelText('Tuesday slot 2 from'), { target: { value: '8:00' } });
    expect(within(screen.getByTestId('availability-Tuesday')).getByRole('alert')).toHaveTextContent(
      messages.availabilityOverlap,
    );
    expect(availabilityProblems(latest)).toBe(
      'You can’t have overlapping availability times on the same day',
    );
    // Removing one of the two clears it.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tuesday slot 1' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(availabilityProblems(latest)).toBeNull();
  });
});
