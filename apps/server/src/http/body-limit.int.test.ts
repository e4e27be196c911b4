import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { listen } from '../test/socket-client';
import { createTestApp, standardHeaders, type TestApp } from '../test/test-app';

let t: TestApp;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  const user = await createUser(t.database.db, { modules: ['product'], selfCertified: true });
  ({ token } = await t.login(user.email, user.password));
});
afterAll(async () => {
  await t?.close();
});

/**
 * Sends `bytes` of JSON in 64 KiB writes, as a browser or a client library would, and resolves
 * with the answer's status and body, or rejects with the error the client saw while writing.
 */
function sendLarge(
  path: string,
  bytes: number,
  chunked = false,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        ...standardHeaders,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(chunked ? {} : { 'content-length': String(bytes) }),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const n = Math.min(chunk.length, bytes - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

describe('a body over the limit', () => {
  // Well past what the sockets' buffers hold, so the server must read what it refuses.
  const bytes = 12 * 1024 * 1024;
  const answered413 = async (chunked: boolean) => {
    const res = await sendLarge('/api/product/declarationForm/create', bytes, chunked);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      error: 'The request body is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  };

  it('of a stated length is answered 413 in the envelope, which a client still sending reads', () =>
    answered413(false));

  // The server reads the rest before it answers and closes (refused-body.ts): closed with input
  // unread, the socket was reset, and a sender still writing lost the 413 (EPIPE).
  it('sent in chunks is answered 413 in the envelope, which a client still sending reads', () =>
    answered413(true));

  it('is answered 413 to fetch, which sends the whole body before it reads', async () => {
    const res = await fetch(`${baseUrl}/api/product/declarationForm/create`, {
      method: 'POST',
      headers: {
        ...standardHeaders,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: Buffer.alloc(bytes, 0x20),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });
});
