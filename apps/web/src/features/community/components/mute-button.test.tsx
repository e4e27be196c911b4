import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { community } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { useChannel } from '../api/get-channel';
import { channelFixture, membershipFixture } from '../test/community-fixtures';
import { renderCommunity } from '../test/render-community';
import { ChannelCard } from './channel-card';
import { MuteButton } from './mute-button';

const channel = channelFixture({
  name: 'Sterile Services',
  unreadCount: 2,
  membership: membershipFixture(),
});

/** The bell and the channel's card, both from the cache, as the channel page and the list show them. */
function Harness() {
  const c = useChannel(channel._id);
  return c.data ? (
    <>
      <MuteButton channel={c.data} />
      <ChannelCard channel={c.data} />
    </>
  ) : null;
}

/** The channel answered from a fixture; mute and unmute wait until released, then answer `reply`. */
function open(reply: (body: community.ChannelActionBody) => { status: number; body: unknown }) {
  const fake = installFakeApi();
  fake.ok(community.getChannel, channel);
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  fake.on(community.channelAction, async (req) => {
    await released;
    return reply(req.body as community.ChannelActionBody);
  });
  renderCommunity(<Harness />);
  return { fake, release };
}

const muted = (on: boolean) => ({
  ...channel,
  membership: membershipFixture({ isMuted: on }),
});

describe('muting a channel', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionData, token: 't', user: makeUser() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('turns the bell and the card muted at once, and keeps them so when the server agrees', async () => {
    const { fake, release } = open(() => ({ status: 200, body: { data: muted(true) } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mute channel' }));
    expect(await screen.findByRole('button', { name: 'Unmute channel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('channel-muted')).toBeInTheDocument();
    expect(screen.getByTestId('channel-unread')).toHaveAccessibleName('2 unread, muted');
    release();
    await waitFor(() =>
      expect(fake.requests.find((r) => r.url.pathname.endsWith('/channel/action'))?.body).toEqual({
        action: 'mute',
        channelId: channel._id,
      }),
    );
    expect(screen.getByRole('button', { name: 'Unmute channel' })).toBeInTheDocument();
  });

  it('turns back when the call fails', async () => {
    const { release } = open(() => ({ status: 500, body: { error: 'Server error' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mute channel' }));
    expect(await screen.findByRole('button', { name: 'Unmute channel' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Mute channel' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByTestId('channel-muted')).toBeNull();
    expect(screen.getByTestId('channel-unread')).toHaveAccessibleName('2 unread');
  });
});
