import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { pages } from '@portal/contract';
import type { PageRenderer, PageRequest } from './signed-in-pages';

/** Messages to the worker: a page to render, or the answer of one of its calls. */
export type ToWorker =
  | { kind: 'render'; render: number; request: Omit<PageRequest, 'fetch'> }
  | {
      kind: 'answer';
      call: number;
      status: number;
      headers: Record<string, string>;
      body: Uint8Array;
    };

/** Messages from the worker: a render's call to make, or a rendered page. */
export type FromWorker =
  | {
      kind: 'call';
      render: number;
      call: number;
      url: string;
      method: string;
      headers: Record<string, string>;
      body?: string;
    }
  | { kind: 'page'; render: number; page: unknown; error?: string };

/** A call of a render is answered within this (a 504 if the route has not answered). */
const CALL_ANSWER_MS = 2500;
/** A render the worker has not answered this long after its deadline means the worker is stuck. */
const STUCK_MS = 10_000;
/** The pause before a stopped worker is started again; it doubles up to a minute. */
const FIRST_RESTART_MS = 1000;

/** The web app's server bundle, which the build keeps beside `webDist` (decision 49). */
export function serverBundleOf(webDist: string): string {
  return join(webDist, '..', 'dist-server', 'prerender.js');
}

/** A fetch Response of an answer's parts (no body where the status allows none). */
export function responseOf(
  status: number,
  headers: Record<string, string>,
  body: Uint8Array,
): Response {
  return new Response(status === 204 || status === 304 ? null : body, { status, headers });
}

interface Pending {
  fetch: typeof fetch;
  done: (page: pages.RenderedPage) => void;
  fail: (err: Error) => void;
  watchdog: NodeJS.Timeout;
}

/**
 * Renders signed-in pages with the web app's server bundle, in a worker thread: a render takes
 * 30–120 ms of CPU, which on the server's own thread would hold every request and chat socket
 * back as long. Each render's calls come back here and go through the request's `fetch` (the
 * server's routes). Undefined when there is no bundle (no build yet, or one from before
 * decision 49). A worker that stops (a bundle that does not load, a crash) or is stuck is
 * started again after a pause, with a warning; its renders, and those asked for meanwhile, are
 * answered null and left to the browser.
 */
export function startPageRenderer(
  webDist: string,
  warn: (message: string, err?: unknown) => void,
): (PageRenderer & { stop(): Promise<void> }) | undefined {
  const bundle = serverBundleOf(webDist);
  if (!existsSync(bundle)) return undefined;
  const renders = new Map<number, Pending>();
  let nextRender = 0;
  let worker: Worker | null = null;
  let restartMs = FIRST_RESTART_MS;
  let stopped = false;
  let restart: NodeJS.Timeout | undefined;

  function start() {
    if (stopped) return;
    // The worker's module is TypeScript, as the server's: tsx's loader is registered in it
    // first (a worker does not take `--import` from the server's command line).
    const tsx = import.meta.resolve('tsx/esm/api');
    const script = new URL('./page-render-worker.ts', import.meta.url).href;
    const started = new Worker(
      `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script)}); });`,
      { eval: true, workerData: { bundle: pathToFileURL(bundle).href } },
    );
    // The server's end, not the worker's, decides when the process stops.
    started.unref();
    started.on('message', (message: FromWorker) => {
      if (message.kind === 'call') return void answerCall(started, message);
      settle(message.render, message.error ? new Error(message.error) : message.page);
      // A worker that answers is a healthy one.
      restartMs = FIRST_RESTART_MS;
    });
    started.on('error', (err) => warn('The page renderer failed.', err));
    started.on('exit', () => {
      if (worker !== started) return;
      worker = null;
      for (const render of [...renders.keys()]) settle(render, null);
      if (stopped) return;
      warn(`The page renderer stopped; it starts again in ${restartMs / 1000} s.`);
      restart = setTimeout(start, restartMs).unref();
      restartMs = Math.min(restartMs * 2, 60_000);
    });
    worker = started;
  }

  function settle(render: number, outcome: unknown) {
    const pending = renders.get(render);
    if (!pending) return;
    renders.delete(render);
    clearTimeout(pending.watchdog);
    if (outcome instanceof Error) pending.fail(outcome);
    else pending.done(outcome as pages.RenderedPage);
  }

  async function answerCall(from: Worker, message: Extract<FromWorker, { kind: 'call' }>) {
    let answer: Response;
    let timer: NodeJS.Timeout | undefined;
    try {
      const pending = renders.get(message.render);
      // Every call is answered, a route that hangs with a 504, so the worker forgets none.
      const late = new Promise<Response>((done) => {
        timer = setTimeout(() => done(new Response(null, { status: 504 })), CALL_ANSWER_MS);
      });
      answer = pending
        ? await Promise.race([
            pending.fetch(message.url, {
              method: message.method,
              headers: message.headers,
              body: message.body,
            }),
            late,
          ])
        : new Response(null, { status: 503 });
    } catch {
      answer = new Response(null, { status: 503 });
    } finally {
      clearTimeout(timer);
    }
    const body = new Uint8Array(await answer.arrayBuffer().catch(() => new ArrayBuffer(0)));
    from.postMessage({
      kind: 'answer',
      call: message.call,
      status: answer.status,
      headers: Object.fromEntries(answer.headers.entries()),
      body,
    } satisfies ToWorker);
  }

  start();
  const renderPage: PageRenderer = ({ fetch, ...request }) => {
    const current = worker;
    if (!current) return Promise.resolve(null);
    const render = nextRender++;
    return new Promise((done, fail) => {
      const stuck = Math.max(0, request.deadline - Date.now()) + STUCK_MS;
      const watchdog = setTimeout(() => {
        warn('The page renderer is stuck; it is stopped.');
        void current.terminate();
      }, stuck);
      watchdog.unref();
      renders.set(render, { fetch, done, fail, watchdog });
      current.postMessage({ kind: 'render', render, request } satisfies ToWorker);
    });
  };
  return Object.assign(renderPage, {
    /** Stops the worker for good (a test's end; the server's process just ends). */
    async stop() {
      stopped = true;
      clearTimeout(restart);
      await worker?.terminate();
    },
  });
}
