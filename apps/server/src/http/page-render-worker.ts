// The worker thread of the page renderer (page-renderer.ts): loads the web app's server bundle
// and renders the pages it is asked for. A render's calls are sent back to the server's thread,
// which makes them through its routes with the visitor's token and address.
import { parentPort, workerData } from 'node:worker_threads';
import type { PageRequest } from './signed-in-pages';
import { responseOf, type FromWorker, type ToWorker } from './page-renderer';

const port = parentPort!;
const { bundle } = workerData as { bundle: string };
const web = (await import(bundle)) as {
  renderSignedInPage: (request: PageRequest) => Promise<unknown>;
  warmUp?: () => Promise<void>;
};

const send = (message: FromWorker) => port.postMessage(message);
const answers = new Map<number, (answer: Extract<ToWorker, { kind: 'answer' }>) => void>();
let nextCall = 0;

/** fetch for the render `render`: the server's thread makes the call. */
function callsOf(render: number): typeof fetch {
  return (input, init) =>
    new Promise<Extract<ToWorker, { kind: 'answer' }>>((done) => {
      const call = nextCall++;
      answers.set(call, done);
      send({
        kind: 'call',
        render,
        call,
        url: String(input),
        method: init?.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: typeof init?.body === 'string' ? init.body : undefined,
      });
    }).then(({ status, headers, body }) => responseOf(status, headers, body));
}

port.on('message', (message: ToWorker) => {
  if (message.kind === 'answer') {
    answers.get(message.call)?.(message);
    answers.delete(message.call);
    return;
  }
  web.renderSignedInPage({ ...message.request, fetch: callsOf(message.render) }).then(
    (page) => send({ kind: 'page', render: message.render, page }),
    (err: unknown) =>
      send({ kind: 'page', render: message.render, page: null, error: String(err) }),
  );
});

// Renders asked for meanwhile wait their turn in the bundle's own queue.
await web.warmUp?.();
