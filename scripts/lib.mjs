// Shared steps of `npm start`, `npm run dev` and `npm test`: plain Node, no dependencies,
// because they run before `node_modules` exists.
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The Node major version the project runs on (engines in package.json): Node 24 LTS. */
export const NODE_MAJOR = 24;

/** Stops at once, in one line, on a Node older than the project's. */
export function requireSupportedNode(version = process.versions.node) {
  if (Number(version.split('.')[0]) >= NODE_MAJOR) return;
  console.error(
    `Node ${NODE_MAJOR} LTS or newer is needed (this is Node ${version}): install it from your package manager, or run \`npm i --prefix ~/.node${NODE_MAJOR} node@${NODE_MAJOR}\` and put ~/.node${NODE_MAJOR}/node_modules/node/bin first on PATH.`,
  );
  process.exit(1);
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return r.status ?? 1;
}

/**
 * Runs `tasks` ({ name, cmd, args, env? }) `width` at a time, each child's output kept and printed in
 * one piece when it ends (so outputs never interleave). Resolves to each task's
 * { name, code, ms } in the order given.
 */
export async function runAll(tasks, width) {
  const results = new Array(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const i = next++;
      const { name, cmd, args, env } = tasks[i];
      const start = performance.now();
      const child = spawn(cmd, args, {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(env ? { env } : {}),
      });
      const chunks = [];
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
      const code = await new Promise((res) => child.on('close', (c) => res(c ?? 1)));
      const output = Buffer.concat(chunks).toString();
      console.log(`${code === 0 ? '✓' : '✗'} ${name}`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      results[i] = { name, code, ms: performance.now() - start };
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, width) }, worker));
  return results;
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time of the files below the given paths. */
export function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') walk(join(p, e));
    } else if (st.mtimeMs > max) max = st.mtimeMs;
  };
  paths.forEach((p) => walk(resolve(root, p)));
  return max;
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules/.package-lock.json');
  if (existsSync(marker) && mtime(marker) >= mtime(join(root, 'package-lock.json'))) return;
  console.log('Installing dependencies (npm ci)...');
  const code = run(npm, ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) {
    console.error('npm ci failed.');
    process.exit(code);
  }
}

const webSources = [
  'apps/web/src',
  'apps/web/react-router.config.ts',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

/**
 * Builds the web app when its output is missing or older than its sources. The server's bundle
 * is written after the browser's: a build that failed before it is built again.
 */
export function ensureWebBuilt({ force = false } = {}) {
  const built = mtime(join(root, 'apps/web/build/server/index.js'));
  if (!force && built && built >= newest(webSources)) return 0;
  console.log('Building the web app...');
  return run(npm, ['run', 'build', '-w', 'apps/web']);
}

/** Runs a long-lived child and passes signals on, so Ctrl+C and SIGTERM stop it cleanly. */
export function supervise(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  const forward = (sig) => child.kill(sig);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((res) => child.on('exit', (code, signal) => res(code ?? (signal ? 0 : 1))));
}
