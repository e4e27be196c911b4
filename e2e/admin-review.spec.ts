import { expect } from '@playwright/test';
import { demoUsers } from './demo-users';
import { API_HEADERS, logIn, reportedPost, storedToken, test } from './session';

/**
 * The admins' review queue (issue 31, decision 94): the pharmacist writes a post, the technician
 * reports it, the admin removes it from the queue, and it is gone for the members.
 */

test.describe('admin review queue', () => {
  test('@desktop a reported post is removed from the queue and is gone for the members', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const title = `Reported post ${Date.now().toString(36)}`;
    // The pharmacist writes it and the technician reports it.
    const { postId, author, reporter } = await reportedPost(browser, baseURL, isMobile, {
      title,
      body: '<p>Buy cheap supplements at my shop.</p>',
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
      `/community/post/${postId}`,
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
    for (const who of [author.page, reporter.page]) {
      const res = await who.request.get(`/api/community/post/get/${postId}`, {
        headers: { ...API_HEADERS, Authorization: `Bearer ${await storedToken(who)}` },
      });
      expect(res.status()).toBe(404);
    }
    await author.context.close();
    await reporter.context.close();
  });
});
