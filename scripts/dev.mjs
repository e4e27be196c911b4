// `npm run dev`: the API on API_PORT (3001, restarted on change) and Vite with hot reload on
// PORT (3000), which proxies /api and the socket to the API.
import { join } from 'node:path';
import { ensureInstalled, root, supervise } from './lib.mjs';

ensureInstalled();
const apiPort = process.env.API_PORT ?? '3001';
const api = supervise(
  process.execPath,
  ['node_modules/tsx/dist/cli.mjs', 'watch', 'apps/server/src/main.ts'],
  {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: apiPort,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${process.env.PORT ?? 3000}`,
    },
  },
);
const web = supervise(
  process.execPath,
  [
    join(root, 'node_modules/vite/bin/vite.js'),
    '--port',
    process.env.PORT ?? '3000',
    '--strictPort',
  ],
  {
    cwd: join(root, 'apps/web'),
    env: { ...process.env, API_PORT: apiPort },
  },
);
process.exit(Math.max(await api, await web));
