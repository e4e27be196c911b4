// bench/bundle: gzipped JavaScript that /login and the authenticated shell with /home need,
// beside a bare Vite + React page built in the same run. Budgets: /login <= 150 KB, /home
// <= 250 KB. A benchmark, not a test.   node --import tsx bench/bundle.ts
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
// The web app's own measuring code, so the budget check and this bench agree.
import { measureBundles } from '../apps/web/scripts/bundle-size.mjs';

const root = resolve(import.meta.dirname, '..');
const webDir = join(root, 'apps/web');
const KB = 1024;

/** Builds a page that only renders a heading with React: the floor any React app pays. */
async function bareReactBytes(): Promise<number> {
  // Inside the repository, so the page resolves the same react and react-dom.
  const dir = join(root, 'bench/.bare-react');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>',
  );
  writeFileSync(
    join(dir, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Hello</h1>);\n",
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: 'dist' },
  });
  const assets = join(dir, 'dist/assets');
  const bytes = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

async function main() {
  await build({ root: webDir, configFile: join(webDir, 'vite.config.ts'), logLevel: 'warn' });
  const routes = measureBundles(join(webDir, 'dist'));
  const bare = await bareReactBytes();
  const budgets: Record<string, number> = { login: 150 * KB, home: 250 * KB };
  console.log('route   gzipped JS   budget    files   x bare React');
  console.log(`bare    ${(bare / KB).toFixed(1).padStart(8)} KB          -        -   1.00`);
  for (const [name, r] of Object.entries(routes)) {
    const budget = budgets[name]!;
    const verdict = r.gzipBytes <= budget ? 'within' : 'OVER';
    console.log(
      `${name.padEnd(6)}  ${(r.gzipBytes / KB).toFixed(1).padStart(8)} KB  ${(budget / KB).toFixed(0).padStart(4)} KB ${verdict.padEnd(6)} ${String(r.files.length).padStart(3)}   ${(r.gzipBytes / bare).toFixed(2)}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
