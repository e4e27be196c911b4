import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { news, users } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp, setMobileViewport } from '../../../test/render';
import { answerShellBackgroundCalls } from '../../../test/shell-calls';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { articleFixture, categoryFixture } from '../test/news-fixtures';

/** Logged in, on the feed with one article; the bookmark call answers as `bookmark` says. */
function openFeed(bookmark: (respond: () => void) => Promise<{ status?: number; body: unknown }>) {
  const user = makeUser();
  useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
  const article = articleFixture({ title: 'Inhaler technique checks' });
  const fake = installFakeApi();
  answerShellBackgroundCalls(fake);
  fake.ok(users.getProfile, profileOf(user));
  fake.ok(news.getCategoriesWithCounts, [categoryFixture()]);
  fake.on(news.getArticles, ({ url }) =>
    url.searchParams.get('bookmark') === 'true'
      ? { body: { data: [], option: [{ count: 0 }] } }
      : { body: { data: [article], option: [{ count: 1 }] } },
  );
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  fake.on(news.bookmarkArticle, async () => {
    await released;
    return bookmark(release);
  });
  renderApp('/newsfeed');
  return { fake, article, release };
}

const star = async () =>
  within(await screen.findByTestId('article-card')).getByTestId('bookmark-button');

describe('bookmark toggle', () => {
  beforeEach(() => {
    setMobileViewport(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the bookmark at once and keeps it when the call succeeds', async () => {
    const { fake, article, release } = openFeed(async () => ({
      body: { data: { newsFeedId: '', isBookmarked: true, bookmarkCount: 1 } },
    }));
    fireEvent.click(await star());
    // Optimistic: pressed before the server has answered.
    await waitFor(async () => expect(await star()).toHaveAttribute('aria-pressed', 'true'));
    release();
    await waitFor(() =>
      expect(fake.requests.some((r) => r.url.pathname === '/api/newsFeed/bookmark')).toBe(true),
    );
    const call = fake.requests.find((r) => r.url.pathname === '/api/newsFeed/bookmark');
    expect(call?.body).toEqual({ newsFeedId: article._id, bookmark: true });
    await waitFor(async () => expect(await star()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('rolls the bookmark back and shows the error when the call fails', async () => {
    const { release } = openFeed(async () => ({
      status: 500,
      body: { error: 'Server Error! Oops, Something went wrong.' },
    }));
    fireEvent.click(await star());
    await waitFor(async () => expect(await star()).toHaveAttribute('aria-pressed', 'true'));
    release();
    await waitFor(async () => expect(await star()).toHaveAttribute('aria-pressed', 'false'));
    expect(useSessionStore.getState()).toMatchObject({
      snackMessage: 'Server Error! Oops, Something went wrong.',
      snackType: 'error',
    });
  });
});
