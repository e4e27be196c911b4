import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { community } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { postFixture } from '../test/community-fixtures';
import { renderCommunity } from '../test/render-community';
import { UserPostsTab } from './user-posts-tab';

/** The user posts feed with one post; the like call waits until released, then answers `reply`. */
function openFeed(reply: { status: number; body: unknown }) {
  const post = postFixture({ title: 'Inhaler leaflet', likeCount: 4 });
  const fake = installFakeApi();
  fake.on(community.getPosts, () => ({ body: { data: [post], option: [{ count: 1 }] } }));
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  fake.on(community.postAction, async () => {
    await released;
    return reply;
  });
  renderCommunity(<UserPostsTab />);
  return { post, release, fake };
}

const likeButton = async () =>
  within(await screen.findByTestId('post-card')).getByTestId('like-button');

describe('liking a post', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionData, token: 't', user: makeUser() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts the like at once and keeps the server’s answer', async () => {
    const { post, release, fake } = openFeed({ status: 200, body: {} });
    fake.on(community.postAction, async () => {
      await Promise.resolve();
      return { body: { data: { ...post, isLiked: true, likeCount: 6 } } };
    });
    const button = await likeButton();
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    release();
    await waitFor(() => expect(button).toHaveTextContent('6'));
    expect(fake.requests.find((r) => r.url.pathname.endsWith('/post/action'))?.body).toEqual({
      postId: post._id,
      action: 'like',
    });
  });

  it('puts the like back when the call fails', async () => {
    const { release } = openFeed({ status: 500, body: { error: 'Database down' } });
    const button = await likeButton();
    expect(button).toHaveTextContent('4');
    fireEvent.click(button);
    // Shown at once, before the server answers.
    await waitFor(() => expect(button).toHaveTextContent('5'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    release();
    await waitFor(() => expect(button).toHaveTextContent('4'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(useSessionStore.getState().snackMessage).toBe('Database down');
  });
});
