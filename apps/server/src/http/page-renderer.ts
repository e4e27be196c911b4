import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { pages } from '@portal/contract';
import type { PageRenderer, PageRequest } from './signed-in-pages';

/** Messages to the worker: a page to render, or the answer of one of its calls. */
export type ToWorker =
  | { kind: 'render'; render: number; request: Omit<PageRequest, 'fetch'> }
  | { kind: 'answer'; call: number; status: number; headers: Record<string, string>; body: Buffer };

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

/** The web app's server bundle, which the build keeps beside `webDist` (decision 49). */
export function serverBundleOf(webDist: string): string {
  return join(webDist, '..', 'dist-server', 'prerender.js');
}

/**
 * Renders signed-in pages with the web app's server bundle, in a worker thread: a render takes
 * 30–120 ms of CPU, which on the server's own thread would hold every request and chat socket
 * back as long. Each render's calls come back here and go through the request's `fetch` (the
 * server's routes). Undefined when there is no bundle (no build yet, or one from before
 * decision 49); a bundle that does not load, or a worker that stops, leaves every page to the
 * browser, with a warning.
 */
export function startPageRenderer(
  webDist: string,
  warn: (message: string, err?: unknown) => void,
): PageRenderer | undefined {
  const bundle = serverBundleOf(webDist);
  if (!existsSync(bundle)) return undefined;
  // The worker's module is TypeScript, as the server's: tsx's loader is registered in it first
  // (a worker does not take `--import` from the server's command line).
  const tsx = import.meta.resolve('tsx/esm/api');
  const script = new URL('./page-render-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script)}); });`,
    { eval: true, workerData: { bundle: pathToFileURL(bundle).href } },
  );
  // The server's end, not the worker's, decides when the process stops.
  worker.unref();
  const renders = new Map<
    number,
    { fetch: typeof fetch; done: (page: pages.RenderedPage) => void; fail: (err: Error) => void }
  >();
  let nextRender = 0;
  let stopped = false;
  const send = (message: ToWorker) => worker.postMessage(message);

  worker.on('message', (message: FromWorker) => {
    if (message.kind === 'call') {
      void answerCall(message);
    } else if (message.kind === 'page') {
      const render = renders.get(message.render);
      renders.delete(message.render);
      if (message.error) render?.fail(new Error(message.error));
      else render?.done(message.page as pages.RenderedPage);
    }
  });
  const stop = (err: unknown) => {
    if (stopped) return;
    stopped = true;
    warn('The page renderer stopped; signed-in pages render in the browser.', err);
    for (const render of renders.values()) render.done(null);
    renders.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`the worker exited with ${code}`)));

  async function answerCall(message: Extract<FromWorker, { kind: 'call' }>) {
    const render = renders.get(message.render);
    const res = render
      ? await render
          .fetch(message.url, {
            method: message.method,
            headers: message.headers,
            body: message.body,
          })
          .catch(() => new Response(null, { status: 503 }))
      : new Response(null, { status: 503 });
    const body = Buffer.from(await res.arrayBuffer());
    send({
      kind: 'answer',
      call: message.call,
      status: res.status,
      headers: Object.fromEntries(res.headers.entries()),
      body,
    });
  }

  return ({ fetch, ...request }) => {
    if (stopped) return Promise.resolve(null);
    const render = nextRender++;
    return new Promise((done, fail) => {
      renders.set(render, { fetch, done, fail });
      send({ kind: 'render', render, request });
    });
  };
}
