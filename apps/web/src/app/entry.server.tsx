import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from './nonce';
import { stylesheetText } from './stylesheet-text.server';
import { StylesheetTextContext } from './stylesheets';

/** Longest a page's deferred parts are streamed for before the render is cut short. */
export const streamTimeout = 5_000;

/**
 * Renders a page for a request (React Router's framework mode): streamed once its shell is ready,
 * or whole for a crawler and at build time (prerendering), with the response's CSP nonce on its
 * scripts.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  // None at build time (prerendering): a prerendered page's inline scripts go by their hashes.
  const nonce = loadContext?.nonce || undefined;
  const userAgent = request.headers.get('user-agent');
  const ready: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !loadContext?.apiFetch
      ? 'onAllReady'
      : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ''}>
        <StylesheetTextContext.Provider value={stylesheetText}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [ready]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timer);
              timer = undefined;
              callback();
            },
          });
          headers.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers,
              status: responseStatus,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatus = 500;
          // Errors of the shell reject (and React Router logs them); later ones are logged here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
