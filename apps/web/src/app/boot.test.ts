import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_MAX_WIDTH, PANEL } from '@portal/contract';
import { SESSION_STORAGE_KEY } from '../shared/session/session-store';

const source = readFileSync(join(__dirname, '../../boot.js'), 'utf8');

interface BootWorld {
  /** Runs a timer's callback (at once, unless a test keeps it for later). */
  timer?: (fn: () => void, ms: number) => void;
  /** The browser's fetch, for the signed-in page (decision 49): none answers by default. */
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
  mobile?: boolean;
  /** Runs a timer of a second or more (the wait for the server's page): never, by default. */
  wait?: (fn: () => void) => void;
  /** The stylesheets load (they never do in jsdom), and the entry is then imported. */
  stylesLoad?: boolean;
  /** Told of each link as it is added. */
  onLink?: (link: string) => void;
}

/**
 * Runs boot.js as the browser would, with its tag's attributes, and returns the links it
 * adds once it starts (the frame callbacks are run at once; the entry is never imported here,
 * as the stylesheets it waits for never load in jsdom). With a session, the links come after
 * the server's page is answered: await `settled()` first.
 */
function runBoot(
  attributes: Record<string, string>,
  pathname: string,
  {
    timer = (fn) => fn(),
    fetch = () => Promise.resolve({ ok: false }),
    mobile = false,
    wait = () => undefined,
    stylesLoad = false,
    onLink = () => undefined,
  }: BootWorld = {},
): string[] {
  const tag = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  const added: string[] = [];
  const head = {
    appendChild: (link: HTMLLinkElement) => {
      added.push(`${link.rel}${link.as ? `:${link.as}` : ''} ${link.getAttribute('href')}`);
      onLink(added.at(-1)!);
      if (stylesLoad && link.rel === 'stylesheet')
        queueMicrotask(() => link.onload?.(new Event('load')));
      return link;
    },
  };
  const fakeDocument = {
    getElementById: document.getElementById.bind(document),
    currentScript: tag,
    head,
    createElement: document.createElement.bind(document),
    get title() {
      return document.title;
    },
    set title(title: string) {
      document.title = title;
    },
  };
  const run = new Function(
    'document',
    'location',
    'requestAnimationFrame',
    'setTimeout',
    'fetch',
    'matchMedia',
    'importEntry',
    // The entry's import, recorded rather than made.
    source.replace('import(href)', 'importEntry(href)'),
  );
  run(
    fakeDocument,
    { pathname, search: '' },
    (frame: () => void) => frame(),
    (fn: () => void, ms: number) => (ms >= 1000 ? wait(fn) : timer(fn, ms)),
    fetch,
    (query: string) => ({ matches: mobile && query === '(max-width: 767px)' }),
    (entry: string) => {
      added.push(`import ${entry}`);
      return Promise.resolve();
    },
  );
  return added;
}

/** Lets the boot script's promises (the server's page, the stylesheets) settle. */
const settled = () => new Promise((done) => setTimeout(done, 0));

const tag = {
  'data-entry': '/assets/index-1.js',
  'data-scripts': '/assets/react-1.js',
  'data-styles': '/assets/index-1.css',
  'data-routes': '/home /assets/home-page-1.js /assets/home-1.css;/newsfeed /assets/feed-1.js',
};

describe('boot.js', () => {
  afterEach(() => localStorage.clear());

  it("asks for the app's stylesheets and scripts, once", () => {
    expect(runBoot(tag, '/home')).toEqual([
      'stylesheet /assets/index-1.css',
      'modulepreload /assets/index-1.js',
      'modulepreload /assets/react-1.js',
    ]);
  });

  it('evaluates the largest libraries first, one chunk at a time, then the entry', async () => {
    const first = '/assets/react-dom-client-1.js /assets/react-router-1.js';
    const added = runBoot({ ...tag, 'data-first': first }, '/', { stylesLoad: true });
    await settled();
    expect(added.filter((link) => link.startsWith('import'))).toEqual([
      'import /assets/react-dom-client-1.js',
      'import /assets/react-router-1.js',
      'import /assets/index-1.js',
    ]);
  });

  it("adds the page's chunks for a logged-in visitor, its stylesheets applied at once", () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 't' } }));
    expect(runBoot(tag, '/home')).toEqual([
      'stylesheet /assets/index-1.css',
      'stylesheet /assets/home-1.css',
      'modulepreload /assets/index-1.js',
      'modulepreload /assets/react-1.js',
      'modulepreload /assets/home-page-1.js',
    ]);
    expect(runBoot(tag, '/newsfeed/view/1')).toHaveLength(3);
  });

  it('reads the session where the session store keeps it, and survives a broken one', () => {
    expect(source).toContain(`localStorage.getItem('${SESSION_STORAGE_KEY}')`);
    // And asks for a page as the app would: its panel, its layout's width.
    expect(source).toContain(`panel: '${PANEL}'`);
    expect(source).toContain(`matchMedia('(max-width: ${MOBILE_MAX_WIDTH}px)')`);
    for (const broken of ['{not json', 'null', '{"state":null}']) {
      localStorage.setItem(SESSION_STORAGE_KEY, broken);
      expect(runBoot(tag, '/newsfeed')).toHaveLength(3);
    }
  });

  it('hides a prerendered page from a visitor with a session, and fetches Home instead', () => {
    document.body.innerHTML = '<div id="root" data-prerendered><form></form></div>';
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 't' } }));
    expect(runBoot(tag, '/login')).toContain('modulepreload /assets/home-page-1.js');
    expect(document.getElementById('root')!.style.visibility).toBe('hidden');
    document.body.innerHTML = '';
  });

  it('shows a prerendered page to a visitor without a session', () => {
    document.body.innerHTML = '<div id="root" data-prerendered><form></form></div>';
    expect(runBoot(tag, '/login')).toHaveLength(3);
    expect(document.getElementById('root')!.style.visibility).toBe('');
    document.body.innerHTML = '';
  });

  it('adds the links two a task, so that no task holds the main thread long', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 't' } }));
    const chunks = Array.from({ length: 14 }, (_, i) => `/assets/chunk-${i}.js`);
    const sheets = Array.from({ length: 4 }, (_, i) => `/assets/sheet-${i}.css`);
    const later: (() => void)[] = [];
    const routes = `/home ${[...sheets, ...chunks].join(' ')}`;
    const added = runBoot({ ...tag, 'data-routes': routes }, '/home', {
      timer: (fn) => later.push(fn),
    });
    // The frame's timer and the fallback one: the first starts the app, the second does nothing.
    later.shift()!();
    later.shift()!();
    const perTask = [added.length];
    while (later.length > 0) {
      later.shift()!();
      perTask.push(added.length - perTask.reduce((a, b) => a + b, 0));
    }
    // The stylesheets, then the preloads (the entry first), two a task.
    expect(perTask).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 0]);
    expect(added).toHaveLength(21);
    expect(added.slice(0, 5)).toEqual([
      'stylesheet /assets/index-1.css',
      ...sheets.map((href) => `stylesheet ${href}`),
    ]);
    expect(added[5]).toBe('modulepreload /assets/index-1.js');
  });

  describe('a signed-in page rendered by the server (decision 49)', () => {
    const page = {
      html: '<main><h1>Welcome, Amelia</h1></main>',
      state: { queries: [] },
      title: 'Home · Pharma Portal',
    };
    const answer = (body: unknown) => Promise.resolve({ ok: true, json: () => body });
    beforeEach(() => {
      document.body.innerHTML = '<div id="root"><main class="boot">Loading…</main></div>';
      localStorage.setItem(
        SESSION_STORAGE_KEY,
        JSON.stringify({ state: { token: 't', community: { activeTab: 'tab-2' } } }),
      );
    });
    afterEach(() => {
      document.body.innerHTML = '';
      delete window.portalPage;
    });

    it('asks for it with the session, and paints it before asking for any script', async () => {
      const calls: [string, RequestInit][] = [];
      const root = () => document.getElementById('root')!;
      const rootWhenPreloaded: string[] = [];
      const added = runBoot({ ...tag, 'data-version': '2.1.1' }, '/home', {
        mobile: true,
        stylesLoad: true,
        fetch: (url, init) => {
          calls.push([url, init]);
          return answer({ data: page });
        },
        onLink: (link) => {
          if (link.startsWith('modulepreload')) rootWhenPreloaded.push(root().innerHTML);
        },
      });
      await settled();
      expect(calls).toHaveLength(1);
      const [url, init] = calls[0]!;
      expect(url).toBe('/api/page');
      expect(init.method).toBe('POST');
      expect(init.headers).toMatchObject({
        Authorization: 'Bearer t',
        panel: 'doctor',
        appversion: '2.1.1',
      });
      expect(JSON.parse(init.body as string)).toEqual({
        path: '/home',
        mobile: true,
        session: { token: 't', community: { activeTab: 'tab-2' } },
      });
      expect(root().innerHTML).toBe(page.html);
      expect(document.title).toBe('Home · Pharma Portal');
      // Marked as not the app's yet, for app/take-over.ts; its answers left for the app.
      expect(root().hasAttribute('data-prerendered')).toBe(true);
      expect(root().inert).toBe(true);
      // With the page's scripts, for the app to evaluate one a task.
      expect(window.portalPage).toEqual({
        token: 't',
        state: page.state,
        scripts: ['/assets/home-page-1.js'],
      });
      expect(added).toEqual([
        'stylesheet /assets/index-1.css',
        'stylesheet /assets/home-1.css',
        'modulepreload /assets/index-1.js',
        'modulepreload /assets/react-1.js',
        'modulepreload /assets/home-page-1.js',
        'import /assets/index-1.js',
      ]);
      // No script was asked for before the page was in.
      expect(rootWhenPreloaded).toEqual([page.html, page.html, page.html]);
    });

    it("asks for it in a task after the boot script's own", () => {
      const later: (() => void)[] = [];
      const fetch = vi.fn(() => answer({ data: null }));
      runBoot(tag, '/home', { fetch, timer: (fn) => later.push(fn) });
      // The task that runs the boot script ends with the browser's layout of the loading frame.
      expect(fetch).not.toHaveBeenCalled();
      later.shift()!();
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('asks for a page data-routes names, even without files of its own', async () => {
      const fetch = vi.fn(() => answer({ data: null }));
      runBoot({ ...tag, 'data-routes': '/profile' }, '/profile', { fetch });
      await settled();
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('asks for none on a page without a log-in, or without a session', async () => {
      const fetch = vi.fn(() => answer({ data: page }));
      runBoot(tag, '/login', { fetch });
      runBoot(tag, '/newsfeed/view/1', { fetch });
      localStorage.clear();
      runBoot(tag, '/home', { fetch });
      await settled();
      expect(fetch).not.toHaveBeenCalled();
    });

    it('leaves the page to the app when the server renders none, fails or is late', async () => {
      const answers = [
        () => answer({ data: null }),
        () => Promise.resolve({ ok: false }),
        () => Promise.reject(new TypeError('offline')),
      ];
      for (const fetch of answers) {
        const added = runBoot(tag, '/home', { fetch, stylesLoad: true });
        await settled();
        expect(document.getElementById('root')!.textContent).toBe('Loading…');
        expect(added).toHaveLength(6);
      }
      // Too late: the app starts once PAGE_WAIT_MS is over, and the answer is not painted.
      let answered: (body: unknown) => void = () => undefined;
      const waits: (() => void)[] = [];
      const added = runBoot(tag, '/home', {
        fetch: () =>
          new Promise((done) => (answered = (body) => done({ ok: true, json: () => body }))),
        wait: (fn) => waits.push(fn),
        stylesLoad: true,
      });
      await settled();
      expect(added).toHaveLength(2);
      waits.forEach((fn) => fn());
      await settled();
      expect(added).toHaveLength(6);
      answered({ data: page });
      await settled();
      expect(document.getElementById('root')!.textContent).toBe('Loading…');
    });
  });
});
