import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { makeTechnician } from '../../../test/fixtures';
import { channelFixture, membershipFixture } from '../test/community-fixtures';
import { renderCommunity } from '../test/render-community';
import { ChannelCard } from './channel-card';

describe('channel card', () => {
  beforeEach(() => {
    useSessionStore.setState({
      ...initialSessionData,
      token: 'tok',
      user: makeTechnician(),
      isUserLoggedIn: true,
    });
  });

  it('shows a private channel’s post count to its members only, never a false 0 to others', () => {
    renderCommunity(
      <>
        <ChannelCard
          channel={channelFixture({
            name: 'Outside',
            visibility: 'private',
            postCount: 0,
            lastPostAt: null,
          })}
        />
        <ChannelCard
          channel={channelFixture({
            name: 'Inside',
            visibility: 'private',
            postCount: 7,
            membership: membershipFixture(),
          })}
        />
        <ChannelCard channel={channelFixture({ name: 'Everyone', postCount: 3 })} />
      </>,
    );
    const card = (name: string) =>
      screen.getAllByTestId('channel-card').find((c) => within(c).queryByRole('link', { name }))!;
    expect(within(card('Outside')).queryByTestId('channel-post-count')).toBeNull();
    expect(within(card('Outside')).queryByText(/posts?$/)).toBeNull();
    expect(within(card('Inside')).getByTestId('channel-post-count')).toHaveTextContent('7 posts');
    expect(within(card('Everyone')).getByTestId('channel-post-count')).toHaveTextContent('3 posts');
  });

  it('shows the picture site admins gave the channel, and none when it has none', () => {
    renderCommunity(
      <>
        <ChannelCard
          channel={channelFixture({ name: 'Pictured', imageUrl: '/uploads/channels/a.webp' })}
        />
        <ChannelCard channel={channelFixture({ name: 'Plain' })} />
      </>,
    );
    const [pictured, plain] = screen.getAllByTestId('channel-card');
    expect(within(pictured!).getByTestId('channel-picture')).toBeInTheDocument();
    expect(within(plain!).queryByTestId('channel-picture')).toBeNull();
  });
});
