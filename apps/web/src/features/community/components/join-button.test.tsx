import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { community } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeTechnician } from '../../../test/fixtures';
import { channelFixture, membershipFixture } from '../test/community-fixtures';
import { renderCommunity } from '../test/render-community';
import { ForumsTab } from './forums-tab';
import { JoinButton, leaveWarning } from './join-button';

describe('join button', () => {
  beforeEach(() => {
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

  it('asks before leaving; Cancel keeps the membership, Leave leaves', async () => {
    const channel = channelFixture({
      name: 'Controlled Drugs',
      visibility: 'private',
      membership: membershipFixture(),
    });
    const fake = installFakeApi();
    fake.on(community.leaveChannel, () => ({ body: { data: null } }));
    renderCommunity(<JoinButton channel={channel} />);

    fireEvent.click(screen.getByRole('button', { name: 'Leave Controlled Drugs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Controlled Drugs?' });
    expect(dialog).toHaveTextContent(leaveWarning(channel));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.requests.some((r) => r.url.pathname.endsWith('/leave'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Leave Controlled Drugs' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() =>
      expect(fake.requests.find((r) => r.url.pathname.endsWith('/leave'))?.body).toEqual({
        channelId: channel._id,
      }),
    );
  });

  it('warns that a private channel takes an admin’s approval to join again', () => {
    expect(leaveWarning({ visibility: 'private' })).toMatch(/admin will have to approve/);
    expect(leaveWarning({ visibility: 'open' })).toBe(
      'You can join this channel again at any time.',
    );
  });
});
