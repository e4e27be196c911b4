import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { news, users } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { queryClient } from '../../../shared/api/query-client';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';

describe('news feed page while the feed loads', () => {
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
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
