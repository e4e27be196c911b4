import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../shared/session/session-store';

const source = readFileSync(join(__dirname, '../../public/boot.js'), 'utf8');

/**
 * Runs public/boot.js as the browser would, with its tag's attributes, and returns the links it
 * adds once it starts (the frame callbacks are run at once; the entry is never imported here,
 * as the stylesheets it waits for never load in jsdom).
 */
function runBoot(
  attributes: Record<string, string>,
  pathname: string,
  timer: (fn: () => void) => void = (fn) => fn(),
): string[] {
  const tag = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  const added: string[] = [];
  const head = {
    appendChild: (link: HTMLLinkElement) => {
      added.push(`${link.rel}${link.as ? `:${link.as}` : ''} ${link.getAttribute('href')}`);
      return link;
    },
  };
  const fakeDocument = {
    getElementById: document.getElementById.bind(document),
    currentScript: tag,
    head,
    createElement: document.createElement.bind(document),
  };
  const run = new Function('document', 'location', 'requestAnimationFrame', 'setTimeout', source);
  run(fakeDocument, { pathname }, (frame: () => void) => frame(), timer);
  return added;
}

const tag = {
  'data-entry': '/assets/index-1.js',
  'data-scripts': '/assets/react-1.js',
  'data-styles': '/assets/index-1.css',
  'data-routes': '/home /assets/home-page-1.js /assets/home-1.css;/newsfeed /assets/feed-1.js',
};

describe('public/boot.js', () => {
  afterEach(() => localStorage.clear());

  it("asks for the app's stylesheets and scripts, once", () => {
    expect(runBoot(tag, '/home')).toEqual([
      'stylesheet /assets/index-1.css',
      'modulepreload /assets/index-1.js',
      'modulepreload /assets/react-1.js',
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

  it('adds the preloads a few a task, so that no task holds the main thread long', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 't' } }));
    const chunks = Array.from({ length: 14 }, (_, i) => `/assets/chunk-${i}.js`);
    const later: (() => void)[] = [];
    const added = runBoot({ ...tag, 'data-routes': `/home ${chunks.join(' ')}` }, '/home', (fn) =>
      later.push(fn),
    );
    // The frame's timer and the fallback one: the first starts the app, the second does nothing.
    later.shift()!();
    later.shift()!();
    const perTask = [added.length];
    while (later.length > 0) {
      later.shift()!();
      perTask.push(added.length - perTask.reduce((a, b) => a + b, 0));
    }
    // The stylesheet and six preloads (the entry first), then six, then the last four.
    expect(perTask).toEqual([7, 6, 4]);
    expect(added).toHaveLength(17);
    expect(added[1]).toBe('modulepreload /assets/index-1.js');
  });
});
