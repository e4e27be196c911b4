import { join } from 'node:path';

/**
 * The end-to-end servers: one per Playwright worker, each on its own port with its own data
 * folder (database, outbox, files) loaded with the demo data, so that workers never see each
 * other's changes (decision 131). Worker `parallelIndex` i uses server i.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const firstPort = Number(process.env.E2E_PORT ?? 3210);

export interface E2eServer {
  url: string;
  port: number;
  /** The server's DATA_DIR: its outbox is `outbox/` below it. */
  dataDir: string;
}

/** Server `slot`'s address and folder; the runner's E2E_DATA_DIR holds one folder per server. */
export function e2eServer(slot: number, root = process.env.E2E_DATA_DIR ?? ''): E2eServer {
  const port = firstPort + slot;
  return { url: `http://127.0.0.1:${port}`, port, dataDir: join(root, `server-${slot}`) };
}
