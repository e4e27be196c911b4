import { type Page } from '@playwright/test';
import { demoUsers } from './demo-users';
import { api, expect, logIn, otherBrowser, socketReady, test } from './session';

// The signed-in shell around the community: the unread count and the direct-message toast on
// every page, Home's entries on a phone, Leave on a phone, and roles in the member list.

const myId = async (page: Page) =>
  (await api<{ _id: string }>(page, 'GET', '/api/user/profile'))._id;

/** Opens a page and waits for its socket, so that no live event is missed. */
async function openWithSocket(page: Page, path: string) {
  const ready = socketReady(page);
  await page.goto(path);
  await ready;
}

/** Waits until the app knows `userId` is muted (the session keeps the mutes it fetched). */
async function knowsMuted(page: Page, userId: string) {
  await page.waitForFunction((id) => {
    // The chat feature's own store (decision 140) keeps the mutes it last fetched.
    const raw = localStorage.getItem('portal-chat');
    const state = raw
      ? (JSON.parse(raw) as { state: { notificationOffUsers?: string[] } }).state
      : null;
    return state?.notificationOffUsers?.includes(id) ?? false;
  }, userId);
}

const sendDirect = (page: Page, receiverId: string, message: string) =>
  api(page, 'POST', '/api/community/chat/action', {
    action: 'send',
    clientId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    receiverId,
    message,
  });

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test.describe('community in the shell', () => {
  test('a direct message on Home and Media: the Community entry counts it, a toast opens the chat; none from a muted sender', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const b = await otherBrowser(browser, baseURL, isMobile);
    await logIn(page, demoUsers.pharmacist);
    await logIn(b.page, demoUsers.technician);
    const [aId, bId] = [await myId(page), await myId(b.page)];
    const badge = b.page.locator(
      `${isMobile ? '#bottom-menu-community' : '#menu-community'} [data-testid="menu-unread"]`,
    );
    const count = async () => Number((await badge.count()) ? await badge.textContent() : 0);

    await openWithSocket(b.page, '/home');
    // The count comes from the server's answer once the app runs (this run's other direct
    // messages included): the page itself comes from the server before that, so wait for it.
    await b.page.waitForLoadState('networkidle');
    const before = await count();
    const text = unique('Could you cover the Saturday clinic for me next week');
    await sendDirect(page, bId, text);

    const toast = b.page.getByTestId('message-toast');
    await expect(toast).toContainText('Amelia Hughes');
    await expect(toast).toContainText('Could you cover the Saturday clinic');
    await expect(badge).toHaveText(String(before + 1));
    await toast.getByRole('button', { name: 'Open the chat with Amelia Hughes' }).click();
    await expect(b.page).toHaveURL(/\/community\/chat$/);
    await expect(b.page.getByTestId('conversation-title')).toHaveText('Amelia Hughes');
    await expect(b.page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
    await expect(toast).toHaveCount(0);

    // Muted: the count still grows, but no toast.
    await api(b.page, 'POST', '/api/community/notifications/action', {
      type: 'user',
      id: aId,
      off: true,
    });
    try {
      await openWithSocket(b.page, '/newsfeed');
      await knowsMuted(b.page, aId);
      await expect(b.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await b.page.waitForLoadState('networkidle');
      const settled = await count();
      await sendDirect(page, bId, unique('Muted hello'));
      await expect(badge).toHaveText(String(settled + 1));
      await expect(toast).toHaveCount(0);
    } finally {
      await api(b.page, 'POST', '/api/community/notifications/action', {
        type: 'user',
        id: aId,
        off: false,
      });
      await b.context.close();
    }
  });

  test('Home on a phone reaches Bookings and Profile, and logs out @mobile', async ({ page }) => {
    await logIn(page, demoUsers.pharmacist);
    const more = page.getByRole('navigation', { name: 'More' });
    await more.getByRole('link', { name: 'Bookings' }).click();
    await expect(page).toHaveURL(/\/appointment\/list$/);
    // The address changes before the page is drawn; a tap on More while Home still shows is
    // a tap on the page shown, and More leads nowhere from Home.
    await expect(page).toHaveTitle(/Bookings/);
    await page.locator('#bottom-menu-more').click();
    await expect(page).toHaveURL(/\/home$/);
    await more.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page).toHaveTitle(/Profile/);
    await page.locator('#bottom-menu-more').click();
    await more.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Leave is whole on a phone’s channel card and header, and asks first; Cancel keeps the membership @mobile', async ({
    page,
  }) => {
    await logIn(page, demoUsers.pharmacist);
    const channels = await api<
      { _id: string; name: string; membership: { status: string } | null }[]
    >(page, 'GET', '/api/community/channel/get?limit=50');
    const mine = channels.find((c) => c.membership?.status === 'active');
    if (!mine) throw new Error('the pharmacist is in no demo channel');
    const whole = async (page: Page, scope: ReturnType<Page['locator']>) => {
      const leave = scope.getByRole('button', { name: `Leave ${mine.name}` });
      await expect(leave).toBeVisible();
      const fits = await leave.evaluate((el) => {
        const label = el.querySelector('.mantine-Button-label') ?? el;
        return label.scrollWidth <= label.clientWidth && el.scrollWidth <= el.clientWidth;
      });
      expect(fits).toBe(true);
      await expect(leave).toHaveText('Leave');
      return leave;
    };

    await page.goto('/communities');
    const search = page.getByRole('textbox', { name: 'Search channels' });
    // The placeholder is whole: the box has a line of its own on a phone.
    expect((await search.boundingBox())?.width ?? 0).toBeGreaterThan(250);
    await search.fill(mine.name);
    const card = page.getByTestId('channel-card').filter({ hasText: mine.name }).first();
    await whole(page, card);

    await page.goto(`/community/detail/${mine._id}`);
    await expect(page.getByTestId('channel-name')).toHaveText(mine.name);
    const leave = await whole(page, page.getByTestId('channel-header'));
    await leave.click();
    const dialog = page.getByRole('dialog', { name: `Leave ${mine.name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: `Leave ${mine.name}` }).first()).toBeVisible();
    const after = await api<{ membership: { status: string } | null }>(
      page,
      'GET',
      `/api/community/channel/get/${mine._id}`,
    );
    expect(after.membership?.status).toBe('active');
  });

  test(
    'the member list shows each person’s role, not their title',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await logIn(page, demoUsers.pharmacist);
      const channels = await api<{ _id: string; membership: { status: string } | null }[]>(
        page,
        'GET',
        '/api/community/channel/get?limit=50',
      );
      const mine = channels.find((c) => c.membership?.status === 'active');
      if (!mine) throw new Error('the pharmacist is in no demo channel');
      await page.goto(`/community/detail/${mine._id}`);
      await page.getByRole('tab', { name: 'Members' }).click();
      const me = page.getByTestId('person-row').filter({ hasText: 'Amelia Hughes' });
      await expect(me).toContainText('Pharmacist');
      await expect(me.getByText('Mrs', { exact: true })).toHaveCount(0);
    },
  );
});
