import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { community } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { channelFixture } from '../test/community-fixtures';
import { renderCommunity } from '../test/render-community';
import { MembersPanel } from './members-panel';

const member: community.ChannelMember = {
  _id: '00000000-0000-4000-8000-00000000b002',
  firstName: 'Ruth',
  lastName: 'Evans',
  title: 'Mrs',
  roleName: 'Pharmacy technician',
  online: true,
  media: [],
  role: 'member',
  status: 'active',
  membershipId: '00000000-0000-4000-8000-00000000c002',
  joinedAt: '2026-11-20T10:00:00.000Z',
};

describe('the member list', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionData, token: 't', user: makeUser() });
  });

  it('shows each member’s role under their name, not their title', async () => {
    const fake = installFakeApi();
    fake.on(community.getChannelMembers, () => ({
      body: { data: [member], option: [{ count: 1 }] },
    }));
    renderCommunity(<MembersPanel channel={channelFixture({ membership: null })} />);
    const row = await screen.findByTestId('person-row');
    // The title goes with the name; the line under it is the role.
    expect(within(row).getByText('Mrs Ruth Evans')).toBeInTheDocument();
    expect(within(row).getByText('Pharmacy technician')).toBeInTheDocument();
    expect(within(row).queryByText('Mrs')).toBeNull();
  });
});
