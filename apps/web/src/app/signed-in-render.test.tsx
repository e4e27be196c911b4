import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../shared/api/query-client';
import { useSessionStore } from '../shared/session/session-store';
import { renderSignedInPage, type SignedInPageRequest } from './signed-in-render';

const card = {
  _id: 'c1',
  title: 'Complete your profile',
  text: 'Add the places you work.',
  imageUrl: null,
  actionLabel: 'Open profile',
  actionPath: '/profile',
  position: 1,
  state: 'new',
};

interface Call {
  url: string;
  authorization: string | null;
}

/**
 * A server that answers Home's guide cards with one card, its calendar with an empty month and
 * any other list with no rows (or every call with `status`), recording every call.
 */
function homeServer(calls: Call[], status = 200): typeof fetch {
  return (input, init) => {
    const url = String(input);
    calls.push({ url, authorization: new Headers(init?.headers).get('authorization') });
    if (status !== 200) return Promise.resolve(Response.json({ error: 'No.' }, { status }));
    const data = url.startsWith('/api/guideCard/get')
      ? [card]
      : url.startsWith('/api/event/calendar')
        ? { month: '2026-11', days: [] }
        : [];
    return Promise.resolve(Response.json({ data }));
  };
}

const request = (overrides: Partial<SignedInPageRequest>): SignedInPageRequest => ({
  path: '/home',
  mobile: false,
  session: { user: null, community: { activeTab: 'tab-1' } },
  token: 'visitor-token',
  fetch: homeServer([]),
  deadline: Date.now() + 60_000,
  ...overrides,
});

describe('a signed-in page rendered on the server (decision 49)', () => {
  afterEach(() => {
    expect(useSessionStore.getState().token).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("renders the page with its calls' answers, asked with the visitor's token", async () => {
    const calls: Call[] = [];
    const page = await renderSignedInPage(request({ fetch: homeServer(calls) }));
    expect(page!.html).toContain('Complete your profile');
    expect(page!.html).toContain('Add the places you work.');
    expect(page!.title).toBe('Home · Pharma Portal');
    expect(calls.length).toBeGreaterThan(1);
    for (const call of calls) expect(call.authorization).toBe('Bearer visitor-token');
    // The answers, for the app's first render; failed calls are not among them.
    expect(JSON.stringify(page!.state.queries.map((q) => q.queryKey))).toContain('guide-cards');
    expect(page!.state.queries.every((q) => q.state.status === 'success')).toBe(true);
  });

  it('renders the layout the browser asked for', async () => {
    const fetch = homeServer([]);
    const phone = await renderSignedInPage(
      request({ path: '/community/chat', mobile: true, fetch }),
    );
    const desktop = await renderSignedInPage(request({ path: '/community/chat', fetch }));
    expect(phone!.html).toContain('Open the chats from the icon at the top');
    expect(desktop!.html).not.toContain('Open the chats from the icon at the top');
  });

  it('renders no page that is public, sends the visitor elsewhere, or is not there', async () => {
    for (const path of ['/login', '/', '/no-such-page', '/newsfeed/view/1']) {
      expect(await renderSignedInPage(request({ path }))).toBeNull();
    }
  });

  it("reads only the stored session's data: not a token, a method or the loader", async () => {
    const calls: Call[] = [];
    const session = {
      token: 'someone-else',
      setLoader: 1,
      showSnack: 'x',
      loader: true,
      user: null,
      community: { activeTab: 'tab-2', clearAuth: 1, toString: 1 },
    };
    const page = await renderSignedInPage(request({ session, fetch: homeServer(calls) }));
    expect(page!.html).toContain('Complete your profile');
    for (const call of calls) expect(call.authorization).toBe('Bearer visitor-token');
  });

  it('renders nothing when its time is over, or when a call failed', async () => {
    const calls: Call[] = [];
    const late = request({ deadline: Date.now() - 1, fetch: homeServer(calls) });
    expect(await renderSignedInPage(late)).toBeNull();
    expect(calls).toEqual([]);
    expect(await renderSignedInPage(request({ fetch: homeServer([], 503) }))).toBeNull();
  });

  it('renders nothing when a call finds the session over', async () => {
    expect(await renderSignedInPage(request({ fetch: homeServer([], 401) }))).toBeNull();
  });

  it('renders one page at a time, each with its own session, and refuses a long queue', async () => {
    const calls: Call[] = [];
    let open: () => void = () => undefined;
    const gate = new Promise<void>((done) => (open = done));
    const slow: typeof fetch = async (input, init) => {
      await gate;
      return homeServer(calls)(input, init);
    };
    const renders = ['a', 'b', 'c', 'd', 'e'].map((token) =>
      renderSignedInPage(request({ token, fetch: slow })),
    );
    open();
    const pages = await Promise.all(renders);
    // Four wait their turn; the fifth is left to the browser.
    expect(pages.map((p) => p !== null)).toEqual([true, true, true, true, false]);
    const tokens = calls.map((c) => c.authorization);
    const order = [...new Set(tokens)];
    expect(order).toEqual(['Bearer a', 'Bearer b', 'Bearer c', 'Bearer d']);
    // Each render's calls all came before the next one's.
    for (const token of order) {
      const at = tokens.flatMap((t, i) => (t === token ? [i] : []));
      expect(at.at(-1)! - at[0]!).toBe(at.length - 1);
    }
  });

  it('gives up on a call left unanswered, so that no render holds the next ones back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const stuck = renderSignedInPage(request({ fetch: () => new Promise(() => undefined) }));
      const next = renderSignedInPage(request({ fetch: homeServer([]) }));
      await vi.advanceTimersByTimeAsync(4 * 2500);
      // The call that never came counts as failed: that page is the browser's to render.
      expect(await stuck).toBeNull();
      expect((await next)!.html).toContain('Complete your profile');
    } finally {
      vi.useRealTimers();
    }
  });
});
