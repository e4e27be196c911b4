import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { demoUsers } from './demo-users';
// session's `test` opens pages with goto only once the app has hydrated them (a click on the
// server's HTML before then is lost, more often now that the scripts load at low priority).
import { logIn, selectTab, socketReady, test } from './session';

// The headers every API call carries (SPEC §7); the version is the web app's.
const API_HEADERS = { panel: 'doctor', appversion: '2.1.1' };

interface StoredSession {
  token: string;
  userId: string;
}

async function session(page: Page): Promise<StoredSession> {
  const stored = await page.evaluate(() => {
    const raw = localStorage.getItem('portal-session');
    if (!raw) return null;
    const { state } = JSON.parse(raw) as {
      state: { token: string | null; user: { _id: string } | null };
    };
    return state.token && state.user ? { token: state.token, userId: state.user._id } : null;
  });
  if (!stored) throw new Error('no session stored');
  return stored;
}

/** Calls the API as the page's user (test set-up only; the journeys go through the UI). */
async function callApi<T>(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const { token } = await session(page);
  const res = await page.request.fetch(path, {
    method,
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

async function createRoom(page: Page, name: string, userIds: string[]) {
  return callApi<{ _id: string }>(page, 'POST', '/api/community/createRoom', { name, userIds });
}

async function sendAs(page: Page, roomId: string, message: string) {
  await callApi(page, 'POST', '/api/community/chat/action', {
    action: 'send',
    clientId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    roomId,
    message,
  });
}

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A second, independent browser (another user on another machine). */
async function otherUser(
  browser: Browser,
  baseURL: string | undefined,
  isMobile: boolean,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({
    baseURL,
    viewport: isMobile ? { width: 375, height: 812 } : { width: 1280, height: 800 },
    isMobile,
    hasTouch: isMobile,
    ...options,
  });
  return { context, page: await context.newPage() };
}

/** The pharmacist on `page` and the technician in another browser, both in a new room. */
async function sharedRoom(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  isMobile: boolean,
  label: string,
) {
  const b = await otherUser(browser, baseURL, isMobile);
  await logIn(page, demoUsers.pharmacist);
  await logIn(b.page, demoUsers.technician);
  const roomName = unique(label);
  await createRoom(page, roomName, [(await session(b.page)).userId]);
  return { b, roomName };
}

/** The chat list: beside the page on desktop, in the header's drawer on mobile. */
async function chatList(page: Page, isMobile: boolean) {
  if (isMobile) {
    // Again until the drawer opens: a click on a part still being hydrated is lost.
    await expect(async () => {
      await page.getByRole('button', { name: 'Chats' }).click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 });
    }).toPass();
  }
  const panel = page.getByTestId('chat-list-panel');
  await expect(panel).toBeVisible();
  return panel;
}

/** Loads the community page and waits for the socket, so no live event is missed. */
async function openCommunity(page: Page) {
  const ready = socketReady(page);
  await page.goto('/communities');
  await expect(page).toHaveURL(/\/communities$/);
  // The second person's page is not the fixture's, whose goto waits for this by itself.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await ready;
}

test.describe('community chat', () => {
  test('a room message reaches the other member live; opening it clears the unread badges', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    const { b, roomName } = await sharedRoom(page, browser, baseURL, isMobile, 'Room');

    // B waits on the community page with the room list open.
    await openCommunity(b.page);
    const bPanel = await chatList(b.page, isMobile);
    // Both recent lists loaded, so the header badge below is settled.
    await selectTab(bPanel.getByRole('tab', { name: /Direct Messages/ }));
    await expect(bPanel.getByTestId('chat-list-skeleton')).toHaveCount(0);
    await selectTab(bPanel.getByRole('tab', { name: /Communities Chats/ }));
    const bItem = bPanel.getByTestId('chat-item').filter({ hasText: roomName });
    await expect(bItem).toBeVisible();
    await expect(bItem.getByTestId('chat-item-unread')).toHaveCount(0);
    // The header badge counts every unread message, other tests' direct messages included.
    const badge = b.page.getByTestId('chat-unread-badge');
    const unreadBefore = isMobile ? Number((await badge.textContent())?.trim() || 0) : 0;

    // A opens the room and sends.
    await openCommunity(page);
    const aPanel = await chatList(page, isMobile);
    await selectTab(aPanel.getByRole('tab', { name: /Communities Chats/ }));
    await aPanel.getByTestId('chat-item').filter({ hasText: roomName }).click();
    await expect(page).toHaveURL(/\/community\/chat$/);
    await expect(page.getByTestId('conversation-title')).toHaveText(roomName);
    const text = unique('Hello from Amelia');
    // With the socket connected, the message goes over it rather than as an HTTP request.
    const httpSends: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/community/chat/action')) httpSends.push(req.postData() ?? '');
    });
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    const sent = page.getByTestId('chat-message').filter({ hasText: text });
    await expect(sent).toHaveCount(1);
    await expect(sent).toHaveAttribute('data-status', 'sent');
    expect(httpSends.filter((body) => body.includes('"send"'))).toEqual([]);

    // B sees it live: the message, bold title and count badge; on mobile the header badge too.
    await expect(bItem).toContainText(text);
    await expect(bItem.getByTestId('chat-item-unread')).toHaveText('1');
    if (isMobile) {
      await expect(badge).toHaveText(String(unreadBefore + 1));
    }

    // B opens it: the conversation shows the message and the badges clear.
    await bItem.click();
    await expect(b.page).toHaveURL(/\/community\/chat$/);
    await expect(b.page.getByTestId('conversation-title')).toHaveText(roomName);
    await expect(b.page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
    if (isMobile) {
      await expect(b.page.getByRole('dialog')).toBeHidden();
      await expect(badge).toHaveText(unreadBefore ? String(unreadBefore) : '');
    } else {
      await expect(bItem.getByTestId('chat-item-unread')).toHaveCount(0);
      await expect(bItem).toHaveAttribute('aria-current', 'true');
    }
    // The read marker is stored: a fresh load shows no unread count either.
    await openCommunity(b.page);
    const bPanelAfter = await chatList(b.page, isMobile);
    await selectTab(bPanelAfter.getByRole('tab', { name: /Communities Chats/ }));
    await expect(
      bPanelAfter
        .getByTestId('chat-item')
        .filter({ hasText: roomName })
        .getByTestId('chat-item-unread'),
    ).toHaveCount(0);

    // B answers from the room; A, with it open, gets it without a reload and without duplicates.
    const reply = unique('Reply from Oliver');
    await bPanelAfter.getByTestId('chat-item').filter({ hasText: roomName }).click();
    await expect(b.page.getByTestId('conversation-title')).toHaveText(roomName);
    await b.page.getByRole('textbox', { name: 'Message', exact: true }).fill(reply);
    await b.page.keyboard.press('Enter');
    await expect(page.getByTestId('chat-message').filter({ hasText: reply })).toHaveCount(1);
    await expect(page.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
    await b.context.close();
  });

  test('a failed send stays with a retry that sends it once', async ({ page, isMobile }) => {
    // With the socket down, sends go over HTTP, where the first attempt fails on the network.
    await page.routeWebSocket('**/socketapi/**', (ws) => ws.close());
    await page.route('**/socketapi/**', (route) => route.abort());
    await logIn(page, demoUsers.pharmacist);
    const roomName = unique('Retry room');
    await createRoom(page, roomName, []);
    await page.goto('/communities');
    const panel = await chatList(page, isMobile);
    await selectTab(panel.getByRole('tab', { name: /Communities Chats/ }));
    await panel.getByTestId('chat-item').filter({ hasText: roomName }).click();
    await expect(page.getByTestId('conversation-title')).toHaveText(roomName);

    // The first attempt fails on the network; the retry goes through with the same clientId.
    const clientIds: string[] = [];
    let failNext = true;
    await page.route('**/api/community/chat/action', async (route) => {
      const body = route.request().postDataJSON() as { action: string; clientId?: string };
      if (body.action !== 'send') return route.continue();
      clientIds.push(body.clientId ?? '');
      if (failNext) {
        failNext = false;
        return route.abort('failed');
      }
      return route.continue();
    });
    const text = unique('Flaky network');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
    await page.keyboard.press('Enter');
    const message = page.getByTestId('chat-message').filter({ hasText: text });
    // A socket that looks connected but never answers is given SOCKET_REQUEST_TIMEOUT_MS (5 s)
    // before the send falls back to HTTP: the check waits longer than that, or it races it.
    await expect(message).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
    await message.getByRole('button', { name: 'Retry' }).click();
    await expect(message).toHaveAttribute('data-status', 'sent');
    await expect(message).toHaveCount(1);
    expect(clientIds).toHaveLength(2);
    expect(clientIds[0]).toBe(clientIds[1]);
  });

  test('the sender deletes a message; the other member sees it deleted live', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    const { b, roomName } = await sharedRoom(page, browser, baseURL, isMobile, 'Deletion room');
    const openRoom = async (p: Page) => {
      await openCommunity(p);
      const panel = await chatList(p, isMobile);
      await selectTab(panel.getByRole('tab', { name: /Communities Chats/ }));
      await panel.getByTestId('chat-item').filter({ hasText: roomName }).click();
      await expect(p.getByTestId('conversation-title')).toHaveText(roomName);
    };
    await openRoom(b.page);
    await openRoom(page);

    const text = unique('Sent by mistake');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
    await page.keyboard.press('Enter');
    const mine = page.getByTestId('chat-message').filter({ hasText: text });
    await expect(mine).toHaveAttribute('data-status', 'sent');
    await expect(b.page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
    // Only one's own messages offer Delete to a member who is not the room's admin.
    await expect(
      b.page
        .getByTestId('chat-message')
        .filter({ hasText: text })
        .getByRole('button', { name: 'Delete message' }),
    ).toHaveCount(0);

    await mine.getByRole('button', { name: 'Delete message' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete message' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(0);
    await expect(
      page.getByTestId('chat-message').filter({ hasText: 'This message was deleted.' }),
    ).toHaveCount(1);
    await expect(b.page.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(0);
    await expect(
      b.page.getByTestId('chat-message').filter({ hasText: 'This message was deleted.' }),
    ).toHaveCount(1);
    await b.context.close();
  });

  test('a direct chat started from the people search; the drawer closes on choosing a chat', async ({
    page,
    isMobile,
  }) => {
    await logIn(page, demoUsers.pharmacist);
    await openCommunity(page);
    const panel = await chatList(page, isMobile);
    if (isMobile) {
      await expect(panel.getByRole('heading', { name: 'Direct Messages' })).toBeVisible();
      await expect(page.getByRole('dialog').getByTestId('mobile-user')).toContainText(
        'Amelia Hughes',
      );
    }
    await panel.getByRole('button', { name: 'New message' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByLabel('Search people').fill('Oliver');
    // Demo data has two people called Oliver Bennett; the technician is the demo log-in.
    await dialog
      .getByTestId('chat-item')
      .filter({ hasText: 'Oliver Bennett' })
      .filter({ hasText: 'Pharmacy Technician' })
      .click();
    await expect(page).toHaveURL(/\/community\/chat$/);
    if (isMobile) await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('conversation-title')).toHaveText('Oliver Bennett');
    const text = unique('Direct hello');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chat-message').filter({ hasText: text })).toHaveAttribute(
      'data-status',
      'sent',
    );

    // The conversation is now a recent chat, found by the search of the panel.
    const list = await chatList(page, isMobile);
    await selectTab(list.getByRole('tab', { name: /Direct Messages/ }));
    await list.getByRole('textbox', { name: 'Search messages...' }).fill('Oliver');
    const item = list.getByTestId('chat-item').filter({ hasText: 'Oliver Bennett' });
    await expect(item).toContainText(text);
    await list.getByRole('textbox', { name: 'Search messages...' }).fill('zzzz-nobody');
    await expect(list.getByText('No messages')).toBeVisible();
    await expect(list.getByText('No communities chats')).toHaveCount(0);
    await list.getByRole('button', { name: 'Clear search' }).click();
    await expect(item).toBeVisible();
    await item.click();
    if (isMobile) await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
  });

  test('a desktop notification for a room message, none for a muted room @desktop', async ({
    page,
    browser,
    baseURL,
    isMobile,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    // Records every Notification the app constructs.
    await page.addInitScript(() => {
      const Original = window.Notification;
      const calls: { title: string; body: string }[] = [];
      Object.assign(window, { __notifications: calls });
      function Recording(title: string, options?: NotificationOptions) {
        calls.push({ title, body: options?.body ?? '' });
        try {
          return new Original(title, options);
        } catch {
          return {};
        }
      }
      Object.defineProperty(Recording, 'permission', { get: () => Original.permission });
      Object.assign(Recording, {
        requestPermission: (...args: []) => Original.requestPermission(...args),
      });
      Object.defineProperty(window, 'Notification', { value: Recording, writable: true });
    });
    const b = await otherUser(browser, baseURL, isMobile);
    await logIn(page, demoUsers.pharmacist);
    await logIn(b.page, demoUsers.technician);
    const aId = (await session(page)).userId;
    const loud = await createRoom(b.page, unique('Loud room'), [aId]);
    const quietName = unique('Quiet room');
    const quiet = await createRoom(b.page, quietName, [aId]);

    // A mutes the quiet room from its conversation, then leaves the conversation.
    await openCommunity(page);
    const panel = await chatList(page, isMobile);
    await selectTab(panel.getByRole('tab', { name: /Communities Chats/ }));
    await panel.getByTestId('chat-item').filter({ hasText: quietName }).click();
    await expect(page.getByTestId('conversation-title')).toHaveText(quietName);
    await page.getByRole('button', { name: 'Mute notifications' }).click();
    await expect(page.getByRole('button', { name: 'Unmute notifications' })).toBeVisible();
    await openCommunity(page);

    const quietText = unique('Shh');
    const loudText = unique('Hear me');
    await sendAs(b.page, quiet._id, quietText);
    await sendAs(b.page, loud._id, loudText);

    const notes = () =>
      page.evaluate(
        () =>
          (window as unknown as { __notifications: { title: string; body: string }[] })
            .__notifications,
      );
    await expect
      .poll(async () => (await notes()).map((n) => n.body))
      .toContain(`Oliver Bennett : ${loudText}`);
    const all = await notes();
    const loudNote = all.find((n) => n.body.includes(loudText));
    expect(loudNote?.title).toMatch(/^Loud room /);
    expect(all.some((n) => n.body.includes(quietText))).toBe(false);
    await b.context.close();
  });
});
