import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';

/** How long the rest of a refused body is read, at most, before the answer goes anyway. */
const LINGER_MS = 5_000;

/**
 * Waits until a client has sent the rest of a body the server refused while reading it (a chunked
 * body past the limit: Fastify goes on reading and dropping it, and answers with
 * `connection: close`), for at most LINGER_MS. A socket closed with input still unread is reset
 * by the kernel, and the reset can reach a client that is still sending before it has read the
 * answer: its write fails (EPIPE) and the 413 is lost. nginx's "lingering close" does the same.
 * A body refused for its stated length is answered at once (decision 147): nothing of it was
 * read, and a client that states a length reads the answer before the rest is due.
 */
export async function lingerOverRefusedBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  const over = raw.complete || raw.readableEnded || raw.destroyed;
  if (over || request.headers['content-length'] !== undefined) return;
  const done = new AbortController();
  await Promise.race([
    once(raw, 'end', { signal: done.signal }),
    once(raw, 'close', { signal: done.signal }),
    new Promise((resolve) => setTimeout(resolve, LINGER_MS).unref()),
  ]).catch(() => undefined);
  done.abort();
}
