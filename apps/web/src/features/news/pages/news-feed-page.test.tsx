import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { news, users } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';

describe('news feed page while the feed loads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // First: a call left pending by another test would keep the client's loader count up.
  it('shows skeletons but no page-wide loader, and no bookmark count before it is known', async () => {
    const user = makeUser();
    useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
    const fake = installFakeApi();
    fake.ok(users.getProfile, profileOf(user));
    let answerBookmarks = () => {};
    fake.on(news.getArticles, (req) =>
      req.url.searchParams.get('bookmark') === 'true'
        ? new Promise((resolve) => {
            answerBookmarks = () => resolve({ body: { data: [], option: [{ count: 3 }] } });
          })
        : new Promise(() => {}),
    );
    const seenLoader: boolean[] = [];
    const stop = useSessionStore.subscribe((s) => seenLoader.push(s.loader));
    renderApp('/newsfeed');

    expect((await screen.findAllByTestId('article-skeleton')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('global-loader')).toBeNull();
    expect(screen.getByTestId('bookmarks-toggle')).toHaveTextContent(/^Bookmarks$/);
    expect(screen.queryByText(/Bookmarks \(0\)/)).toBeNull();

    answerBookmarks();
    await waitFor(() =>
      expect(screen.getByTestId('bookmarks-toggle')).toHaveTextContent('Bookmarks (3)'),
    );
    stop();
    expect(seenLoader).not.toContain(true);
  });

  // The count under the heading arriving in an empty line pushed the feed down (issue 15).
  it('keeps the line of the article count, so nothing moves when the count comes', async () => {
    const user = makeUser();
    useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
    const fake = installFakeApi();
    fake.ok(users.getProfile, profileOf(user));
    fake.on(news.getArticles, () => new Promise(() => {}));
    renderApp('/newsfeed');

    expect((await screen.findAllByTestId('article-skeleton')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('feed-summary').textContent).toBe('\u00a0');
  });
});
