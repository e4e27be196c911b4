// bench/bundle: gzipped JavaScript that /login and the authenticated shell with /home and with
// /products need, beside a bare Vite + React page built in the same run, and the bytes actually
// served for them (the page, scripts and stylesheets as the build's brotli copies). Budgets:
// /login <= 150 KB, /home <= 250 KB, /products <= 300 KB (lazy chunks such as the terpene chart
// are not counted). A benchmark, not a test.   node --import tsx bench/bundle.ts
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
// The web app's own measuring code, so the budget check and this bench agree.
import { measureBundles } from '../apps/web/scripts/bundle-size.mjs';
import { buildBareReact, removeBareReact } from './lib/bare-react';

const root = resolve(import.meta.dirname, '..');
const webDir = join(root, 'apps/web');
const KB = 1024;

/** Gzipped JS of the bare React page: the floor any React app pays. */
async function bareReactBytes(): Promise<number> {
  const dist = await buildBareReact();
  const assets = join(dist, 'assets');
  const bytes = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
  removeBareReact();
  return bytes;
}

async function main() {
  // React Router's build of the web app, as `npm run build` makes it.
  execFileSync(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: webDir,
    stdio: 'ignore',
  });
  const routes = measureBundles(join(webDir, 'build', 'client'));
  const bare = await bareReactBytes();
  const budgets: Record<string, number> = { login: 150 * KB, home: 250 * KB, products: 300 * KB };
  console.log(
    'route     gzipped JS   budget    files   x bare React   served (HTML+JS+CSS, brotli)',
  );
  console.log(`bare      ${(bare / KB).toFixed(1).padStart(8)} KB          -        -   1.00`);
  for (const [name, r] of Object.entries(routes)) {
    const budget = budgets[name]!;
    const verdict = r.gzipBytes <= budget ? 'within' : 'OVER';
    console.log(
      `${name.padEnd(8)}  ${(r.gzipBytes / KB).toFixed(1).padStart(8)} KB  ${(budget / KB).toFixed(0).padStart(4)} KB ${verdict.padEnd(6)} ${String(r.files.length).padStart(3)}   ${(r.gzipBytes / bare).toFixed(2).padStart(4)}           ${(r.servedBytes / KB).toFixed(1).padStart(6)} KB`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
