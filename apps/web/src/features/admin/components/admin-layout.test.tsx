import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { users, type CurrentUser } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp, setMobileViewport } from '../../../test/render';
import { answerShellBackgroundCalls } from '../../../test/shell-calls';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { ADMIN_GROUPS, ADMIN_SECTIONS, sectionOf, sectionsByGroup } from '../sections';

const admin = makeUser({
  _id: '5b0e5b8e-6c1f-4a47-9d3e-8f7e2b1a0c01',
  email: 'admin@demo.portal.test',
  firstName: 'Grace',
  lastName: 'Whitfield',
  isAdmin: true,
});

const accounts: users.AdminUser[] = [
  {
    _id: '0a4e1c9e-2b7d-4b1a-9a55-1e6f2d3c4b01',
    email: 'oliver.bennett@demo.portal.test',
    firstName: 'Oliver',
    lastName: 'Bennett',
    title: 'Mr',
    roleName: 'Pharmacy Technician',
    isSelfCertificated: false,
    registrationStep: 'completed',
    deleted: false,
    createdAt: '2026-03-02T10:00:00.000Z',
  },
];

function open(path: string, user: CurrentUser) {
  useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
  const fake = installFakeApi();
  answerShellBackgroundCalls(fake);
  fake.ok(users.getProfile, profileOf(user));
  fake.on(users.listUsersForAdmin, () => ({
    body: { data: accounts, option: [{ count: accounts.length }] },
  }));
  fake.on(users.listContactMessages, () => ({ body: { data: [], option: [{ count: 0 }] } }));
  return { fake, ...renderApp(path) };
}

describe('admin area frame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setMobileViewport(false);
  });

  it('/admin opens the first section, in the layout with every section in its nav', async () => {
    const { router } = open('/admin', admin);
    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_SECTIONS[0]!.path));
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(ADMIN_SECTIONS.map((s) => s.label));
    // In groups, each named: people first, the review queue with the audit log last.
    expect(within(nav).getAllByRole('group')).toEqual(
      sectionsByGroup().map(({ group }) => within(nav).getByRole('group', { name: group })),
    );
    const review = within(nav).getByRole('group', { name: 'Review' });
    expect(
      within(review)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Review queue', 'Audit']);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The section's page: the users table with the account listed, linking to its detail.
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = await within(table).findByRole('link', { name: 'Mr Oliver Bennett' });
    expect(row).toHaveAttribute('href', `/admin/users/${accounts[0]!._id}`);
    // The admin's main menu has the Admin entry, active here.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('a user who is not an admin is sent to the 403 page, and has no Admin entry', async () => {
    const { router, fake } = open('/admin/users', makeUser());
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    expect(fake.requests.some((r) => r.url.pathname === users.listUsersForAdmin.path)).toBe(false);
    router.navigate('/home').catch(() => undefined);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('on a phone the sections are a select that navigates', async () => {
    setMobileViewport(true);
    const { router } = open('/admin/users', admin);
    const select = await screen.findByRole('combobox', { name: 'Admin section' });
    expect(select).toHaveValue('/admin/users');
    // The same groups, as the select's option groups.
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(
      sectionsByGroup().map((g) => g.group),
    );
    fireEvent.change(select, { target: { value: '/admin/contact-us' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/contact-us'));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});

describe('sectionOf', () => {
  it('finds the section of a page below its path, and none outside', () => {
    expect(sectionOf('/admin/users/123')?.slug).toBe('users');
    expect(sectionOf('/admin/users')?.slug).toBe('users');
    expect(sectionOf('/admin/usersx')).toBeUndefined();
    const nested = [
      { slug: 'a', label: 'A', path: '/admin/news', group: 'Content' as const },
      { slug: 'b', label: 'B', path: '/admin/news/categories', group: 'Content' as const },
    ];
    expect(sectionOf('/admin/news/categories/1', nested)?.slug).toBe('b');
  });
});

describe('sectionsByGroup', () => {
  it('lists every section once, in its group, the groups in the nav’s order', () => {
    const grouped = sectionsByGroup();
    expect(grouped.flatMap((g) => g.sections)).toEqual(ADMIN_SECTIONS);
    const order = grouped.map((g) => ADMIN_GROUPS.indexOf(g.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
