import { describe, expect, it, vi } from 'vitest';
import { preloadChunks } from './routes';

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
});
