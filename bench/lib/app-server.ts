// The portal's own server (apps/server/src/main.ts) as the benchmarks run it: a process of its
// own on a free loopback port, in production mode, without demo data or a rate limit, logging
// warnings only, with a data directory of its own.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startChild } from './processes';

/** Starts one server with `env` over those defaults; resolves with its URL once /readyz answers. */
export async function startAppServer(
  env: Record<string, string>,
  opts: { nodeArgs: string[]; dataDirPrefix?: string },
) {
  const port = await freePort();
  const { child } = await startChild(
    ['apps/server/src/main.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), opts.dataDirPrefix ?? 'portal-bench-')),
      DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    { readyUrl: `http://127.0.0.1:${port}/readyz`, nodeArgs: opts.nodeArgs },
  );
  return { url: `http://127.0.0.1:${port}`, child };
}
