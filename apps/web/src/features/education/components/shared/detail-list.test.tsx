import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../test/render';
import { DetailList, type PagedQuery } from './detail-list';

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

const texts = {
  total: (n: number) => (n === 1 ? '1 clinic' : `${n} clinics`),
  error: 'The clinics could not be loaded',
  none: 'No clinics yet',
  noneMatch: 'No clinics match',
  tryAnother: 'Try another town.',
};

const query = (over: Partial<PagedQuery<{ _id: string; name: string }>> = {}) => ({
  data: {
    pages: [
      {
        rows: [
          { _id: ID_A, name: 'Leeds Pain Clinic' },
          { _id: ID_B, name: 'York Sleep Clinic' },
        ],
        total: 3,
      },
    ],
  },
  isPending: false,
  isError: false,
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...over,
});

function show(
  q: PagedQuery<{ _id: string; name: string }>,
  at = '/education/clinics',
  filtered = false,
) {
  return renderWithMantine(
    <MemoryRouter initialEntries={[at]}>
      <DetailList
        query={q}
        param="clinic"
        renderCard={(c, href) => (
          <a href={href} data-testid="card">
            {c.name}
          </a>
        )}
        renderDrawer={(id) => <p data-testid="drawer">{id ?? 'closed'}</p>}
        filtered={filtered}
        texts={texts}
        skeletonHeight={150}
        summaryTestId="summary"
      />
    </MemoryRouter>,
  );
}

describe('DetailList', () => {
  it('shows the total, a card per row linking to its drawer, and loads more', async () => {
    const q = query();
    show(q, '/education/clinics?search=pain');
    expect(screen.getByTestId('summary')).toHaveTextContent('3 clinics');
    const cards = screen.getAllByTestId('card');
    expect(cards.map((c) => c.textContent)).toEqual(['Leeds Pain Clinic', 'York Sleep Clinic']);
    expect(cards[0]).toHaveAttribute('href', `/education/clinics?search=pain&clinic=${ID_A}`);
    expect(screen.getByTestId('drawer')).toHaveTextContent('closed');
    const more = screen.getByRole('link', { name: 'Load more' });
    // Before the page's scripts, a link to the list one page longer (the loader reads `pages`).
    expect(more).toHaveAttribute('href', '/education/clinics?search=pain&pages=2');
    await userEvent.click(more);
    expect(q.fetchNextPage).toHaveBeenCalledOnce();
  });

  it('opens the drawer of the object the URL names', () => {
    show(query({ hasNextPage: false }), `/education/clinics?clinic=${ID_B}`);
    expect(screen.getByTestId('drawer')).toHaveTextContent(ID_B);
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  });

  it('says when nothing matches a filter, when there is nothing, and when loading failed', () => {
    const empty = { data: { pages: [{ rows: [], total: 0 }] } };
    const { unmount } = show(query(empty), '/education/clinics', true);
    expect(screen.getByText('No clinics match')).toBeInTheDocument();
    expect(screen.getByText('Try another town.')).toBeInTheDocument();
    unmount();
    const second = show(query(empty));
    expect(screen.getByText('No clinics yet')).toBeInTheDocument();
    second.unmount();
    show(query({ data: undefined, isError: true }));
    expect(screen.getByText('The clinics could not be loaded')).toBeInTheDocument();
  });
});
