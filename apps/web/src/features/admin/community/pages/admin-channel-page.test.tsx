import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { community, users, type community as c } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../../shared/session/session-store';
import { installFakeApi } from '../../../../test/fake-api';
import { makeUser, profileOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { answerShellBackgroundCalls } from '../../../../test/shell-calls';

const admin = makeUser({ isAdmin: true });
const ID = '00000000-0000-4000-8000-0000000c0001';

const channelOf = (overrides: Partial<c.AdminChannel> = {}): c.AdminChannel => ({
  _id: ID,
  name: 'Repeat dispensing',
  description: 'eRD and batch issues',
  kind: 'forum',
  visibility: 'open',
  allowAnonymous: false,
  imageUrl: null,
  archivedAt: null,
  memberCount: 4,
  postCount: 2,
  adminCount: 0,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

const person = (n: number, firstName: string, lastName: string) => ({
  _id: `00000000-0000-4000-8000-00000000a00${n}`,
  firstName,
  lastName,
  title: null,
});

/** The app at a channel's admin page against a fake server that keeps the channel's state. */
function serve(initial: c.AdminChannel | null) {
  useSessionStore.setState({
    ...initialSessionData,
    token: 't',
    user: admin,
    isUserLoggedIn: true,
  });
  const fake = installFakeApi();
  answerShellBackgroundCalls(fake);
  fake.ok(users.getProfile, profileOf(admin));
  let channel = initial ?? channelOf();
  let admins: c.ChannelAdmin[] = [];
  const saved = (message: string) => ({ body: { data: channel, message } });
  fake.on(community.adminGetChannel, () => ({ body: { data: channel } }));
  fake.on(community.adminCreateChannel, (req) => {
    channel = channelOf({ ...(req.body as object), updatedAt: new Date().toISOString() });
    return saved('Channel saved.');
  });
  fake.on(community.adminArchiveChannel, () => {
    channel = { ...channel, archivedAt: '2026-11-20T10:00:00.000Z', updatedAt: 'a' };
    return saved('Channel archived.');
  });
  fake.on(community.adminRestoreChannel, () => {
    channel = { ...channel, archivedAt: null, updatedAt: 'r' };
    return saved('Channel restored.');
  });
  const amira = person(1, 'Amira', 'Khan');
  fake.on(community.adminListChannelAdmins, () => ({ body: { data: admins } }));
  fake.on(users.listUsersForAdmin, () => ({
    body: {
      data: [
        {
          ...amira,
          email: 'amira@example.test',
          roleName: 'Pharmacist',
          isSelfCertificated: true,
          registrationStep: 'done',
          deleted: false,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      option: [{ count: 1 }],
    },
  }));
  fake.on(community.adminAppointChannelAdmin, () => {
    admins = [{ ...amira, roleName: 'Pharmacist', media: [], joinedAt: '2026-11-20T10:00:00Z' }];
    return { body: { data: admins } };
  });
  fake.on(community.adminRemoveChannelAdmin, () => {
    admins = [];
    return { body: { data: admins } };
  });
  return fake;
}

describe('a channel’s admin page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a channel checked by the contract, in the section and access chosen', async () => {
    const fake = serve(null);
    renderApp('/admin/channels/new');
    const form = await screen.findByRole('form', { name: 'Channel' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save channel' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(fake.requests.some((r) => r.method === 'POST')).toBe(false);
    // A channel is never a draft: no publish control.
    expect(within(form).queryByText(/Publish/)).toBeNull();

    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'CPD club' } });
    fireEvent.click(within(form).getByRole('radio', { name: /Education forums/ }));
    fireEvent.click(within(form).getByRole('radio', { name: /Private/ }));
    fireEvent.click(within(form).getByRole('switch', { name: /Allow anonymous posts/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save channel' }));
    await screen.findByRole('heading', { name: 'Edit channel' });
    expect(fake.requests.find((r) => r.method === 'POST')!.body).toEqual({
      name: 'CPD club',
      description: '',
      imageUrl: null,
      kind: 'education',
      visibility: 'private',
      allowAnonymous: true,
    });
  });

  it('archives once confirmed, and restores', async () => {
    const fake = serve(channelOf());
    renderApp(`/admin/channels/${ID}`);
    expect(await screen.findByTestId('channel-state')).toHaveTextContent('Running');
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Archive “Repeat dispensing”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(screen.getByTestId('channel-state')).toHaveTextContent('Archived 20 Nov 2026'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByTestId('channel-state')).toHaveTextContent('Running'));
    const posts = fake.requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname);
    expect(posts).toEqual([
      `/api/admin/community-channels/${ID}/archive`,
      `/api/admin/community-channels/${ID}/restore`,
    ]);
  });

  it('appoints an admin found by name, then removes them', async () => {
    const fake = serve(channelOf());
    renderApp(`/admin/channels/${ID}`);
    const panel = await screen.findByRole('region', { name: 'Channel admins' });
    expect(await within(panel).findByText(/No channel admins yet/)).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('Appoint an admin'), {
      target: { value: 'Amira' },
    });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Appoint Amira Khan' }));
    const list = await within(panel).findByTestId('channel-admins');
    expect(list).toHaveTextContent('Amira Khan');
    // One already an admin is not offered again.
    expect(within(panel).queryByRole('button', { name: 'Appoint Amira Khan' })).toBeNull();
    const appoint = fake.requests.find(
      (r) => r.url.pathname.endsWith('/admins') && r.method === 'POST',
    );
    expect(appoint!.body).toEqual({ userId: person(1, 'Amira', 'Khan')._id });

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove Amira Khan as admin' }));
    expect(await within(panel).findByText(/No channel admins yet/)).toBeInTheDocument();
    expect(fake.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
