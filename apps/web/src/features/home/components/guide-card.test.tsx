import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import type { home } from '@portal/contract';
import { GuideCard } from './guide-card';

const card: home.GuideCard = {
  _id: '00000000-0000-4000-8000-0000000000d1',
  title: 'Complete your profile',
  text: 'Add your work places.',
  imageUrl: null,
  actionLabel: 'Open profile',
  actionPath: '/profile',
  position: 0,
  state: 'new',
};

const wrap = (ui: React.ReactElement) =>
  render(
    <MantineProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );

describe('GuideCard', () => {
  it('a member’s card links its action and marks itself done', async () => {
    const onComplete = vi.fn();
    wrap(<GuideCard card={card} step={1} active completing={false} onComplete={onComplete} />);
    expect(screen.getByRole('link', { name: 'Open profile' })).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as done' }));
    expect(onComplete).toHaveBeenCalledWith(card);
    expect(screen.queryByTestId('guide-card-inert')).toBeNull();
  });

  it('an admin’s preview (no onComplete) offers no action, and says why', () => {
    wrap(<GuideCard card={card} step={1} active completing={false} />);
    expect(screen.queryByRole('link')).toBeNull();
    const reason = 'A preview: members use these buttons on Home.';
    for (const name of ['Open profile', 'Mark as done']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
  });
});
