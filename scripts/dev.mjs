// `npm run dev`: one server on PORT (3000), as in production, restarted when the API's code
// changes; the web app is served by Vite inside it, with hot reload (WEB_DEV_ROOT).
import { join } from 'node:path';
import { requireSupportedNode, ensureInstalled, root, supervise } from './lib.mjs';

requireSupportedNode();

ensureInstalled();
const port = process.env.PORT ?? '3000';
const code = await supervise(
  process.execPath,
  [
    'node_modules/tsx/dist/cli.mjs',
    'watch',
    // The web app's changes are Vite's to reload, not a reason to restart the server.
    '--exclude',
    join(root, 'apps/web/**'),
    'apps/server/src/main.ts',
  ],
  {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: port,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
      WEB_DEV_ROOT: join(root, 'apps/web'),
    },
  },
);
process.exit(code);
