import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { community, education, users } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../../shared/session/session-store';
import { installFakeApi } from '../../../../test/fake-api';
import { makeUser, profileOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { answerShellBackgroundCalls } from '../../../../test/shell-calls';

const admin = makeUser({ isAdmin: true });
const CLINIC_ID = '00000000-0000-4000-8000-0000000c1100';
const CLUB_ID = '00000000-0000-4000-8000-0000000c1b00';

const clinic: education.AdminClinic = {
  _id: CLINIC_ID,
  name: 'Leeds Specialist Cannabis Clinic',
  town: 'Leeds',
  postcode: 'LS1 4AP',
  listedAtSignUp: true,
  hasProfile: true,
  address: '12 Park Row, Leeds',
  summary: 'Specialist clinic.',
  description: 'Consultant-led.',
  specialisms: ['chronic-pain'],
  services: ['Assessment'],
  phone: null,
  email: null,
  website: null,
  openingHours: 'Weekdays',
  acceptingReferrals: true,
  imageUrl: null,
  memberCount: 3,
  publishedAt: '2026-01-01T09:00:00.000Z',
  status: 'published',
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T09:00:00.000Z',
};

const club: education.AdminJournalClub = {
  _id: CLUB_ID,
  title: 'Cannabis-based medicines for chronic pain',
  authors: 'Patel R, Hughes S',
  journal: 'BJCP',
  year: 2024,
  doi: '10.1111/bcp.16012',
  doiUrl: 'https://doi.org/10.1111/bcp.16012',
  // 19:30 in London, summer time.
  meetingAt: '2030-07-04T18:30:00.000Z',
  meetingUrl: 'https://meet.example.org/jc',
  host: 'Dr Sam Hughes',
  summary: 'Twelve-month outcomes.',
  author: { _id: 'u2', firstName: 'Nia', lastName: 'Okafor' },
  commentCount: 2,
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T09:00:00.000Z',
};

function serve() {
  useSessionStore.setState({
    ...initialSessionData,
    token: 't',
    user: admin,
    isUserLoggedIn: true,
  });
  const fake = installFakeApi();
  answerShellBackgroundCalls(fake);
  fake.ok(users.getProfile, profileOf(admin));
  fake.on(education.listAdminClinics, () => ({
    body: { data: [clinic], option: [{ count: 1 }] },
  }));
  fake.ok(education.getAdminClinic, clinic);
  fake.ok(education.deleteAdminClinic, { _id: CLINIC_ID }, 'Clinic removed.');
  fake.ok(education.createAdminClinic, clinic, 'Clinic saved.');
  fake.on(education.listAdminJournalClubs, () => ({
    body: { data: [club], option: [{ count: 1 }] },
  }));
  fake.ok(education.getAdminJournalClub, club);
  fake.ok(education.updateAdminJournalClub, club, 'Journal club updated.');
  return fake;
}

const sent = (fake: ReturnType<typeof installFakeApi>, method: string, path: string) =>
  fake.requests.filter((r) => r.method === method && r.url.pathname === path);

// The clinic form is the admin area's longest: its first render and checks take a while.
describe('the admin clinics pages', { timeout: 45_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks before removing a clinic, saying the people who picked it keep it', async () => {
    const fake = serve();
    renderApp(`/admin/clinics/${CLINIC_ID}`);
    // A role query over the whole page is slow: wait for the loaded item by its test id first.
    await screen.findByTestId('content-status', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Remove “${clinic.name}”?`);
    expect(dialog).toHaveTextContent('3 people picked it at sign-up and keep it on their account.');
    expect(sent(fake, 'DELETE', `/api/admin/clinics/${CLINIC_ID}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(sent(fake, 'DELETE', `/api/admin/clinics/${CLINIC_ID}`)).toHaveLength(1),
    );
    expect(await screen.findByRole('heading', { name: 'Clinics' })).toBeInTheDocument();
  });

  it('checks a new clinic with the contract before sending it', async () => {
    const fake = serve();
    renderApp('/admin/clinics/new');
    const form = await screen.findByRole('form', { name: 'Clinic' }, { timeout: 10_000 });
    fireEvent.click(within(form).getByRole('button', { name: 'Save clinic' }));
    await waitFor(
      () => expect(within(form).getAllByText('This field is required').length).toBeGreaterThan(3),
      { timeout: 10_000 },
    );
    expect(within(form).getByText('Choose a town or city from the list')).toBeInTheDocument();
    expect(sent(fake, 'POST', '/api/admin/clinics')).toHaveLength(0);
    // Offered at sign-up and taking referrals unless unticked.
    expect(within(form).getByRole('checkbox', { name: /Offered at sign-up/ })).toBeChecked();
  });
});

describe('the admin journal clubs pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists any member’s sessions with who started them, and nothing to make a new one', async () => {
    serve();
    renderApp('/admin/journal-clubs');
    const row = (await screen.findAllByTestId('admin-row'))[0]!;
    expect(row).toHaveTextContent(club.title);
    expect(row).toHaveTextContent('Nia Okafor');
    expect(row).toHaveTextContent('4 Jul 2030, 19:30');
    expect(screen.queryByRole('link', { name: /^New / })).not.toBeInTheDocument();
  });

  it('edits a session in UK time with no publish control, and saves every field', async () => {
    const fake = serve();
    renderApp(`/admin/journal-clubs/${CLUB_ID}`);
    const form = await screen.findByRole('form', { name: 'Journal club' });
    expect(within(form).getByLabelText(/Meeting time/)).toHaveValue('2030-07-04T19:30');
    expect(within(form).queryByText(/Draft|Publish/)).not.toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/Paper title/), {
      target: { value: 'Corrected title' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save session' }));
    await waitFor(() =>
      expect(sent(fake, 'PATCH', `/api/admin/journal-clubs/${CLUB_ID}`)).toHaveLength(1),
    );
    expect(sent(fake, 'PATCH', `/api/admin/journal-clubs/${CLUB_ID}`)[0]!.body).toMatchObject({
      title: 'Corrected title',
      meetingAt: '2030-07-04T19:30',
      year: 2024,
    });
  });
});

describe('the moderation log page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each entry’s action, who, what and when, a page at a time', async () => {
    const fake = serve();
    fake.on(community.getModerationLog, (req) => ({
      body: {
        data: [
          {
            _id: `e-${req.url.searchParams.get('skip')}`,
            action: 'deletePost',
            actor: null,
            channel: { _id: 'c1', name: 'Pain management' },
            targetType: 'post',
            targetId: 'p1',
            createdAt: '2026-03-01T10:15:00.000Z',
          },
        ],
        option: [{ count: 45 }],
      },
    }));
    renderApp('/admin/moderation-log?page=2');
    const row = (await screen.findAllByTestId('admin-row'))[0]!;
    expect(row).toHaveTextContent('Deleted a post');
    expect(row).toHaveTextContent('Automatic');
    expect(row).toHaveTextContent('1 Mar 2026, 10:15');
    const calls = sent(fake, 'GET', '/api/community/moderation/log');
    expect(calls.at(-1)!.url.searchParams.get('skip')).toBe('20');
    expect(calls.at(-1)!.url.searchParams.get('limit')).toBe('20');
  });
});
