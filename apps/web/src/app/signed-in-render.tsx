// A signed-in page rendered on the server with its data (decision 49): boot.js asks for it with
// the visitor's token and paints it before any of the app's scripts has arrived, so that a phone
// on a slow network sees Home's cards or the feed's articles at once rather than after the
// scripts, their evaluation and the calls. The app then starts over it (app/take-over.ts), its
// query cache filled with the same answers.
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import type { pages } from '@portal/contract';
import { setApiTransport } from '../shared/api/client';
import { queryClient } from '../shared/api/query-client';
import { renderAsMobile } from '../shared/navigation/use-is-mobile';
import {
  serverSnapshotIsSession,
  useSessionStore,
  type SessionData,
} from '../shared/session/session-store';
import { titleOfMatches } from '../shared/navigation/page-title';
import { accessOf } from './guards';
import { flattenRoutes, pathsOf, routeTable } from './route-table';
import { preloadChunks, redirectOf } from './routes';
import { routeAt, staticRenderer } from './static-render';

export type SignedInPageRequest = pages.SignedInPageRequest & { fetch: typeof fetch };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The query cache's answers, for the app's first render (TanStack Query's dehydrate). */
  state: DehydratedState;
  /** The page's document title, which boot.js sets as it paints the page. */
  title: string;
}

/** Renders at most: the first, then one after each round of answers (later parts ask then). */
const MAX_PASSES = 4;
/** A call unanswered this long counts as failed (and so does its render). */
const CALL_DEADLINE_MS = 2000;
/** Renders in the queue, the running one included; one more is left to the browser. */
const MAX_QUEUED = 4;

/** The session's data the browser may hand in: not the token, nor this page view's loader or snack. */
const STORED_KEYS = [
  'user',
  'login',
  'visibleBookmarks',
  'productFilters',
  'stripeStatus',
  'isAccountSetup',
  'newsFeedId',
  'workplaces',
  'signup',
] as const satisfies readonly (keyof SessionData)[];

const loggedOut = useSessionStore.getInitialState();
let turn: Promise<unknown> = Promise.resolve();
let queued = 0;

/**
 * The page at `path` as `token`'s user sees it, or null when it is not one to render here (a
 * redirect, a public page, a page with parameters), a call failed, the deadline passed or the
 * queue is full. One at a time: the session store, the query cache and the layout switch are the
 * bundle's own, shared by every render.
 */
export function renderSignedInPage(request: SignedInPageRequest): Promise<RenderedPage | null> {
  if (queued >= MAX_QUEUED) return Promise.resolve(null);
  queued += 1;
  const rendered = turn
    .then(() => (Date.now() < request.deadline ? renderNow(request) : null))
    .finally(() => (queued -= 1));
  turn = rendered.catch(() => undefined);
  return rendered;
}

/**
 * Renders each signed-in page once, without data, so that a visitor's first render does not pay
 * for loading its modules and the first run of their code (a quarter of a second for Home).
 */
export async function warmUp(): Promise<void> {
  const unavailable = () => Promise.resolve(new Response(null, { status: 503 }));
  for (const route of signedInRoutes()) {
    const path = pathsOf(route).find((p) => !p.includes(':'));
    if (!path) continue;
    const warm = {
      path,
      mobile: false,
      session: {},
      token: 'warm-up',
      fetch: unavailable,
      deadline: Date.now() + 10_000,
    };
    await renderSignedInPage(warm).catch(() => null);
  }
}

/** The route table's screens that need a log-in. */
export function signedInRoutes() {
  return flattenRoutes(routeTable).filter((route) => accessOf(route) === 'auth');
}

async function renderNow(request: SignedInPageRequest): Promise<RenderedPage | null> {
  const { handler, context } = await routeAt(request.path);
  if (context instanceof Response || context.errors) return null;
  const match = context.matches.at(-1)?.route;
  const page = match?.handle as { auth?: boolean } | undefined;
  // The pages boot.js asks for (data-routes): a signed-in page without parameters.
  if (!page?.auth || match?.path?.includes(':') || redirectOf(context.matches, true)) return null;
  await preloadChunks(context.matches, true);
  const render = staticRenderer(handler, context);

  useSessionStore.setState({
    ...storedSessionOf(request.session),
    token: request.token,
    isUserLoggedIn: true,
  });
  serverSnapshotIsSession(true);
  // Every call the render starts is waited for before the next visitor's turn: its answer
  // changes the store and the cache.
  const calls = new Set<Promise<unknown>>();
  setApiTransport((input, init) => {
    const call = withDeadline(request.fetch(input, init));
    calls.add(call.catch(() => undefined));
    return call;
  });
  renderAsMobile(request.mobile);
  try {
    let html = render();
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const asked = queryClient.getQueryCache().getAll().filter(isToFetch);
      if (asked.length === 0) break;
      if (Date.now() >= request.deadline) return null;
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      // A call that failed with 401 logged the render out: nothing of it is the visitor's page.
      if (useSessionStore.getState().token !== request.token) return null;
      html = render();
    }
    // A page with a block that failed is left to the browser, which asks again.
    const answers = queryClient.getQueryCache().getAll();
    if (answers.some((query) => query.state.status === 'error')) return null;
    return { html, state: dehydrate(queryClient), title: titleOfMatches(context.matches) };
  } finally {
    await Promise.all(calls);
    // The API client's loader changes a microtask after a call ends.
    await new Promise((done) => setTimeout(done, 0));
    renderAsMobile(undefined);
    setApiTransport(null);
    serverSnapshotIsSession(false);
    useSessionStore.setState(loggedOut, true);
    queryClient.clear();
  }
}

/** The data keys of the browser's stored session, each only if it is there. */
function storedSessionOf(session: Record<string, unknown>): Partial<SessionData> {
  const data = Object.fromEntries(
    STORED_KEYS.filter((k) => Object.hasOwn(session, k)).map((k) => [k, session[k]]),
  );
  const community = session.community;
  const known = (k: string) => Object.hasOwn(loggedOut.community, k);
  return {
    ...data,
    community: {
      ...loggedOut.community,
      ...(typeof community === 'object' && community !== null
        ? Object.fromEntries(Object.entries(community).filter(([k]) => known(k)))
        : {}),
    },
  };
}

/** `call`'s answer, or a 504 once CALL_DEADLINE_MS is over. */
function withDeadline(call: Promise<Response>): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Response>((done) => {
    timer = setTimeout(() => done(new Response(null, { status: 504 })), CALL_DEADLINE_MS);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

/** A query a render asked for that has no answer yet (fetching already, or to fetch). */
function isToFetch(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled;
  return on !== false && query.state.status === 'pending';
}
