import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { community } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { channelFixture, postFixture } from '../test/community-fixtures';
import { renderCommunity } from '../test/render-community';
import { ReviewDrawerButton } from './review-drawer';
import { ReviewPanel } from './review-panel';

const channel = channelFixture({ isAdmin: true, name: 'CD Register' });
const reported: community.ModerationItem = {
  _id: '00000000-0000-4000-8000-00000000a001',
  type: 'post',
  channel: { _id: channel._id, name: channel.name },
  reportCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  post: postFixture({ title: 'Cheap stock, DM me', body: '<p>Ring me</p>' }),
  response: null,
  user: null,
};
const request: community.ModerationItem = {
  _id: '00000000-0000-4000-8000-00000000a002',
  type: 'joinRequest',
  channel: { _id: channel._id, name: channel.name },
  reportCount: 0,
  createdAt: '2026-11-21T10:00:00.000Z',
  post: null,
  response: null,
  user: {
    _id: '00000000-0000-4000-8000-00000000b001',
    firstName: 'Priya',
    lastName: 'Shah',
    title: 'Mrs',
    roleName: 'Pharmacist',
    online: false,
    media: [],
  },
};

/** The review list with two entries; each action waits until released, then answers `reply`. */
function openReview(reply: { status: number; body: unknown }) {
  const fake = installFakeApi();
  fake.on(community.getModerationQueue, () => ({
    body: { data: [reported, request], option: [{ count: 2 }] },
  }));
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  fake.on(community.moderationAction, async () => {
    await released;
    return reply;
  });
  renderCommunity(<ReviewPanel channel={channel} />);
  return { fake, release };
}

describe('the review list', () => {
  beforeEach(() => {
    useSessionStore.setState({
      ...initialSessionData,
      token: 't',
      user: makeUser({ isAdmin: false }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows skeletons, then the entries; Approve takes one off at once', async () => {
    const { fake, release } = openReview({ status: 200, body: { data: null } });
    expect(screen.getByTestId('review-loading')).toBeInTheDocument();
    const items = await screen.findAllByTestId('review-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Cheap stock, DM me');
    expect(items[0]).toHaveTextContent('2 reports');
    expect(items[1]).toHaveTextContent('Priya Shah');
    // The role belongs under the name, not the title.
    expect(items[1]).toHaveTextContent('Pharmacist');
    expect(items[1]).not.toHaveTextContent('Mrs');

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getAllByTestId('review-item')).toHaveLength(1));
    release();
    await waitFor(() =>
      expect(
        fake.requests.find((r) => r.url.pathname.endsWith('/moderation/action'))?.body,
      ).toEqual({
        type: 'post',
        id: reported._id,
        decision: 'approve',
      }),
    );
  });

  it('puts the entry back when the call fails', async () => {
    const { release } = openReview({ status: 500, body: { message: 'Boom' } });
    const items = await screen.findAllByTestId('review-item');
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.getAllByTestId('review-item')).toHaveLength(1));
    release();
    expect(await screen.findByTestId('review-failed')).toBeInTheDocument();
    expect(screen.getAllByTestId('review-item')).toHaveLength(2);
    expect(screen.getByText('Priya Shah')).toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    const fake = installFakeApi();
    fake.on(community.getModerationQueue, () => ({ body: { data: [], option: [{ count: 0 }] } }));
    renderCommunity(<ReviewPanel channel={channel} />);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Nothing to review');
  });
});

describe('the review list across all of an admin’s channels', () => {
  const other = channelFixture({ isAdmin: true, name: 'Pharmacy First' });
  const elsewhere: community.ModerationItem = {
    ...request,
    _id: '00000000-0000-4000-8000-00000000a003',
    channel: { _id: other._id, name: other.name },
  };
  const userPost: community.ModerationItem = {
    ...reported,
    _id: '00000000-0000-4000-8000-00000000a004',
    channel: null,
    post: postFixture({ title: 'Selling my old BNF' }),
  };

  function openAll(opts: { isAdmin: boolean; myChannels?: community.Channel[] }) {
    useSessionStore.setState({
      ...initialSessionData,
      token: 't',
      user: makeUser({ isAdmin: opts.isAdmin }),
    });
    const fake = installFakeApi();
    fake.on(community.getModerationQueue, () => ({
      body: { data: [reported, elsewhere, userPost], option: [{ count: 3 }] },
    }));
    fake.on(community.getUserChannels, () => ({
      body: { data: opts.myChannels ?? [], option: [{ count: opts.myChannels?.length ?? 0 }] },
    }));
    fake.on(community.moderationAction, () => ({ body: { data: null } }));
    return fake;
  }
  afterEach(() => vi.unstubAllGlobals());

  it('names each entry’s channel and asks for no one channel', async () => {
    const fake = openAll({ isAdmin: true });
    renderCommunity(<ReviewPanel />);
    const items = await screen.findAllByTestId('review-item');
    expect(items.map((i) => within(i).getByTestId('review-channel').textContent)).toEqual([
      'CD Register',
      'Pharmacy First',
      'User posts',
    ]);
    expect(within(items[1]!).getByRole('link', { name: 'Pharmacy First' })).toHaveAttribute(
      'href',
      `/community/detail/${other._id}`,
    );
    const asked = fake.requests.find((r) => r.url.pathname.endsWith('/moderation/get'))!;
    expect(asked.url.searchParams.has('channelId')).toBe(false);
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.getAllByTestId('review-item')).toHaveLength(2));
    await waitFor(() =>
      expect(
        fake.requests.find((r) => r.url.pathname.endsWith('/moderation/action'))?.body,
      ).toEqual({ type: 'joinRequest', id: elsewhere._id, decision: 'remove' }),
    );
  });

  it('opens from Review (N) for a site admin or a channel admin, and is not offered to others', async () => {
    openAll({ isAdmin: true });
    const { unmount } = renderCommunity(<ReviewDrawerButton />);
    fireEvent.click(await screen.findByRole('button', { name: /^Review \(3\)/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Review: all your channels' });
    expect(await within(drawer).findAllByTestId('review-item')).toHaveLength(3);
    unmount();
    openAll({ isAdmin: false, myChannels: [channelFixture(), other] });
    const second = renderCommunity(<ReviewDrawerButton />);
    expect(await screen.findByRole('button', { name: /^Review \(3\)/ })).toBeVisible();
    second.unmount();
    const fake = openAll({ isAdmin: false, myChannels: [channelFixture()] });
    renderCommunity(<ReviewDrawerButton />);
    await waitFor(() =>
      expect(fake.requests.some((r) => r.url.pathname.endsWith('/getUserChannelList'))).toBe(true),
    );
    expect(screen.queryByTestId('review-all-button')).toBeNull();
    expect(fake.requests.some((r) => r.url.pathname.endsWith('/moderation/get'))).toBe(false);
  });
});
