import { createHash } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { expect, test, serverURL } from './worker-server';
import { holdScripts, hydrated, openSignedInHeld } from './held-scripts';
import { demoUsers } from './demo-users';
import {
  API_HEADERS,
  api,
  logIn,
  openApp,
  otherBrowser,
  selectTab,
  socketReady,
  test as sessionTest,
  userIdOf,
} from './session';

// What the web app's speed rests on that does not depend on timing (bench/web.ts measures the
// rest): compressed, well-cached assets, a robots file, and a first paint without JavaScript.

/** The demo pharmacist's page-session cookie, as the browser keeps it after a log-in. */
async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'portal_session');
}

/** Fills the sign-up's account step with a new person's details and these passwords. */
async function fillAccountStep(page: Page, email: string, password: string, confirm = password) {
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('Title').selectOption({ index: 1 });
  await form.getByLabel('First name').fill('Priya');
  await form.getByLabel('Last name').fill('Shah');
  await form.getByLabel('Email').fill(email);
  await form.locator('input[name=password]').fill(password);
  await form.locator('input[name=confirmPassword]').fill(confirm);
  return form;
}

/** An address no demo account has. */
const newEmail = (tag: string) => `${tag}-${Date.now()}@example.co.uk`;

test.describe('delivery', () => {
  test(
    'a page address refuses a body no form sends with a 4xx, never a 500',
    { tag: '@layout-independent' },
    async ({ request }) => {
      const deep = '['.repeat(50_000) + ']'.repeat(50_000);
      for (const path of ['/0f8fad5b-d9cb-469f-a165-70867728950e', '/login', '/home']) {
        for (const [type, data] of [
          ['application/json', deep],
          ['application/json', '[["a"]]'],
          ['text/plain', 'hello'],
        ] as const) {
          const res = await request.post(path, { headers: { 'content-type': type }, data });
          expect(res.status(), `POST ${path} [${type}] ${data.slice(0, 8)}`).toBe(415);
        }
      }
    },
  );

  test(
    'the page, its script and its stylesheet come compressed with the right headers',
    { tag: '@layout-independent' },
    async ({ request }) => {
      const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.status()).toBe(200);
      expect(page.headers()['content-encoding']).toBe('br');
      expect(page.headers()['vary']).toMatch(/accept-encoding/i);
      expect(page.headers()['cache-control']).toBe('no-cache');
      // The page names its entry script and stylesheet; its inline scripts (React Router's data
      // and module loader) run under the response's nonce, or, in a prerendered page, their hash.
      const html = await (await request.get('/login')).text();
      const script = html.match(/data-modules="[^"]*?([^" ]+entry\.client[^" ]+)/)?.[1];
      // The page's stylesheets are in it (decision 67): the first paint waits for no request.
      const style = html.match(/<style data-precedence="app" data-href="([^"# ]+)/)?.[1];
      expect(script, 'the entry script').toBeTruthy();
      expect(style, 'the entry stylesheet').toBeTruthy();
      // (Only the disabled links beside them, which the browser never fetches.)
      expect(html, 'no stylesheet to wait for').not.toMatch(
        /<link rel="stylesheet"(?![^>]*disabled)/,
      );
      const login = await request.get('/login');
      const policy = login.headers()['content-security-policy'] ?? '';
      for (const [, inline] of (await login.text()).matchAll(
        /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
      )) {
        const hash = createHash('sha256').update(inline!).digest('base64');
        expect(policy).toContain(`'sha256-${hash}'`);
      }
      for (const [url, type] of [
        [script!, 'javascript'],
        [style!, 'text/css'],
      ] as const) {
        const br = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
        expect(br.headers()['content-encoding']).toBe('br');
        expect(br.headers()['content-type']).toContain(type);
        expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        const gz = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
        expect(gz.headers()['content-encoding']).toBe('gzip');
        const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
        expect(plain.headers()['content-encoding']).toBeUndefined();
      }
    },
  );

  test(
    'JSON answers over 1 KB are compressed for browsers that accept it',
    { tag: '@layout-independent' },
    async ({ request }) => {
      const headers = { panel: 'doctor', appversion: '2.1.1' };
      const login = await request.post('/api/login', {
        headers,
        data: { email: demoUsers.pharmacist.email, password: demoUsers.pharmacist.password },
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const feed = (encoding: string) =>
        request.get('/api/newsFeed/get?limit=10', {
          headers: { ...headers, authorization: `Bearer ${token}`, 'accept-encoding': encoding },
        });
      const br = await feed('br, gzip');
      expect(br.status()).toBe(200);
      expect(br.headers()['content-encoding']).toBe('br');
      expect(((await br.json()) as { data: unknown[] }).data).toHaveLength(10);
      expect((await feed('identity')).headers()['content-encoding']).toBeUndefined();
    },
  );

  test(
    'a page starts its scripts after its first paint, a few chunks at once (decisions 83, 104)',
    { tag: '@layout-independent' },
    async ({ page, request }) => {
      // As sent: the module script is held in its template, its chunks named on it, none preloaded.
      const html = await (await request.get('/login')).text();
      expect(html).not.toMatch(/<link[^>]*modulepreload/);
      const template =
        /<template id="page-scripts" data-modules="([^"]*)"><script type="module"/.exec(html);
      expect(template, 'the module script held in its template').not.toBeNull();
      const modules = template![1]!.split(' ');
      expect(modules.length).toBeGreaterThan(3);
      expect(modules.length, 'chunks before the page is interactive').toBeLessThanOrEqual(12);
      // In the browser: painted first, then every script asked for, and the page hydrates.
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? -1,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThanOrEqual(modules.length);
      for (const start of scripts)
        expect(start, JSON.stringify({ paint, scripts })).toBeGreaterThanOrEqual(paint);
    },
  );

  test(
    '/robots.txt is text and the manifest is a web manifest with icons',
    { tag: '@layout-independent' },
    async ({ request }) => {
      const robots = await request.get('/robots.txt');
      expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
      expect(await robots.text()).toContain('User-agent: *');
      const manifest = await request.get('/manifest.webmanifest');
      expect(manifest.headers()['content-type']).toMatch(/manifest\+json|application\/json/);
      const body = (await manifest.json()) as { icons: { sizes: string }[]; start_url: string };
      expect(body.icons.map((i) => i.sizes)).toEqual(
        expect.arrayContaining(['192x192', '512x512']),
      );
      expect((await request.get('/icon-512.png')).headers()['content-type']).toBe('image/png');
    },
  );
});

sessionTest.describe('stylesheets', () => {
  sessionTest(
    'a page opened in the app brings its own stylesheets, loaded before it shows',
    async ({ page }) => {
      await logIn(page, demoUsers.pharmacist);
      // Home came from the server with its stylesheets in the page; the catalogue's are not.
      const inPage = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-precedence]')].flatMap((s) =>
          (s.getAttribute('data-href') ?? '').split(' '),
        ),
      );
      expect(inPage.length).toBeGreaterThan(0);
      await page.locator('a[href="/products"]:visible').first().click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByRole('heading', { name: 'Products' }).first()).toBeVisible();
      const linked = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][data-precedence]'),
        ].map((l) => ({ href: l.getAttribute('href'), loaded: l.sheet !== null })),
      );
      expect(linked.length, 'the stylesheets the catalogue adds').toBeGreaterThan(0);
      for (const sheet of linked) {
        expect(sheet.loaded, `${sheet.href} is loaded`).toBe(true);
        expect(inPage, `${sheet.href} is not sent twice`).not.toContain(sheet.href);
      }
    },
  );
});

sessionTest.describe('stylesheets in the page', () => {
  sessionTest(
    'the lazy chunks a page loads after it starts fetch none of the stylesheets it carries',
    async ({ page }) => {
      await logIn(page, demoUsers.pharmacist);
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') fetched.push(new URL(request.url()).pathname);
      });
      await page.goto('/home', { waitUntil: 'networkidle' });
      const inPage = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-precedence]')].flatMap((s) =>
          (s.getAttribute('data-href') ?? '').split(' ').map((href) => href.replace(/#$/, '')),
        ),
      );
      expect(inPage.length).toBeGreaterThan(0);
      for (const href of fetched) expect(inPage, `${href} fetched again`).not.toContain(href);
    },
  );
});

test.describe('pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a signed-in page comes from the server with its data: the user and the first articles', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/login', {
      headers: API_HEADERS,
      data: { email: demoUsers.pharmacist.email, password: demoUsers.pharmacist.password },
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const articles = await request.get('/api/newsFeed/get?limit=3&skip=0', {
      headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
    });
    const titles = ((await articles.json()) as { data: { title: string }[] }).data.map(
      (a) => a.title,
    );
    expect(titles).toHaveLength(3);
    await page.context().addCookies([{ name: 'portal_session', value: token, url: serverURL() }]);
    await page.goto('/newsfeed');
    // The server sends the layout of the device that asked: on a desktop the header names the user;
    // a phone's header holds the page's breadcrumb (the name is on Home and in the chat drawer).
    if (test.info().project.name === 'mobile') {
      await expect(page.getByTestId('mobile-breadcrumb')).toHaveText('Media');
    } else {
      await expect(page.locator('body')).toContainText('Amelia Hughes');
    }
    // The reader's own bookmarks are counted in the page as sent.
    await expect(page.getByText(/^Bookmarks \(\d+\)$/)).toBeVisible();
    for (const title of titles) await expect(page.getByText(title).first()).toBeVisible();
  });

  test(
    'without a session, a signed-in page sends the visitor to /login, which is there, styled',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await page.goto('/home');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.locator('input[type=password]')).toBeVisible();
      const button = page.getByRole('button', { name: 'Login', exact: true });
      expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      );
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'The professional community for UK pharmacy and clinical practice',
      );
    },
  );

  test(
    'a wrong password is answered with the message, the e-mail kept',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(demoUsers.pharmacist.email);
      await page.locator('input[type=password]').fill('not-the-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(demoUsers.pharmacist.email);
    },
  );

  test(
    'forgot password sends the link, as the app would',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill(demoUsers.pharmacist.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByTestId('reset-sent')).toContainText(demoUsers.pharmacist.email);
    },
  );

  test(
    'a reset link’s form is checked by the server, the passwords never in the address',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await page.goto('/change-password/not-a-real-token');
      const form = page.getByRole('form', { name: 'Change Password' });
      const send = async (password: string, confirmation: string) => {
        await form.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
        await form.getByRole('textbox', { name: 'Confirm new password' }).fill(confirmation);
        await form.getByRole('button', { name: 'Change password' }).click();
        await expect(page).toHaveURL(/\/change-password\/not-a-real-token$/);
      };
      await send('Renewed!2026', 'Different!2026');
      await expect(form.getByText('Password confirmation does not match')).toBeVisible();
      await send('Renewed!2026', 'Renewed!2026');
      await expect(
        form.getByText('This link is invalid or has expired. Please ask for a new one.'),
      ).toBeVisible();
    },
  );

  test(
    'sign-up: a refused account step says why and keeps what was typed; a good one goes on',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await page.goto('/signup');
      const email = newEmail('nojs');
      const form = await fillAccountStep(page, email, demoUsers.pharmacist.password, 'Different!1');
      await form.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(form.getByText('Password confirmation does not match')).toBeVisible();
      await expect(form.getByLabel('Email')).toHaveValue(email);
      await expect(form.getByLabel('First name')).toHaveValue('Priya');
      await expect(form.locator('input[name=password]')).toHaveValue('');
      await fillAccountStep(page, email, demoUsers.pharmacist.password);
      await form.getByRole('button', { name: 'Continue' }).click();
      // The account exists: the page is at the professional step (whose pickers need the app).
      await expect(form).toHaveCount(0);
      await expect(page.locator('button[data-progress]')).toContainText('Professional');
    },
  );
});

test.describe('forms that work before their scripts', () => {
  test('with every script held back, Login logs in: Home, signed in', async ({ page }) => {
    await holdScripts(page);
    // Not waiting for `load`: the page's held module scripts keep it from firing.
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(demoUsers.pharmacist.email);
    await page.locator('input[type=password]').fill(demoUsers.pharmacist.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/home$/, { waitUntil: 'commit' });
    // Home as the server sent it, signed in (its scripts are still held back).
    await expect(page.locator('body')).toContainText('Amelia Hughes');
    expect(await sessionCookie(page)).toBeTruthy();
  });

  test('with every script held back, a letter of the people directory shows its people', async ({
    page,
    request,
  }) => {
    const release = await openSignedInHeld(page, request, '/community/users');
    const letters = page.getByRole('group', { name: 'Filter by initial' });
    await letters.getByRole('link', { name: 'O', exact: true }).click();
    await page.waitForURL(/\/community\/users\?initial=O$/, { waitUntil: 'commit' });
    // The press was not lost: the page the server sent names the letter and lists that letter's
    // people, before any script has run; the app then hydrates into the same list.
    await expect(letters.getByRole('link', { name: 'O', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const names = page.getByTestId('people').getByTestId('person-row').getByRole('link');
    const onlyOs = async () => {
      await expect(names.first()).toBeVisible();
      const all = await names.allTextContents();
      expect(all).toContain('Oliver Bennett');
      for (const name of all) expect(name.trim().charAt(0).toUpperCase()).toBe('O');
    };
    await onlyOs();
    release();
    await hydrated(page);
    await onlyOs();
  });

  test('with every script held back, a products filter sent by Apply lists its products; the app keeps them and filters on', async ({
    page,
    request,
  }) => {
    const mobile = test.info().project.name === 'mobile';
    const release = await openSignedInHeld(page, request, '/products');
    const summary = page.getByTestId('products-summary');
    const count = async () => Number((await summary.textContent())?.split(' ')[0]);
    await expect(summary).toHaveText(/^\d+ products$/);
    const all = await count();
    // On a phone, Filters is then a link to the filters in place (the app opens a drawer).
    if (mobile) {
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.waitForURL(/[?&]panel=filters/, { waitUntil: 'commit' });
    }
    const form = page.getByTestId('product-filter-form');
    await form.getByRole('checkbox', { name: /^Oil \(\d+\)$/ }).check();
    await form.getByRole('button', { name: 'Apply' }).last().click();
    await page.waitForURL(/[?&]form=oil(&|$)/, { waitUntil: 'commit' });
    // The server answered with the oils, before any script has run.
    await expect(summary).not.toHaveText(`${all} products`);
    const oils = await count();
    expect(oils).toBeGreaterThan(0);
    expect(oils).toBeLessThan(all);
    await expect(page.getByTestId('product-card').first()).toContainText('Oil');

    release();
    await hydrated(page);
    await expect(summary).toHaveText(`${oils} products`);
    await expect(page).toHaveURL(/[?&]form=oil(&|$)/);
    // With its scripts, the app applies another filter at once.
    if (mobile) await page.getByRole('button', { name: 'Filters (1 active)' }).click();
    const panel = mobile
      ? page.getByRole('dialog', { name: 'Product filters' })
      : page.getByRole('complementary', { name: 'Product filters' });
    await expect(panel.getByRole('checkbox', { name: /^Oil \(\d+\)$/ })).toBeChecked();
    await panel
      .getByTestId('filter-stock')
      .getByRole('checkbox', { name: /^In stock \(\d+\)$/ })
      .check();
    await expect(page).toHaveURL(/[?&]stock=in-stock/);
    await expect(page).toHaveURL(/[?&]form=oil(&|$)/);
    await expect(summary).not.toHaveText(`${oils} products`);
    expect(await count()).toBeLessThan(oils);
  });

  test('with every script held back, a category of the media feed lists its articles', async ({
    page,
    request,
  }) => {
    const release = await openSignedInHeld(page, request, '/newsfeed');
    // A list beside the feed on a desktop, a row of chips on a phone: links either way.
    const categories =
      test.info().project.name === 'mobile'
        ? page.getByRole('group', { name: 'Categories' })
        : page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: /^Medicinal Cannabis/ }).click();
    await page.waitForURL(/[?&]category=/, { waitUntil: 'commit' });
    const summary = page.getByTestId('feed-summary');
    await expect(summary).toHaveText('7 articles in Medicinal Cannabis');
    release();
    await hydrated(page);
    await expect(summary).toHaveText('7 articles in Medicinal Cannabis');
    await categories.getByRole('link', { name: /^All articles/ }).click();
    await expect(summary).toHaveText('70 articles');
    await expect(page).not.toHaveURL(/category=/);
  });

  test('scripts arriving mid-typing keep every character, and Login logs in', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const email = demoUsers.pharmacist.email;
    const half = Math.floor(email.length / 2);
    await page.getByLabel('Email').pressSequentially(email.slice(0, half));
    release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByLabel('Email').pressSequentially(email.slice(half));
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.locator('input[type=password]').fill(demoUsers.pharmacist.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Amelia Hughes').first()).toBeVisible();
  });

  test('after Login in the app, Home asks for each of its answers once', async ({ page }) => {
    await openApp(page, '/login');
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/'))
        asked.push(`${r.method()} ${url.pathname}${url.search}`);
    });
    await page.getByLabel('Email').fill(demoUsers.pharmacist.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(demoUsers.pharmacist.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('guide-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const twice = asked.filter((call, i) => asked.indexOf(call) !== i);
    expect(twice, `asked: ${asked.join(', ')}`).toEqual([]);
    expect(asked).toContain('GET /api/user/profile');
  });

  test(
    'a sign-up sent before its scripts goes on, and the app then keeps it',
    { tag: '@layout-independent' },
    async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/signup', { waitUntil: 'commit' });
      const form = await fillAccountStep(page, newEmail('held'), demoUsers.pharmacist.password);
      await form.getByRole('button', { name: 'Continue' }).click();
      await expect(page.locator('button[data-progress]')).toContainText('Professional');
      release();
      await expect(page.getByRole('form', { name: 'Professional details' })).toBeVisible();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      // The app stored the sign-up the server started: a reload resumes at the same step.
      await page.reload();
      await expect(page.getByRole('form', { name: 'Professional details' })).toBeVisible();
    },
  );
});

test.describe('the page-session cookie', () => {
  test('@desktop is HttpOnly and SameSite=Lax; gone after logout', async ({ page }) => {
    await logIn(page, demoUsers.pharmacist);
    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal_session');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => sessionCookie(page)).toBeUndefined();
  });

  test('gone after a 401', { tag: '@layout-independent' }, async ({ page }) => {
    await logIn(page, demoUsers.pharmacist);
    const token = (await sessionCookie(page))!.value;
    // The session ends elsewhere; the page's next call (with the cookie, as the browser sends
    // it) is answered 401, and that answer takes the cookie away.
    await page.request.post('/api/logout', {
      headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
    });
    const status = await page.evaluate(
      async ([bearer, headers]) =>
        (
          await fetch('/api/user/profile', {
            headers: { ...headers, authorization: `Bearer ${bearer}` },
          })
        ).status,
      [token, API_HEADERS] as const,
    );
    expect(status).toBe(401);
    await expect.poll(() => sessionCookie(page)).toBeUndefined();
  });
});

sessionTest.describe('a signed-in page rendered by the server (decision 62)', () => {
  sessionTest.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });

  // Each page the server renders with its data, the calls whose answers come with it, and what
  // shows once the page has them.
  const served: [path: string, calls: RegExp, shown: (page: Page) => Locator][] = [
    [
      '/newsfeed',
      /^\/api\/(newsFeed\/get|newsCategory\/)/,
      (page) => page.getByTestId('article-card').first(),
    ],
    [
      '/products',
      /^\/api\/(product\/get|manufacturer\/name)$/,
      (page) => page.getByTestId('product-card').first(),
    ],
    [
      '/community/chat',
      /^\/api\/community\/(chatStarred\/get|roomList|chat\/userList|notifications)$/,
      // The list is behind the header's icon on a phone; the mutes are read on both layouts.
      (page) => page.getByRole('main'),
    ],
  ];
  for (const [path, calls, shown] of served) {
    sessionTest(
      `${path} comes with its answers: the browser asks for none of them again`,
      async ({ page }) => {
        const asked: string[] = [];
        page.on('request', (r) => {
          const url = new URL(r.url());
          if (calls.test(url.pathname)) asked.push(url.pathname + url.search);
        });
        await openApp(page, path);
        await expect(shown(page)).toBeVisible();
        // Long enough for a query that found nothing in the cache to have asked.
        await page.waitForTimeout(1000);
        expect(asked).toEqual([]);
      },
    );
  }

  sessionTest(
    '@desktop the page is the app’s only once its lazy parts are: a click right after works',
    async ({ page }) => {
      // The chat list beside a community page is a lazy part; until its chunk is in, React
      // leaves the server's HTML of it in place and drops a click on it (CI's chat failure).
      await page.route(/\/assets\/chat-list-panel-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await openApp(page, '/community/userposts');
      await page
        .getByTestId('chat-list-panel')
        .getByRole('button', { name: 'New message' })
        .click();
      await expect(page.getByRole('dialog', { name: 'New message' })).toBeVisible();
    },
  );

  sessionTest(
    '@desktop a message that arrives while the chat list waits for its chunk: the list hydrates as the server painted it, then counts the message',
    async ({ page, browser, baseURL, pharmacistState }) => {
      sessionTest.setTimeout(60_000);
      // CI's #418 on /community/userposts: a socket event reached the cache between the page's
      // hydration and its chat list's, which then hydrated with other unread counts.
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      const other = await otherBrowser(browser, baseURL, false);
      await logIn(other.page, demoUsers.technician);
      const roomName = `Held room ${Date.now().toString(36)}`;
      const room = await api<{ _id: string }>(other.page, 'POST', '/api/community/createRoom', {
        name: roomName,
        userIds: [userIdOf(pharmacistState)],
      });
      const ready = socketReady(page);
      await page.route(/\/assets\/chat-list-panel-[^/]+\.js$/, async (route) => {
        await ready;
        await api(other.page, 'POST', '/api/community/chat/action', {
          action: 'send',
          clientId: crypto.randomUUID(),
          roomId: room._id,
          message: 'Sent while the list was on its way',
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      await openApp(page, '/community/userposts');
      const panel = page.getByTestId('chat-list-panel');
      await selectTab(panel.getByRole('tab', { name: /Communities Chats/ }));
      await expect(
        panel
          .getByTestId('chat-item')
          .filter({ hasText: roomName })
          .getByTestId('chat-item-unread'),
      ).toHaveText('1');
      expect(errors.filter((e) => /hydrat|#41[89]|#42[35]/i.test(e))).toEqual([]);
      await other.context.close();
    },
  );
});
