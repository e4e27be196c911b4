import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** A policy header as a map of directive to its sources. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...sources] = part.split(/\s+/);
        return [name, sources] as const;
      }),
  );
}

function expectCommonHeaders(headers: Record<string, unknown>, { nonces = 1 } = {}) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')?.[0]).toBe("'self'");
  // Beyond our own files, only the inline scripts of the prerendered pages, by their hashes,
  // and those of a rendered page, by this response's nonce (never 'unsafe-inline').
  const inline = csp.get('script-src')!.slice(1);
  expect(inline.every((s) => /^'(sha256-[\w+/]+=*|nonce-[\w+/]+=*)'$/.test(s))).toBe(true);
  expect(inline.filter((s) => s.startsWith("'nonce-"))).toHaveLength(nonces);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  return csp;
}

/** A prerendered page's inline script, and its hash as the policy names it. */
const BOOT = 'window.__reactRouterContext = {};';
const BOOT_HASH = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;

let t: TestApp;
let tls: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  // A built web app of two prerendered pages, `/` and `/login`, as in production.
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dist, 'client', 'login'), { recursive: true });
  const html =
    `<!doctype html><title>Portal</title><script>${BOOT}</script>` +
    '<script type="module" src="/other.js"></script>';
  writeFileSync(join(dist, 'client', 'index.html'), html);
  writeFileSync(join(dist, 'client', 'login', 'index.html'), html);
  t = await createTestApp({ env: { WEB_DIST: dist } });
  tls = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.com' } });
  proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await Promise.all([t?.close(), tls?.close(), proxied?.close()]);
});

describe('security headers', () => {
  it('the app at / allows only its own scripts, images and data: images, and connections home', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = expectCommonHeaders(res.headers);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // The prerendered pages' inline script by its hash, and this response's nonce.
    expect(csp.get('script-src')?.slice(0, 2)).toEqual(["'self'", BOOT_HASH]);
    // Mantine writes <style> elements at run time (decision 26).
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('every response has a nonce of its own for its scripts', async () => {
    const nonceOf = async (url: string) =>
      directives((await t.app.inject({ method: 'GET', url })).headers['content-security-policy'])
        .get('script-src')!
        .find((s) => s.startsWith("'nonce-"));
    const [a, b] = [await nonceOf('/login'), await nonceOf('/login')];
    expect(a).toMatch(/^'nonce-[\w+/]{22}=='$/);
    expect(a).not.toBe(b);
  });

  it('an API call carries them, without a nonce (no page), and so does an API error', async () => {
    const res = await t.request({ method: 'GET', url: '/api/role/getName' });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers, { nonces: 0 });
    expect(directives(res.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      BOOT_HASH,
    ]);
    const missing = await t.request({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing.headers);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expectCommonHeaders(health.headers);
  });

  it('the docs page has the same policy: its inline styles are allowed, inline script is not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = expectCommonHeaders(res.headers);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    // The page loads its scripts from our origin (no inline script for the policy to block).
    expect(res.body).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>/);
    const script = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(script.statusCode).toBe(200);
    expectCommonHeaders(script.headers);
    const redirect = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expectCommonHeaders(redirect.headers);
  });

  it('sends HSTS and upgrades requests when the public address is https', async () => {
    const page = await tls.request({ method: 'GET', url: '/api/role/getName' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      directives(page.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
    const docs = await tls.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends HSTS for a request a trusted proxy says came over TLS, and only then', async () => {
    const overTls = await proxied.request({
      method: 'GET',
      url: '/api/role/getName',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overTls.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await proxied.request({ method: 'GET', url: '/api/role/getName' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY, the forwarded header is not believed.
    const spoofed = await t.request({
      method: 'GET',
      url: '/api/role/getName',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
