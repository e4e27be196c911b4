import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { news, SEARCH_DEBOUNCE_MS, users } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp, renderWithMantine, setMobileViewport } from '../../../test/render';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { articleFixture, categoryFixture } from '../test/news-fixtures';
import { NewsSearch } from './news-search';

describe('NewsSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the trimmed term once typing pauses for 400 ms', () => {
    const onSearch = vi.fn();
    renderWithMantine(
      <MemoryRouter>
        <NewsSearch term="" onSearch={onSearch} />
      </MemoryRouter>,
    );
    const box = screen.getByRole('textbox', { name: 'Search articles' });
    fireEvent.change(box, { target: { value: 'ins' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: ' insulin ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('insulin');
  });

  it('clears at once and drops a pending term', () => {
    const onSearch = vi.fn();
    renderWithMantine(
      <MemoryRouter>
        <NewsSearch term="" onSearch={onSearch} />
      </MemoryRouter>,
    );
    const box = screen.getByRole('textbox', { name: 'Search articles' });
    fireEvent.change(box, { target: { value: 'asthma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(box).toHaveValue('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});

describe('feed search', () => {
  beforeEach(() => {
    setMobileViewport(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the term after the pause, and no term once cleared', async () => {
    const user = makeUser();
    useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
    const fake = installFakeApi();
    fake.ok(users.getProfile, profileOf(user));
    fake.ok(news.getCategoriesWithCounts, [categoryFixture()]);
    fake.on(news.getArticles, ({ url }) => {
      const term = url.searchParams.get('search');
      const article = articleFixture({ title: term ? `About ${term}` : 'Latest news' });
      return { body: { data: [article], option: [{ count: 1 }] } };
    });
    const feedCalls = () =>
      fake.requests.filter(
        (r) => r.url.pathname === '/api/newsFeed/get' && !r.url.searchParams.has('bookmark'),
      );
    const { router } = renderApp('/newsfeed');
    expect(await screen.findByText('Latest news')).toBeInTheDocument();
    expect(feedCalls()[0]?.url.searchParams.has('search')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search articles' }), {
      target: { value: 'statins' },
    });
    expect(feedCalls()).toHaveLength(1);
    expect(await screen.findByText('About statins')).toBeInTheDocument();
    expect(feedCalls()).toHaveLength(2);
    expect(feedCalls()[1]?.url.searchParams.get('search')).toBe('statins');
    expect(router.state.location.search).toBe('?search=statins');

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Latest news')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // Every feed call without a term left `search` out rather than sending it empty.
    for (const call of feedCalls()) expect(call.url.searchParams.get('search')).not.toBe('');
    await waitFor(() => expect(screen.queryByText('About statins')).not.toBeInTheDocument());
  });
});
