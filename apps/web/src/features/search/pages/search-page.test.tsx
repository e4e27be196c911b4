import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { search, users } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { groupOf, resultOf, textOf } from '../test/search-fixtures';

const channel = { id: 'ch-1', name: 'Epilepsy' };
const post = resultOf('post', 'p-1', 'CBD and clobazam', { parent: channel });
const posts = Array.from({ length: 5 }, (_, i) =>
  i === 0 ? post : resultOf('post', `p-${i + 1}`, `Post ${i + 1}`, { parent: channel }),
);
const article = resultOf('article', 'a-1', 'Prescribing clobazam', { context: 'Clinical' });
// Answered by the server in another order than the page's (SEARCH_KINDS).
const groups = [groupOf('post', posts, 7), groupOf('article', [article]), groupOf('faq', [], 0)];

function setUp() {
  const user = makeUser();
  useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
  const fake = installFakeApi();
  fake.ok(users.getProfile, profileOf(user));
  return fake;
}

describe('search page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups the results by kind in the contract’s order, each with its label and total', async () => {
    const fake = setUp();
    fake.ok(search.search, groups);
    renderApp('/search?q=clobazam');

    const results = await screen.findByTestId('search-results');
    const headings = within(results).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Articles', 'Community posts']);
    expect(screen.getByTestId('search-group-post')).toHaveTextContent('7 results');
    expect(screen.getByTestId('search-group-article')).toHaveTextContent('1 result');
    expect(screen.queryByTestId('search-group-faq')).toBeNull();
    expect(screen.getByTestId('search-summary')).toHaveTextContent('8 results for “clobazam”');
    const call = fake.requests.find((r) => r.url.pathname === search.search.path);
    expect(call?.url.searchParams.get('q')).toBe('clobazam');
  });

  it('opens each result on its own page, with its kind, date, context and marked words', async () => {
    const fake = setUp();
    fake.ok(search.search, groups);
    renderApp('/search?q=clobazam');

    const group = await screen.findByTestId('search-group-article');
    const link = within(group).getByRole('link', { name: 'Prescribing clobazam' });
    expect(link).toHaveAttribute('href', '/newsfeed/view/a-1');
    expect(link.querySelector('mark')).toHaveTextContent('clobazam');
    expect(within(group).getByText('Article')).toBeInTheDocument();
    expect(within(group).getByText('3 Feb 2026')).toBeInTheDocument();
    expect(within(group).getByText('Clinical')).toBeInTheDocument();
    const posts = screen.getByTestId('search-group-post');
    expect(within(posts).getByRole('link', { name: 'CBD and clobazam' })).toHaveAttribute(
      'href',
      '/community/post/p-1',
    );
    expect(within(posts).getAllByText('in Epilepsy')).toHaveLength(5);
  });

  it('shows an item’s text as text: markup in a title or excerpt is never HTML', async () => {
    const fake = setUp();
    const sly = resultOf('article', 'a-9', 'x', {
      title: textOf('<b>bold</b> clobazam <img src=x onerror=alert(1)>', 'clobazam'),
      excerpt: [{ text: '<script>alert(1)</script>', match: true }],
    });
    fake.ok(search.search, [groupOf('article', [sly])]);
    renderApp('/search?q=clobazam');

    const group = await screen.findByTestId('search-group-article');
    expect(group.querySelector('b, img, script')).toBeNull();
    expect(within(group).getByText('<script>alert(1)</script>').tagName).toBe('MARK');
    expect(group).toHaveTextContent('<b>bold</b> clobazam <img src=x onerror=alert(1)>');
  });

  it('filters by kind with links in the address, and shows only the kinds chosen', async () => {
    const fake = setUp();
    fake.ok(search.search, groups);
    renderApp('/search?q=clobazam&kinds=post');

    await screen.findByTestId('search-group-post');
    expect(screen.queryByTestId('search-group-article')).toBeNull();
    const filter = screen.getByRole('navigation', { name: 'Filter by kind' });
    const links = within(filter).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'All (8)',
      'Articles (1)',
      'Community posts (7)',
    ]);
    expect(links[0]).toHaveAttribute('href', '/search?q=clobazam');
    expect(links[1]).toHaveAttribute('href', '/search?q=clobazam&kinds=article%2Cpost');
    expect(links[2]).toHaveAttribute('href', '/search?q=clobazam');
    expect(links[2]).toHaveAttribute('aria-current', 'true');

    fireEvent.click(links[1]!);
    expect(await screen.findByTestId('search-group-article')).toBeInTheDocument();
    expect(screen.getByTestId('search-group-post')).toBeInTheDocument();
  });

  it('pages one kind with its "More" link, asking for that kind alone', async () => {
    const fake = setUp();
    fake.on(search.search, (req) =>
      req.url.searchParams.get('kinds') === 'post'
        ? {
            body: {
              data: [
                groupOf(
                  'post',
                  [resultOf('post', 'p-6', 'Sixth'), resultOf('post', 'p-7', 'Seventh')],
                  7,
                ),
              ],
            },
          }
        : { body: { data: groups } },
    );
    renderApp('/search?q=clobazam');

    const more = await screen.findByRole('link', { name: /^More results ?in Community posts$/ });
    expect(more).toHaveAttribute('href', '/search?q=clobazam&pages-post=2');
    expect(screen.queryByRole('link', { name: /^More results ?in Articles$/ })).toBeNull();
    fireEvent.click(more);
    const group = screen.getByTestId('search-group-post');
    await waitFor(() => expect(within(group).getAllByTestId('search-result')).toHaveLength(7));
    const call = fake.requests.findLast((r) => r.url.pathname === search.search.path);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      q: 'clobazam',
      kinds: 'post',
      limit: '5',
      skip: '5',
    });
    expect(screen.queryByRole('link', { name: /^More results ?in Community posts$/ })).toBeNull();
  });

  it('shows skeletons while the results load', async () => {
    const fake = setUp();
    fake.on(search.search, () => new Promise(() => {}));
    renderApp('/search?q=clobazam');
    expect(await screen.findByTestId('search-loading')).toBeInTheDocument();
  });

  it('says when nothing matches, and asks for a term before searching', async () => {
    const fake = setUp();
    fake.ok(search.search, [groupOf('article', [], 0)]);
    const { router } = renderApp('/search?q=zzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches “zzz”. Try other words.')).toBeInTheDocument();

    await router.navigate('/search');
    expect(await screen.findByText('Search the portal')).toBeInTheDocument();
    expect(fake.requests.filter((r) => r.url.pathname === search.search.path)).toHaveLength(1);
  });

  it('searches as the reader types, after a pause, keeping the kinds chosen', async () => {
    const fake = setUp();
    fake.ok(search.search, groups);
    const { router } = renderApp('/search?q=cbd&kinds=post');
    const box = await screen.findByRole('textbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'clobazam ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=clobazam&kinds=post'), {
      timeout: 2000,
    });
  });
});
