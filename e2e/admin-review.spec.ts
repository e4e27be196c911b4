import { expect } from '@playwright/test';
import { demoUsers } from './demo-users';
import { API_HEADERS, api, logIn, otherBrowser, storedToken, test } from './session';

/**
 * The admins' review queue (issue 31, decision 94): the pharmacist writes a post, the technician
 * reports it, the admin removes it from the queue, and it is gone for the members.
 */

interface Post {
  _id: string;
  title: string;
}

test.describe('admin review queue', () => {
  test('@desktop a reported post is removed from the queue and is gone for the members', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const title = `Reported post ${Date.now().toString(36)}`;
    const members = await otherBrowser(browser, baseURL, isMobile);
    await logIn(members.page, demoUsers.pharmacist);
    const post = await api<Post>(members.page, 'POST', '/api/community/post/create', {
      title,
      body: '<p>Buy cheap supplements at my shop.</p>',
    });
    // The technician reports it.
    const reporter = await otherBrowser(browser, baseURL, isMobile);
    await logIn(reporter.page, demoUsers.technician);
    await api(reporter.page, 'POST', '/api/community/post/action', {
      postId: post._id,
      action: 'report',
    });

    // The admin finds it in the queue, with its report, and removes it.
    await logIn(page, demoUsers.admin);
    await page.goto('/admin/review');
    await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
    const entry = page.getByTestId('review-entry').filter({ hasText: title });
    await expect(entry).toBeVisible();
    await expect(entry.getByText('Reported by 1 member')).toBeVisible();
    await expect(entry.getByRole('link', { name: 'View in context' })).toHaveAttribute(
      'href',
      `/community/post/${post._id}`,
    );
    await entry.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByTestId('review-entry').filter({ hasText: title })).toHaveCount(0);

    // Handled, by the admin.
    await page.getByText('Handled', { exact: true }).click();
    await expect(
      page
        .getByTestId('review-entry')
        .filter({ hasText: title })
        .getByText(/Removed by Grace Whitfield/),
    ).toBeVisible();

    // Gone for the members: the post answers 404.
    for (const who of [members.page, reporter.page]) {
      const res = await who.request.get(`/api/community/post/get/${post._id}`, {
        headers: { ...API_HEADERS, Authorization: `Bearer ${await storedToken(who)}` },
      });
      expect(res.status()).toBe(404);
    }
    await members.context.close();
    await reporter.context.close();
  });
});
