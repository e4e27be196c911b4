import { expect, test } from './worker-server';
import { hydrated, openSignedInHeld } from './held-scripts';

// Tabs, "Load more", a search box and filters pressed before the page's scripts arrive (a slow
// phone): each is a link or a GET form whose address the server renders, and the app then
// hydrates into that same state (issue 48). The log-in, the people directory's letters, the
// products filters and the media categories are in web-delivery.spec.ts.

test('with every script held back, a Community tab is a link to its page; the app hydrates into it', async ({
  page,
  request,
}) => {
  const release = await openSignedInHeld(page, request, '/community/forums');
  const tabs = page.getByTestId('communities-page').getByRole('tablist');
  await tabs.getByRole('tab', { name: 'Users' }).click();
  await page.waitForURL(/\/community\/users$/, { waitUntil: 'commit' });
  // The server sent the Users tab, open, with its people.
  await expect(tabs.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('people').getByTestId('person-row').first()).toBeVisible();
  release();
  await hydrated(page);
  await expect(tabs.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  // With its scripts, a tab is the app's navigation (one history entry, no reload).
  await tabs.getByRole('tab', { name: 'User posts' }).click();
  await expect(page).toHaveURL(/\/community\/userposts$/);
  await expect(tabs.getByRole('tab', { name: 'User posts' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/community\/users$/);
});

test('with every script held back, "Load more articles" is a link to the longer feed; the app goes on from there', async ({
  page,
  request,
}) => {
  const release = await openSignedInHeld(page, request, '/newsfeed');
  const cards = page.getByTestId('article-list').getByTestId('article-card');
  await expect(cards).toHaveCount(12);
  await page.getByRole('link', { name: 'Load more articles' }).click();
  await page.waitForURL(/[?&]pages=2$/, { waitUntil: 'commit' });
  // The server sent two pages of the feed.
  await expect(cards).toHaveCount(24);
  release();
  await hydrated(page);
  await expect(cards).toHaveCount(24);
  // With its scripts, the next page comes in place; the address is left as it was.
  await page.getByRole('link', { name: 'Load more articles' }).click();
  await expect(cards).toHaveCount(36);
  await expect(page).toHaveURL(/[?&]pages=2$/);
});

test('@mobile with every script held back, the media search box sent by Enter lists what it finds', async ({
  page,
  request,
}) => {
  const release = await openSignedInHeld(page, request, '/newsfeed');
  const summary = page.getByTestId('feed-summary');
  await expect(summary).toHaveText('70 articles');
  const box = page.getByRole('textbox', { name: 'Search articles' });
  await box.fill('cannabis');
  await box.press('Enter');
  await page.waitForURL(/[?&]search=cannabis$/, { waitUntil: 'commit' });
  // The server answered with the articles found, before any script has run.
  await expect(summary).toHaveText(/^\d+ articles? for “cannabis”$/);
  const found = await summary.textContent();
  expect(found).not.toBe('70 articles for “cannabis”');
  release();
  await hydrated(page);
  await expect(summary).toHaveText(found!);
  await expect(box).toHaveValue('cannabis');
});

test('@desktop with every script held back, the Bookings tabs are links and the filters a form Apply sends', async ({
  page,
  request,
}) => {
  const release = await openSignedInHeld(page, request, '/appointment/list');
  const tabs = page.getByTestId('appointment-list').getByRole('tablist');
  await tabs.getByRole('tab', { name: 'Availability' }).click();
  await page.waitForURL(/\?tab=availability$/, { waitUntil: 'commit' });
  await expect(page.getByText('Each booking type has its price')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Appointments' }).click();
  await page.waitForURL(/\/appointment\/list$/, { waitUntil: 'commit' });

  const filters = page.getByRole('search', { name: 'Filter appointments' });
  await filters.getByLabel('Status').selectOption('Pending Approval');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/[?&]status=Pending\+Approval/, { waitUntil: 'commit' });
  // The server sent the list of that status only.
  const statuses = page.getByTestId('booking-card').getByTestId('booking-status');
  await expect(statuses.first()).toBeVisible();
  for (const status of await statuses.allTextContents()) expect(status).toBe('Pending Approval');
  release();
  await hydrated(page);
  await expect(filters.getByLabel('Status')).toHaveValue('Pending Approval');
  await expect(filters.getByRole('button', { name: 'Apply' })).toBeHidden();
  // With its scripts, a change applies at once and is written in the address.
  await filters.getByLabel('Status').selectOption('');
  await expect(page).not.toHaveURL(/status=/);
});

test('@desktop with every script held back, the user posts’ order is a form Apply sends; the app keeps it', async ({
  page,
  request,
}) => {
  const release = await openSignedInHeld(page, request, '/community/userposts');
  const order = page.getByRole('radiogroup', { name: 'Order' });
  const posts = page.getByTestId('post-list').getByTestId('post-card');
  await expect(posts.first()).toBeVisible();
  await order.getByText('Most active').click();
  await page.getByTestId('communities-page').getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/[?&]sort=active(&|$)/, { waitUntil: 'commit' });
  // The server sent the posts in that order, the order chosen.
  await expect(order.getByRole('radio', { name: 'Most active' })).toBeChecked();
  await expect(posts.first()).toBeVisible();
  release();
  await hydrated(page);
  await expect(order.getByRole('radio', { name: 'Most active' })).toBeChecked();
  // With its scripts, a change of order applies at once and is written in the address.
  await order.getByText('Newest').click();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(order.getByRole('radio', { name: 'Newest' })).toBeChecked();
});

test('@mobile with every script held back, the Forums’ kind is a form Apply sends; the app keeps it', async ({
  page,
  request,
}) => {
  const release = await openSignedInHeld(page, request, '/community/forums');
  const cards = page.getByTestId('channel-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  const kind = page.getByRole('radiogroup', { name: 'Channel kind' });
  await kind.getByText('Education').click();
  await page.getByTestId('communities-page').getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/[?&]kind=education(&|$)/, { waitUntil: 'commit' });
  // The server sent the education forums only, the kind chosen.
  await expect(kind.getByRole('radio', { name: 'Education' })).toBeChecked();
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThan(all);
  release();
  await hydrated(page);
  await expect(kind.getByRole('radio', { name: 'Education' })).toBeChecked();
  await kind.getByText('All').click();
  await expect(page).not.toHaveURL(/kind=/);
  await expect(cards).toHaveCount(all);
});
