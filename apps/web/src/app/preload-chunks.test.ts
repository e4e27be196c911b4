import { describe, expect, it, vi } from 'vitest';
import { chunksOf, preloadChunks, redirectOf } from './routes';

/** The router's matches for a route with these flags, its page's preload a spy. */
function matchesFor(flags: { auth?: boolean; guest?: boolean; public?: boolean }) {
  const preload = vi.fn();
  return {
    preload,
    matches: [{ route: {} }, { route: { handle: { ...flags, page: { preload } } } }],
  };
}

describe('preloadChunks', () => {
  it('starts the page of an authenticated route for a logged-in user', () => {
    const { preload, matches } = matchesFor({ auth: true });
    preloadChunks(matches, true);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('loads nothing the guards will send the user away from', () => {
    const auth = matchesFor({ auth: true });
    preloadChunks(auth.matches, false);
    expect(auth.preload).not.toHaveBeenCalled();
    const guest = matchesFor({ guest: true });
    preloadChunks(guest.matches, true);
    expect(guest.preload).not.toHaveBeenCalled();
  });

  it('starts a public page for anyone, and skips a route without a page', () => {
    const open = matchesFor({ public: true });
    preloadChunks(open.matches, false);
    expect(open.preload).toHaveBeenCalledTimes(1);
    expect(() =>
      preloadChunks([{ route: { handle: { title: 'Page not found' } } }], true),
    ).not.toThrow();
  });

  it('settles once the page is in, and at once when there is nothing to load', async () => {
    let arrive = () => undefined as void;
    const preload = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const matches = [{ route: { handle: { public: true, page: { preload } } } }];
    let settled = false;
    const ready = preloadChunks(matches, false).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive();
    await ready;
    expect(settled).toBe(true);
    await expect(preloadChunks(matchesFor({ auth: true }).matches, false)).resolves.toBeUndefined();
  });

  it("evaluates the server page's scripts one a task, in order, before its chunks", async () => {
    vi.useFakeTimers();
    try {
      const done: string[] = [];
      const { preload, matches } = matchesFor({ public: true });
      preload.mockImplementation(() => done.push('page'));
      const importScript = vi.fn(async (href: string) => {
        done.push(href);
        if (href === '/b.js') throw new Error('offline');
      });
      const ready = preloadChunks(matches, false, {
        inTurn: ['/a.js', '/b.js', '/c.js'],
        importScript,
      });
      // One script a task: the next waits for a timer, however long the microtasks run.
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      expect(done).toEqual(['/a.js']);
      // A script that fails is its chunk's to report; the rest go on.
      await vi.runAllTimersAsync();
      await ready;
      expect(done).toEqual(['/a.js', '/b.js', '/c.js', 'page']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads nothing for a page with neither flag (the landing page) once logged in', () => {
    const open = matchesFor({});
    expect(chunksOf(open.matches, true)).toEqual([]);
    expect(chunksOf(open.matches, false)).toHaveLength(1);
  });
});

describe('redirectOf', () => {
  it('says where the guards send the user from the first location', () => {
    expect(redirectOf(matchesFor({ guest: true }).matches, true)).toBe('/home');
    expect(redirectOf(matchesFor({}).matches, true)).toBe('/home');
    expect(redirectOf(matchesFor({ auth: true }).matches, false)).toBe('/login');
    expect(redirectOf(matchesFor({ auth: true }).matches, true)).toBeNull();
    expect(redirectOf(matchesFor({ public: true }).matches, true)).toBeNull();
    expect(redirectOf([], true)).toBeNull();
  });
});
