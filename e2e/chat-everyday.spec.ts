import { expect, type Page } from '@playwright/test';
import { demoUsers } from './demo-users';
import {
  API_HEADERS,
  logIn,
  openApp,
  otherBrowser,
  selectTab,
  socketReady,
  storedToken,
  test,
} from './session';

/** Chat and shell as people use them every day (issue 16): who said what, days, a phone. */

async function userId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('portal-session');
    return raw ? (JSON.parse(raw) as { state: { user: { _id: string } } }).state.user._id : '';
  });
}

/** Calls the API as the page's user (set-up only; the journeys go through the UI). */
async function callApi<T>(page: Page, path: string, data: object) {
  const res = await page.request.post(path, {
    headers: { ...API_HEADERS, Authorization: `Bearer ${await storedToken(page)}` },
    data,
  });
  expect(res.ok(), `POST ${path}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

const createRoom = (page: Page, name: string, userIds: string[]) =>
  callApi<{ _id: string }>(page, '/api/community/createRoom', { name, userIds });

const sendAs = (page: Page, roomId: string, message: string) =>
  callApi(page, '/api/community/chat/action', {
    action: 'send',
    clientId: crypto.randomUUID(),
    roomId,
    message,
  });

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens a room from the chat list (in the header's drawer on mobile). */
async function openRoom(page: Page, isMobile: boolean, name: string) {
  await page.goto('/communities');
  if (isMobile) await page.getByRole('button', { name: 'Chats' }).click();
  const panel = page.getByTestId('chat-list-panel');
  await selectTab(panel.getByRole('tab', { name: /Communities Chats/ }));
  await panel.getByTestId('chat-item').filter({ hasText: name }).click();
  await expect(page).toHaveURL(/\/community\/chat$/);
  await expect(page.getByTestId('conversation-title')).toHaveText(name);
}

test.describe('the conversation', () => {
  test('own and others’ messages are told apart, runs show the sender, days are separated', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    // Two people log in and chat: longer than one page's work under a full run's load.
    test.setTimeout(60_000);
    const b = await otherBrowser(browser, baseURL, isMobile);
    await logIn(page, demoUsers.pharmacist);
    await logIn(b.page, demoUsers.technician);
    const roomName = unique('Day room');
    const room = await createRoom(page, roomName, [await userId(b.page)]);
    const mine = unique('Mine');
    const theirs = [unique('Theirs one'), unique('Theirs two')];
    await sendAs(page, room._id, mine);
    for (const text of theirs) await sendAs(b.page, room._id, text);

    // Seen a day later, the messages are yesterday's.
    await page.clock.setFixedTime(new Date(Date.now() + 24 * 60 * 60 * 1000));
    await openRoom(page, isMobile, roomName);
    const list = page.getByTestId('message-list');
    await expect(list.getByTestId('day-separator')).toHaveText(['Yesterday']);
    const message = (text: string) => list.getByTestId('chat-message').filter({ hasText: text });
    await expect(message(mine)).toHaveAttribute('data-sender', 'own');
    await expect(message(mine)).toContainText('You:');
    for (const text of theirs) {
      await expect(message(text)).toHaveAttribute('data-sender', 'other');
      await expect(message(text)).toContainText('Oliver Bennett:');
    }
    // One's own messages sit on the right, the others' on the left.
    const ownBox = (await message(mine).boundingBox())!;
    const otherBox = (await message(theirs[0]!).boundingBox())!;
    expect(ownBox.x + ownBox.width).toBeGreaterThan(otherBox.x + otherBox.width);
    expect(otherBox.x).toBeLessThan(ownBox.x);
    // The sender's name shows once at the start of their run of two messages.
    await expect(list.getByText('Oliver Bennett', { exact: true })).toHaveCount(1);
    // Both were unread when the room opened: the divider is before the first of them.
    await expect(list.getByTestId('unread-divider')).toHaveText('New messages');
    await b.context.close();
  });

  test('a mute made on another device stops the notification here without a reload', async ({
    page,
    browser,
    baseURL,
    isMobile,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await page.addInitScript(() => {
      const Original = window.Notification;
      const bodies: string[] = [];
      Object.assign(window, { __notes: bodies });
      function Recording(title: string, options?: NotificationOptions) {
        bodies.push(options?.body ?? '');
        try {
          return new Original(title, options);
        } catch {
          return {};
        }
      }
      Object.defineProperty(Recording, 'permission', { get: () => Original.permission });
      Object.assign(Recording, { requestPermission: () => Original.requestPermission() });
      Object.defineProperty(window, 'Notification', { value: Recording, writable: true });
    });
    const tech = await otherBrowser(browser, baseURL, isMobile);
    const laptop = await otherBrowser(browser, baseURL, isMobile);
    await logIn(page, demoUsers.pharmacist);
    await logIn(laptop.page, demoUsers.pharmacist);
    await logIn(tech.page, demoUsers.technician);
    const room = await createRoom(tech.page, unique('Muted elsewhere'), [await userId(page)]);
    const loud = await createRoom(tech.page, unique('Still loud'), [await userId(page)]);
    const notes = () => page.evaluate(() => (window as unknown as { __notes: string[] }).__notes);

    const ready = socketReady(page);
    await page.goto('/communities');
    await ready;
    const before = unique('Before');
    await sendAs(tech.page, room._id, before);
    await expect.poll(async () => (await notes()).join('\n')).toContain(before);

    // The pharmacist mutes the room on their other machine; this page is not reloaded.
    await callApi(laptop.page, '/api/community/notifications/action', {
      type: 'room',
      id: room._id,
      off: true,
    });
    const after = unique('After');
    const marker = unique('Marker');
    await sendAs(tech.page, room._id, after);
    await sendAs(tech.page, loud._id, marker);
    // The later message in another room is notified, so the muted one had its chance.
    await expect.poll(async () => (await notes()).join('\n')).toContain(marker);
    expect((await notes()).join('\n')).not.toContain(after);
    await tech.context.close();
    await laptop.context.close();
  });
});

test.describe('the shell', () => {
  test('the log-in snack shows below the header, clear of the name and profile menu', async ({
    page,
  }) => {
    await logIn(page, demoUsers.pharmacist);
    const snack = page.getByTestId('snackbar');
    await expect(snack).toContainText('Logged in successfully.');
    const header = page.getByRole('banner').filter({ visible: true });
    const h = (await header.boundingBox())!;
    const s = (await snack.boundingBox())!;
    expect(s.y).toBeGreaterThanOrEqual(h.y + h.height);
    // Still top right.
    const width = page.viewportSize()!.width;
    expect(width - (s.x + s.width)).toBeLessThan(40);
    expect(s.y).toBeLessThan(120);
  });

  test('@mobile the chat screen fits the phone: no page scroll, no footer, composer above the bar', async ({
    page,
    browser,
    baseURL,
  }) => {
    const b = await otherBrowser(browser, baseURL, true);
    await logIn(page, demoUsers.pharmacist);
    await logIn(b.page, demoUsers.technician);
    const roomName = unique('Long room');
    const room = await createRoom(page, roomName, [await userId(b.page)]);
    for (let i = 0; i < 25; i++)
      await sendAs(b.page, room._id, `Line ${i} ${'of text '.repeat(8)}`);
    await openRoom(page, true, roomName);
    await expect(page.getByTestId('chat-message').filter({ hasText: 'Line 24' })).toBeVisible();

    const doc = await page.evaluate(() => ({
      scroll: document.scrollingElement!.scrollHeight,
      height: window.innerHeight,
    }));
    expect(doc.scroll).toBeLessThanOrEqual(doc.height);
    await expect(page.locator('footer')).toHaveCount(0);
    const composer = (await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .boundingBox())!;
    const bar = (await page.getByRole('navigation', { name: 'Bottom menu' }).boundingBox())!;
    expect(composer.y + composer.height).toBeLessThanOrEqual(bar.y);
    expect(composer.y).toBeGreaterThan(doc.height / 2);
    // The messages scroll inside their list.
    const list = await page
      .getByTestId('message-list')
      .evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(list.scroll).toBeGreaterThan(list.client);
    await b.context.close();
  });

  test('@desktop the chat screen fills the main area; a short page does not scroll', async ({
    page,
  }) => {
    await logIn(page, demoUsers.pharmacist);
    const scrolls = () =>
      page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);
    // Measured once the app has the page: the server's rendering of it is replaced then.
    await openApp(page, '/community/chat');
    await expect(page.getByTestId('chat-list-panel')).toBeVisible();
    expect(await scrolls()).toBeLessThanOrEqual(0);
    await expect(page.locator('footer')).toHaveCount(0);
    const panel = (await page.getByTestId('chat-list-panel').boundingBox())!;
    expect(panel.y + panel.height).toBeGreaterThan(800 - 60);
    await openApp(page, '/education');
    await expect(page.locator('footer')).toBeVisible();
    expect(await scrolls()).toBeLessThanOrEqual(0);
  });
});
