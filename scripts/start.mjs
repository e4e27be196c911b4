// `npm start`: install what is missing, build the web app if needed, then run the server,
// which migrates the database and loads demo data into an empty one.
import { requireSupportedNode, ensureInstalled, ensureWebBuilt, supervise } from './lib.mjs';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

requireSupportedNode();

ensureInstalled();
if (ensureWebBuilt() !== 0) {
  console.error('The web app failed to build.');
  process.exit(1);
}
const code = await supervise(
  process.execPath,
  [...SERVER_NODE_ARGS, '--import', 'tsx', 'apps/server/src/main.ts'],
  { env: { NODE_ENV: 'production', ...process.env } },
);
process.exit(code);
