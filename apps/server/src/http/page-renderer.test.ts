import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startPageRenderer } from './page-renderer';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A web build whose server bundle is `source`; its `dist` folder. */
function webBuild(source: string | null): string {
  const root = mkdtempSync(join(tmpdir(), 'page-renderer-'));
  dirs.push(root);
  mkdirSync(join(root, 'dist'));
  // As in apps/web: its files are ES modules.
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }');
  if (source !== null) {
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'dist-server', 'prerender.js'), source);
  }
  return join(root, 'dist');
}

// A stand-in for the web app's bundle: a page made of what one call answered.
const bundle = `
export async function renderSignedInPage({ path, token, fetch }) {
  if (path === '/broken') throw new Error('no such component');
  // An error nothing catches ends the worker's thread.
  if (path === '/crash') return new Promise(() => queueMicrotask(() => { throw new Error('boom'); }));
  const res = await fetch('/api/user/profile', {
    method: 'POST',
    headers: { authorization: 'Bearer ' + token },
    body: 'hello',
  });
  const { name } = await res.json();
  return { html: '<p>' + name + ' on ' + path + '</p>', state: { status: res.status } };
}
export async function warmUp() {}
`;

describe('the page renderer in a worker thread (decision 49)', () => {
  const warn = vi.fn();
  const request = () => ({
    path: '/home',
    mobile: false,
    session: {},
    token: 'tok',
    deadline: Date.now() + 5000,
  });
  const renderers: { stop(): Promise<void> }[] = [];
  const started = (dist: string) => {
    const renderer = startPageRenderer(dist, warn)!;
    renderers.push(renderer);
    return renderer;
  };
  afterAll(() => Promise.all(renderers.map((r) => r.stop())));

  it("renders in the worker, its calls made here through the request's own fetch", async () => {
    const render = started(webBuild(bundle));
    const calls: [string, RequestInit | undefined][] = [];
    const fetchFor =
      (name: string): typeof fetch =>
      async (input, init) => {
        calls.push([String(input), init]);
        return Response.json({ name }, { status: 201 });
      };
    const [amelia, oliver] = await Promise.all([
      render({ ...request(), fetch: fetchFor('Amelia') }),
      render({ ...request(), path: '/newsfeed', fetch: fetchFor('Oliver') }),
    ]);
    expect(warn.mock.calls).toEqual([]);
    expect(amelia).toEqual({ html: '<p>Amelia on /home</p>', state: { status: 201 } });
    expect(oliver).toEqual({ html: '<p>Oliver on /newsfeed</p>', state: { status: 201 } });
    expect(calls[0]![0]).toBe('/api/user/profile');
    expect(calls[0]![1]).toMatchObject({
      method: 'POST',
      headers: { authorization: 'Bearer tok' },
      body: 'hello',
    });
    // A render that fails is the route's to report; the worker goes on.
    await expect(render({ ...request(), path: '/broken', fetch: fetchFor('x') })).rejects.toThrow(
      /no such component/,
    );
    expect(await render({ ...request(), fetch: fetchFor('Again') })).toMatchObject({
      html: '<p>Again on /home</p>',
    });
    expect(warn.mock.calls).toEqual([]);
  });

  it('is none without a server bundle, and renders nothing when the bundle does not load', async () => {
    expect(startPageRenderer(webBuild(null), warn)).toBeUndefined();
    const render = started(webBuild('export const broken = ;'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(await render({ ...request(), fetch })).toBeNull();
    // Stopped during its pause before starting again: it does not start again.
    await render.stop();
    const warned = warn.mock.calls.length;
    await new Promise((done) => setTimeout(done, 2500));
    expect(warn.mock.calls.length).toBe(warned);
  });

  it('starts a worker that stopped again, its renders then left to the browser', async () => {
    const render = started(webBuild(bundle));
    const answer: typeof fetch = async () => Response.json({ name: 'Amelia' });
    expect(await render({ ...request(), path: '/crash', fetch: answer })).toBeNull();
    await vi.waitFor(
      async () => expect(await render({ ...request(), fetch: answer })).not.toBeNull(),
      { timeout: 5000, interval: 250 },
    );
  });
});
