import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { createCache } from '../infra/cache';

/** How many bytes of answers one memo holds at most (4 MB, and their compressed copies). */
export const MEMO_MAX_BYTES = 4_000_000;

/**
 * A compressor that remembers its most recent results by their input (decision 124). Many
 * answers are the same text for every reader (a shared list, Home's blocks, a feed page with no
 * bookmark of theirs on it), and compressing one costs more than all the rest of its answer
 * but the query. The output is a function of the input alone, so one reader's copy can never
 * carry another's data, and nothing has to be dropped when data changes. Least recently used
 * first out, once `maxBytes` of inputs are held (a cache of infra/cache.ts, decision 135); an
 * input over an eighth of that is compressed every time.
 */
export function memoized(
  compress: (input: Buffer) => Buffer,
  maxBytes = MEMO_MAX_BYTES,
): (input: Buffer) => Buffer {
  // Keyed by the bytes as a string (latin1: a character a byte), which compares by value.
  const outputs = createCache<Buffer>({
    name: 'compressed-answers',
    maxSize: maxBytes,
    sizeOf: (_output, input) => input.length,
  });
  return (input) =>
    input.length > maxBytes / 8
      ? compress(input)
      : outputs.remember(input.toString('latin1'), () => compress(input));
}

const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT } = zlib.constants;
/** @fastify/compress's own default quality; text mode, as every answer it compresses is JSON. */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [BROTLI_PARAM_QUALITY]: 4, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT },
};

/**
 * The `zlib` option of @fastify/compress (its documented way to bring one's own): Node's zlib,
 * with the in-line compressors it uses for answers of up to IN_LINE_MAX_BYTES remembered as
 * above. Larger answers go through its streams, unchanged.
 */
function answerZlib() {
  return {
    createBrotliCompress: zlib.createBrotliCompress,
    createGzip: zlib.createGzip,
    createDeflate: zlib.createDeflate,
    brotliCompressSync: memoized((input) => zlib.brotliCompressSync(input, BROTLI_OPTIONS)),
    gzipSync: memoized((input) => zlib.gzipSync(input)),
    deflateSync: memoized((input) => zlib.deflateSync(input)),
  };
}

/**
 * The largest answer compressed in line (decision 156): @fastify/compress's own bound for one
 * core, where by itself it takes 8 KB on 2 cores and 4 KB on 4 or more. A larger answer goes
 * through a stream, whose chunks come back to the event loop one turn at a time, each behind
 * whatever else is queued there.
 */
export const IN_LINE_MAX_BYTES = 65_536;

/**
 * JSON answers over 1 KB go brotli (quality 4) or gzip to browsers that accept them, the same
 * answer compressed once; the web app's files are compressed once, at build time
 * (http/web-app.ts).
 */
export async function registerAnswerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: 1024,
    syncThreshold: IN_LINE_MAX_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlib: answerZlib(),
  });
}
