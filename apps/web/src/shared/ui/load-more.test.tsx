import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithMantine } from '../../test/render';
import { LoadMoreLink, MOST_PAGES, pagesOf, withPagesOf } from './load-more';

const list = (pages: number) => ({
  data: { pages: Array.from({ length: pages }, () => ({})) },
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
});

describe('pagesOf', () => {
  it('reads the pages an address asks for, between one and MOST_PAGES', () => {
    expect(pagesOf(new URLSearchParams(''))).toBe(1);
    expect(pagesOf(new URLSearchParams('pages=3'))).toBe(3);
    expect(pagesOf(new URLSearchParams('pages=0'))).toBe(1);
    expect(pagesOf(new URLSearchParams('pages=-4'))).toBe(1);
    expect(pagesOf(new URLSearchParams('pages=many'))).toBe(1);
    expect(pagesOf(new URLSearchParams('pages=500'))).toBe(MOST_PAGES);
    expect(withPagesOf({ queryKey: ['x'] }, new URLSearchParams('pages=2'))).toEqual({
      queryKey: ['x'],
      pages: 2,
    });
  });
});

describe('LoadMoreLink', () => {
  it('links to the address one page longer, keeping the rest, and fetches in place once scripts run', () => {
    const feed = list(2);
    renderWithMantine(
      <MemoryRouter initialEntries={['/newsfeed?category=c1&pages=2']}>
        <LoadMoreLink list={feed}>Load more articles</LoadMoreLink>
      </MemoryRouter>,
    );
    const more = screen.getByRole('link', { name: 'Load more articles' });
    expect(more).toHaveAttribute('href', '/newsfeed?category=c1&pages=3');
    fireEvent.click(more);
    expect(feed.fetchNextPage).toHaveBeenCalledOnce();
  });
});
