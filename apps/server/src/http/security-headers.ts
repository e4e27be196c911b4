import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = NonNullable<
  Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>['directives']
>;

/** One year, the usual HSTS lifetime. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const nonces = new WeakMap<object, string>();

/** This response's nonce for its scripts: the page's own are given it (http/web-app.ts). */
export function scriptNonceOf(reply: FastifyReply): string | undefined {
  return nonces.get(reply.raw);
}

/**
 * The Content-Security-Policy of every response: the web app, the API and the Swagger UI page
 * (decision 31). Scripts come from our origin only, and no eval: the one inline script, the
 * boot script the build writes into each page (decision 52), is allowed by its hash
 * (`scriptHashes`, as `sha256-…`), not by allowing inline scripts. Styles also allow inline:
 * Mantine (and Swagger UI) write `<style>` elements at run time, and the SPA's pages are static
 * files with no per-response nonce to give them.
 */
export function cspDirectives(
  tls: boolean,
  scriptHashes: readonly string[] = [],
  { nonce = true }: { nonce?: boolean } = {},
): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': [
      "'self'",
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...(nonce
        ? [(_req: unknown, res: unknown) => `'nonce-${nonces.get(res as ServerResponse) ?? ''}'`]
        : []),
    ],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    // 'self' also matches ws: and wss: on the same host and port (CSP 3): the chat socket.
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Over plain HTTP (development, tests) this would send every asset to an https:// that is
    // not there.
    ...(tls ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Helmet's headers but HSTS, with the policy of `directives`. */
const headersWith = (directives: Directives) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    // Not no-referrer: a form posted to a page's route action must carry its Origin, which
    // React Router's action check compares with the page's (no-referrer sends `Origin: null`).
    // Other sites still get no referrer.
    referrerPolicy: { policy: 'same-origin' },
    // Sent by the hook below, which knows whether the request came over TLS.
    strictTransportSecurity: false,
  });

/**
 * The headers a request-independent middleware sets, recorded once on a stand-in response: it
 * is called as Express calls it, and what it sets is all a response of ours would get from it.
 */
export function headersSetBy(
  middleware: ReturnType<typeof helmet>,
): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}

/**
 * Browser security headers on every response (app, API, uploads, docs), with HSTS when the app
 * is served over TLS: its public address is https (a TLS proxy in front), or the request came
 * over TLS (with TRUST_PROXY, as X-Forwarded-Proto says). Register before the routes.
 *
 * Helmet's middleware is made once (decision 31): the Fastify plugin built it again for every
 * request, parsing the whole policy each time. A contract endpoint's answer (JSON, which no
 * browser runs a script of) gets the policy without a nonce: its headers are the same for every
 * answer, recorded once from the middleware. Everything else (pages, documents, uploads) runs
 * the middleware, with a fresh nonce for its scripts.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl, scriptHashes = [] }: { publicUrl: string; scriptHashes?: readonly string[] },
): Promise<void> {
  const tls = new URL(publicUrl).protocol === 'https:';
  const pageHeaders = headersWith(cspDirectives(tls, scriptHashes));
  // With no nonce, nothing in the API's headers depends on the request: made once, set as is.
  const apiHeaders = headersSetBy(headersWith(cspDirectives(tls, scriptHashes, { nonce: false })));
  app.addHook('onRequest', (request, reply, done) => {
    if (tls || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.routeOptions.config.endpoint) {
      reply.headers(apiHeaders);
      return done();
    }
    // Helmet 8 throws its errors rather than passing them on; `next` only ever ends the hook.
    const next = (err?: unknown) => done(err instanceof Error ? err : undefined);
    nonces.set(reply.raw, randomBytes(16).toString('base64'));
    pageHeaders(request.raw, reply.raw, next);
  });
}
