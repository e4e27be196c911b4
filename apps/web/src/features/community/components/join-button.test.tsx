import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { community } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeTechnician } from '../../../test/fixtures';
import { channelFixture, membershipFixture } from '../test/community-fixtures';
import { renderCommunity } from '../test/render-community';
import { ForumsTab } from './forums-tab';
import { JoinButton } from './join-button';

describe('join button', () => {
  beforeEach(() => {
    queryClient.clear();
    useSessionStore.setState({
      ...initialSessionData,
      token: 'tok',
      user: makeTechnician(),
      isUserLoggedIn: true,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows Join, Request to join, Pending, Leave and a disabled button for a removed member', () => {
    const cases = [
      [channelFixture({ name: 'A' }), 'Join A'],
      [channelFixture({ name: 'B', visibility: 'private' }), 'Request to join B'],
      [
        channelFixture({
          name: 'C',
          visibility: 'private',
          membership: membershipFixture({ status: 'pending' }),
        }),
        'Request pending: withdraw the request to join C',
      ],
      [channelFixture({ name: 'D', membership: membershipFixture() }), 'Leave D'],
      [
        channelFixture({ name: 'E', membership: membershipFixture({ status: 'removed' }) }),
        'Cannot join E',
      ],
    ] as const;
    renderCommunity(
      <>
        {cases.map(([channel]) => (
          <JoinButton key={channel._id} channel={channel} />
        ))}
      </>,
    );
    for (const [, label] of cases)
      expect(screen.getByRole('button', { name: label })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cannot join E' })).toBeDisabled();
  });

  it('asking to join a private channel turns its card’s button to Pending', async () => {
    const channel = channelFixture({ name: 'Controlled Drugs', visibility: 'private' });
    const fake = installFakeApi();
    fake.on(community.getChannels, () => ({ body: { data: [channel], option: [{ count: 1 }] } }));
    fake.on(community.sendJoinRequest, () => ({
      body: {
        data: { ...channel, membership: membershipFixture({ status: 'pending' }) },
        message: 'Join request sent.',
      },
    }));
    renderCommunity(<ForumsTab />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Request to join Controlled Drugs' }),
    );
    expect(
      await screen.findByRole('button', {
        name: 'Request pending: withdraw the request to join Controlled Drugs',
      }),
    ).toBeVisible();
    expect(fake.requests.find((r) => r.url.pathname.endsWith('/sendJoinRequest'))?.body).toEqual({
      channelId: channel._id,
    });
    expect(useSessionStore.getState().snackMessage).toBe('Join request sent.');
  });
});
