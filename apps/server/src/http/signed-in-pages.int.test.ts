import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '@portal/contract';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { RENDER_TIMEOUT_MS, type PageRenderer, type PageRequest } from './signed-in-pages';

/**
 * A stand-in for the web app's renderer: it makes the calls a page would, with the fetch and
 * token it is handed, and writes what it got into the markup.
 */
const renderer: PageRenderer = async ({ path, mobile, session, token, fetch }: PageRequest) => {
  // Paths that make the stand-in misbehave, as a broken or slow render would.
  if (path === '/fail') throw new Error('no such component');
  if (path === '/slow') await new Promise((done) => setTimeout(done, RENDER_TIMEOUT_MS + 500));
  const asked = path === '/other-token' ? 'someone-else' : token;
  if (path === '/outside') {
    const statuses = [];
    for (const url of [
      '/uploads/x.png',
      '/api/../uploads/x.png',
      'http://elsewhere.example/api/',
    ]) {
      statuses.push((await fetch(url, { headers: {} })).status);
    }
    return { html: `outside: ${statuses.join(' ')}`, state: null, title: 'Outside' };
  }
  const call = (url: string) =>
    fetch(url, {
      headers: { authorization: `Bearer ${asked}`, panel: 'doctor', appversion: APP_VERSION },
    });
  const profile = await call('/api/user/profile');
  const { data } = (await profile.json()) as { data: { firstName: string } };
  const products = await call('/api/product/get?limit=1');
  return {
    html: `<p>${data.firstName} on ${path}, ${mobile ? 'phone' : 'desktop'}</p>`,
    state: { session, products: products.status },
    title: `${path} · Pharma Portal`,
  };
};

describe('POST /api/page: a signed-in page rendered on the server (decision 49)', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp({ renderPage: renderer });
    const login = async (opts: Parameters<typeof createUser>[1]) => {
      const u = await createUser(t.database.db, opts);
      return (await t.login(u.email, u.password)).token;
    };
    alice = await login({ firstName: 'Alice', selfCertified: true });
    // Bob may not see the product catalogue.
    bob = await login({ firstName: 'Bob', modules: ['home', 'media'] });
  });
  afterAll(() => t.close());

  const page = (token: string | undefined, payload: object) =>
    t.request({ method: 'POST', url: '/api/page', token, payload });
  const body = {
    path: '/home?tab=1',
    mobile: true,
    session: { community: { activeTab: 'tab-2' } },
  };

  it("renders with the caller's own session: each caller sees their own page", async () => {
    const res = await page(alice, body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().data).toEqual({
      html: '<p>Alice on /home?tab=1, phone</p>',
      state: { session: body.session, products: 200 },
      title: '/home?tab=1 · Pharma Portal',
    });
    const bobs = await page(bob, { ...body, mobile: false });
    expect(bobs.json().data.html).toBe('<p>Bob on /home?tab=1, desktop</p>');
  });

  it("applies the rules of every route the page calls to the caller's account", async () => {
    // Bob has no access to the products module: the page's call is refused as his own would be.
    expect((await page(bob, body)).json().data.state.products).toBe(403);
  });

  it("makes the page's calls as the caller, to the API only", async () => {
    const res = await page(alice, { ...body, path: '/other-token' });
    expect(res.json().data.html).toBe('<p>Alice on /other-token, phone</p>');
    expect((await page(alice, { ...body, path: '/outside' })).json().data.html).toBe(
      'outside: 400 400 400',
    );
  });

  it('answers null for a render that fails or is late, and for a second one at once', async () => {
    expect((await page(alice, { ...body, path: '/fail' })).json().data).toBeNull();
    const started = Date.now();
    const slow = page(alice, { ...body, path: '/slow' });
    // The same session again meanwhile: its render is not started.
    await new Promise((done) => setTimeout(done, 100));
    expect((await page(alice, body)).json().data).toBeNull();
    expect((await page(bob, body)).json().data.html).toContain('Bob');
    expect((await slow).json().data).toBeNull();
    expect(Date.now() - started).toBeLessThan(RENDER_TIMEOUT_MS + 400);
  });

  it('needs a session and a valid request', async () => {
    expect((await page(undefined, body)).statusCode).toBe(401);
    expect((await page('not-a-session', body)).statusCode).toBe(401);
    for (const path of [
      'home',
      '//elsewhere.example/home',
      '/\\elsewhere',
      `/${'a'.repeat(2000)}`,
    ]) {
      const res = await page(alice, { ...body, path });
      expect(res.statusCode, path).toBe(400);
    }
    expect((await page(alice, { ...body, mobile: 'yes' })).statusCode).toBe(400);
    expect((await page(alice, { ...body, session: 'x' })).statusCode).toBe(400);
    expect((await page(alice, { ...body, extra: 1 })).statusCode).toBe(400);
  });

  it('answers null when the server has no renderer (no web build)', async () => {
    const bare = await createTestApp();
    try {
      const u = await createUser(bare.database.db);
      const { token } = await bare.login(u.email, u.password);
      const res = await bare.request({ method: 'POST', url: '/api/page', token, payload: body });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toBeNull();
    } finally {
      await bare.close();
    }
  });
});
