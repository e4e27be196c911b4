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
function runBoot(attributes: Record<string, string>, pathname: string): string[] {
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
  run(
    fakeDocument,
    { pathname },
    (frame: () => void) => frame(),
    (fn: () => void) => fn(),
  );
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
      'modulepreload /assets/react-1.js',
    ]);
  });

  it("adds the page's chunks for a logged-in visitor, its stylesheets as preloads", () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 't' } }));
    expect(runBoot(tag, '/home')).toEqual([
      'stylesheet /assets/index-1.css',
      'modulepreload /assets/react-1.js',
      'modulepreload /assets/home-page-1.js',
      'preload:style /assets/home-1.css',
    ]);
    expect(runBoot(tag, '/newsfeed/view/1')).toHaveLength(2);
  });

  it('reads the session where the session store keeps it, and survives a broken one', () => {
    expect(source).toContain(`localStorage.getItem('${SESSION_STORAGE_KEY}')`);
    for (const broken of ['{not json', 'null', '{"state":null}']) {
      localStorage.setItem(SESSION_STORAGE_KEY, broken);
      expect(runBoot(tag, '/newsfeed')).toHaveLength(2);
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
    expect(runBoot(tag, '/login')).toHaveLength(2);
    expect(document.getElementById('root')!.style.visibility).toBe('');
    document.body.innerHTML = '';
  });
});
