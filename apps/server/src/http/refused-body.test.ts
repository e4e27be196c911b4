import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lingerOverRefusedBody } from './refused-body';

/** A request whose body is a stream the test sends, with or without a stated length. */
function requestOf(body: PassThrough, headers: Record<string, string> = {}) {
  return { raw: body, headers } as unknown as FastifyRequest;
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('lingerOverRefusedBody', () => {
  it('waits for the rest of a body still being sent, then lets the answer go', async () => {
    const body = new PassThrough();
    body.resume();
    const lingering = lingerOverRefusedBody(requestOf(body));
    expect(await settled(lingering)).toBe(false);
    body.end('the rest');
    await lingering;
  });

  it('answers at once a body refused for its stated length, or one already read to its end', async () => {
    const stated = new PassThrough();
    expect(await settled(lingerOverRefusedBody(requestOf(stated, { 'content-length': '9' })))).toBe(
      true,
    );
    const ended = new PassThrough();
    ended.resume();
    ended.end();
    await new Promise((resolve) => ended.once('end', resolve));
    expect(await settled(lingerOverRefusedBody(requestOf(ended)))).toBe(true);
  });
});
