// Gzipped JavaScript each route needs, from the Vite manifest of a build (npm run build -w apps/web).
// Usage: node apps/web/scripts/bundle-size.mjs [--json]. bench/ can import `measureBundles`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The chunks and stylesheets a set of manifest entries loads, with their static imports. */
function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...files];
}

/** Bytes a browser that accepts brotli receives for a file: the build's .br copy if any. */
const servedSize = (distDir, file) =>
  statSync(
    existsSync(join(distDir, `${file}.br`)) ? join(distDir, `${file}.br`) : join(distDir, file),
  ).size;

/**
 * Sums gzipped sizes of the JS needed to render /login, and the authenticated shell with /home and
 * with /products (lazy chunks such as the terpene chart are not counted: they load later).
 */
export function measureBundles(distDir = join(here, '..', 'build', 'client')) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  // The log-in page is prerendered (decision 62), with its stylesheets in it; the others are
  // rendered per request, their size that of their scripts and stylesheets.
  const pageOf = { login: 'login/index.html' };
  // React Router's route modules each page loads: the entry, the root, its layout, its own
  // (in the manifest under the name React Router's build gives a route module's browser half).
  const route = (file) => `src/app/${file}?__react-router-build-client-route`;
  const first = ['src/app/entry.client.tsx', route('root.tsx')];
  const routes = {
    login: [...first, route('layouts/public-route.tsx'), route('routes/login.tsx')],
    home: [...first, route('layouts/auth-route.tsx'), route('routes/home.tsx')],
    products: [...first, route('layouts/auth-route.tsx'), route('routes/products.tsx')],
  };
  for (const key of Object.values(routes).flat()) {
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
  }
  const result = {};
  for (const [name, keys] of Object.entries(routes)) {
    const all = closure(manifest, keys);
    const files = all.filter((f) => f.endsWith('.js'));
    result[name] = {
      files,
      gzipBytes: files.reduce((sum, f) => sum + gz(f), 0),
      // As served: the page, its scripts and its stylesheets, brotli-compressed by the build.
      servedBytes: (pageOf[name] ? [pageOf[name], ...all] : all).reduce(
        (sum, f) => sum + servedSize(distDir, f),
        0,
      ),
    };
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measureBundles();
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else
    for (const [name, { gzipBytes, files }] of Object.entries(result))
      process.stdout.write(
        `${name}: ${(gzipBytes / 1024).toFixed(1)} KB gzipped JS in ${files.length} files\n`,
      );
}
