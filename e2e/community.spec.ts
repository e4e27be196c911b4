import { expect } from '@playwright/test';
import { demoUsers } from './demo-users';
import { api, logIn, otherBrowser, test } from './session';

/**
 * Community channels (issue 14), two people in two browsers: Amelia (A) runs the private
 * Controlled Drugs Governance channel; Oliver (B) asks to join it. Both projects share one
 * database, so each run starts from B not being a member.
 */

const CHANNEL = 'Controlled Drugs Governance';

interface Channel {
  _id: string;
  name: string;
  membership: { status: string } | null;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** A 1×1 PNG: the server stores it as WebP, never enlarged. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test.describe('community channels', () => {
  test('B asks to join A’s private channel, A approves; B posts anonymously; A accepts B’s answer', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const b = await otherBrowser(browser, baseURL, isMobile);
    await logIn(page, demoUsers.pharmacist);
    await logIn(b.page, demoUsers.technician);

    // Set-up: B is not in the channel (the demo's pending request, or an earlier run's membership).
    const [found] = await api<Channel[]>(
      b.page,
      'GET',
      `/api/community/channel/get?search=${encodeURIComponent(CHANNEL)}`,
    );
    if (!found) throw new Error(`no demo channel ${CHANNEL}`);
    if (found.membership) {
      await api(b.page, 'POST', '/api/community/channel/leave', { channelId: found._id });
    }
    const channelPath = `/community/detail/${found._id}`;

    // B finds the channel private and asks to join.
    await b.page.goto(channelPath);
    await expect(b.page.getByTestId('channel-name')).toHaveText(CHANNEL);
    await expect(b.page.getByTestId('private-channel')).toBeVisible();
    await b.page
      .getByTestId('private-channel')
      .getByRole('button', { name: `Request to join ${CHANNEL}` })
      .click();
    await expect(
      b.page
        .getByRole('button', { name: `Request pending: withdraw the request to join ${CHANNEL}` })
        .first(),
    ).toBeVisible();

    // A finds it in the one review list across their channels, named with its channel.
    await page.goto('/communities');
    await page.getByRole('button', { name: /^Review \(\d+\)/ }).click();
    const review = page.getByRole('dialog', { name: 'Review: all your channels' });
    const asking = review.getByTestId('review-item').filter({ hasText: 'Oliver Bennett' });
    await expect(asking.getByRole('link', { name: CHANNEL })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(review).toBeHidden();

    // A, its admin, approves the request and allows anonymous posts.
    await page.goto(channelPath);
    await page.getByRole('tab', { name: /Join requests/ }).click();
    const requests = page.getByTestId('join-requests');
    await requests.getByRole('button', { name: 'Approve Oliver Bennett' }).click();
    await expect(page.getByText('No join requests')).toBeVisible();
    await page.getByRole('tab', { name: 'Settings' }).click();
    const anonymousSetting = page.getByRole('switch', { name: 'Allow anonymous posts' });
    if (!(await anonymousSetting.isChecked())) await anonymousSetting.click({ force: true });
    await expect(anonymousSetting).toBeChecked();

    // B, now a member, posts anonymously.
    await b.page.reload();
    await expect(b.page.getByRole('button', { name: `Leave ${CHANNEL}` })).toBeVisible();
    // B mutes the channel and unmutes it again (the bell, members only).
    await b.page.getByRole('button', { name: 'Mute channel' }).click();
    await expect(b.page.getByRole('button', { name: 'Unmute channel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await b.page.getByRole('button', { name: 'Unmute channel' }).click();
    await expect(b.page.getByRole('button', { name: 'Mute channel' })).toBeVisible();
    const anonymousTitle = unique('Witness for CD destruction at short notice?');
    await b.page.getByRole('button', { name: 'New post' }).click();
    const composer = b.page.getByRole('form', { name: 'New post' });
    await composer.getByLabel('Title').fill(anonymousTitle);
    // The body is a rich text editor (contenteditable): a paragraph, Enter, then the next one.
    const body = composer.getByRole('textbox', { name: 'Post' });
    await body.fill('Our usual witness is off this week.');
    await body.press('End');
    await body.press('Enter');
    await body.pressSequentially('Who else can witness it?');
    const anonymously = composer.getByRole('switch', { name: 'Post anonymously' });
    // Centred first: a forced click at the foot of a phone's screen lands on the bottom menu.
    await anonymously.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await anonymously.check({ force: true });
    await composer.getByRole('button', { name: 'Publish' }).click();
    const bCard = b.page.getByTestId('post-card').filter({ hasText: anonymousTitle });
    await expect(bCard).toBeVisible();
    // B, its author, sees their own name with the mark.
    await expect(bCard.getByText('Posted anonymously')).toBeVisible();

    // A sees 'Anonymous', with no link to whoever wrote it.
    await page.getByRole('tab', { name: 'Posts' }).click();
    const aCard = page.getByTestId('post-card').filter({ hasText: anonymousTitle });
    await expect(aCard).toBeVisible();
    await expect(aCard.getByTestId('author-name')).toHaveText('Anonymous');
    await expect(aCard.getByRole('link', { name: /Oliver/ })).toHaveCount(0);
    await aCard.getByRole('link', { name: anonymousTitle, exact: true }).click();
    await expect(page.getByTestId('post-title')).toHaveText(anonymousTitle);
    await expect(page.getByTestId('post-author').first()).toContainText('Anonymous');
    await expect(page.getByTestId('post-author').first()).not.toContainText('Oliver');

    // A asks a question; B answers; A marks the answer accepted.
    await page.goto(channelPath);
    const question = unique('Register entries for a part-used ampoule');
    await page.getByRole('button', { name: 'New post' }).click();
    const aComposer = page.getByRole('form', { name: 'New post' });
    await aComposer.getByLabel('Title').fill(question);
    await aComposer.getByRole('textbox', { name: 'Post' }).fill('How do you record the waste?');
    await aComposer.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByTestId('post-card')
      .filter({ hasText: question })
      .getByRole('link', { name: question, exact: true })
      .click();
    await expect(page.getByTestId('post-title')).toHaveText(question);
    const postUrl = new URL(page.url()).pathname;

    await b.page.goto(postUrl);
    await expect(b.page.getByTestId('post-title')).toHaveText(question);
    const answer =
      'Record the dose (2.5 mg/day, max 10 mg); witnessed: 20% THC vs 1:1 oils & the waste.';
    await b.page.getByRole('textbox', { name: 'Your response' }).fill(answer);
    await b.page.getByRole('button', { name: 'Respond' }).click();
    await expect(b.page.getByTestId('response').filter({ hasText: answer })).toBeVisible();

    await page.reload();
    const response = page.getByTestId('response').filter({ hasText: answer });
    await expect(response).toContainText('Oliver Bennett');
    await response.getByRole('button', { name: 'Mark as accepted' }).click();
    await expect(response.getByTestId('accepted-badge')).toHaveText('Accepted answer');

    // B sees it accepted too.
    await b.page.reload();
    await expect(
      b.page.getByTestId('response').filter({ hasText: answer }).getByTestId('accepted-badge'),
    ).toBeVisible();
    await b.context.close();
  });

  test(
    'a user post with an image shows it on the card and on the post page',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await logIn(page, demoUsers.pharmacist);
      await page.goto('/community/userposts');
      const title = unique('Spacer technique, in one picture');
      await page.getByRole('button', { name: 'New post' }).click();
      const composer = page.getByRole('form', { name: 'New post' });
      await composer.getByLabel('Title').fill(title);
      await composer.getByRole('textbox', { name: 'Post' }).fill('How we teach it at the counter.');
      await composer.locator('input[type="file"]').setInputFiles({
        name: 'spacer.png',
        mimeType: 'image/png',
        buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
      });
      await expect(composer.getByRole('img', { name: 'Image for this post' })).toBeVisible();
      await composer.getByRole('button', { name: 'Publish' }).click();

      const card = page.getByTestId('post-card').filter({ hasText: title });
      const cardImage = card.getByRole('img', { name: title });
      // A random name: the path names nobody (issue 27).
      await expect(cardImage).toHaveAttribute('src', /^\/uploads\/community\/[0-9a-f-]{36}\.webp$/);
      await expect(cardImage).toHaveAttribute('loading', 'lazy');
      await card.getByRole('link', { name: title, exact: true }).click();
      const image = page.getByTestId('post-image');
      await expect(image).toHaveAccessibleName(title);
      // Served, and decoded by the browser as an image.
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    },
  );

  test('the directory filters by initial, and Message opens a direct chat', async ({ page }) => {
    await logIn(page, demoUsers.pharmacist);
    await page.goto('/community/users');
    await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
    const people = page.getByTestId('people');
    await expect(people.getByTestId('person-row').first()).toBeVisible();
    const letters = page.getByRole('group', { name: 'Filter by initial' });
    await letters.getByRole('link', { name: 'O', exact: true }).click();
    await expect(page).toHaveURL(/\/community\/users\?initial=O$/);
    await expect(letters.getByRole('link', { name: 'O', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const names = await people.getByTestId('person-row').getByRole('link').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    // Every one shown has a first name starting with O (titles are not part of the name here).
    for (const name of names) expect(name.trim().charAt(0).toUpperCase()).toBe('O');
    expect(names).toContain('Oliver Bennett');

    await people.getByRole('button', { name: 'Message Oliver Bennett' }).click();
    await expect(page).toHaveURL(/\/community\/chat$/);
    await expect(page.getByTestId('conversation-title')).toHaveText('Oliver Bennett');
  });
});
