import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { compression } from 'vite-plugin-compression2';
import pkg from './package.json' with { type: 'json' };
import { mantineUseId } from './scripts/mantine-use-id.ts';
import { pageMenu } from './scripts/page-menu.ts';
import { reactRouterProduction } from './scripts/react-router-production.ts';

/**
 * A page's scripts in a few chunks rather than dozens (decision 83): every request costs a round
 * trip on a phone's connection, and the first paint's simulated cost grows with their number.
 * Each group takes what its module imports (recursively) unless a group of higher priority took
 * it first, so a page loads the groups of its route chain and little else.
 */
const uiLibraries =
  /node_modules[\\/](@mantine|@tabler|@tanstack|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|tslib|use-sync-external-store)[\\/]/;

const browserChunks = {
  groups: [
    // React, React DOM and React Router: every page.
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
      priority: 10,
    },
    // The entry and the root route with all they import: every page.
    { name: 'app', test: /src[\\/]app[\\/](entry\.client|root)\.tsx/, priority: 9 },
    // The public pages' layout, then the log-in page: what the first visit needs, and nothing of
    // the signed-in shell, which takes its own imports next (and loads these two small chunks
    // for the few pieces it shares with them).
    { name: 'public', test: /src[\\/]app[\\/]layouts[\\/]public-route\.tsx/, priority: 8 },
    { name: 'login', test: /src[\\/]app[\\/]routes[\\/]login\.tsx/, priority: 7 },
    // The API client and the log-in call's descriptor: the signed-in shell's, and the log-in
    // form's once someone presses Login (which would otherwise load the whole shell).
    {
      name: 'api',
      test: /(src[\\/]shared[\\/]api[\\/]client\.ts|packages[\\/]contract[\\/]src[\\/]endpoints[\\/]auth\.ts)/,
      priority: 6.5,
    },
    { name: 'shell', test: /src[\\/]app[\\/]layouts[\\/]auth-route\.tsx/, priority: 6 },
    // Home's modules as one chunk: its cards are also the admin previews' (decision 83), which
    // would otherwise split Home into a dozen small chunks, each a request and its own gzip.
    { name: 'home', test: /src[\\/]features[\\/]home[\\/]/, priority: 5 },
    // The UI libraries' modules that three or more chunks share, once (not the editor, zod or
    // the forms library, which only some lazy chunks need).
    {
      name: 'common',
      // Scripts only: a component's stylesheet stays with the chunks that import it, so a page
      // carries the CSS of the components it renders, not of every shared one.
      test: (id: string) => uiLibraries.test(id) && !id.endsWith('.css'),
      minShareCount: 3,
      priority: 1,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Mantine's ids are React's, the same on the server and in the browser, with no second
    // render to replace them (decision 62).
    mantineUseId(fileURLToPath(new URL('./src/shared/ui/mantine-use-id.ts', import.meta.url))),
    // React Router's framework mode: routes, server rendering, prerendering, hydration.
    reactRouter(),
    // The menus, read from the route modules' handles without their pages (decision 138).
    pageMenu(),
    // React Router's production build in the browser, which its package does not name.
    reactRouterProduction(),
    // A brotli and a gzip copy beside every text file of the build: the server sends the one
    // the browser accepts as it is, so no asset is compressed per request (a rendered page is,
    // by @fastify/compress, and so is a prerendered page, which is written after the bundle).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(css|js|mjs|json|svg|txt|webmanifest)$/,
      threshold: 512,
      logLevel: 'silent',
    }),
  ],
  // The version the API client sends in the `appversion` header; the server answers 422 when it
  // no longer matches, which opens the update dialog.
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version) },
  resolve: {
    // Every `import … from 'zod'` gets zod with the browser's settings applied first.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/shared/config/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // bench/ reads the manifest to add up the chunks each route needs.
    manifest: true,
    rolldownOptions: {
      output: {
        // The browser's chunks (decision 83); the server's build stays in one file.
        codeSplitting: isSsrBuild ? undefined : browserChunks,
      },
      treeshake: {
        // The contract's modules only declare schemas and constants: a page that reads one
        // constant must not pull in every schema and zod with them.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
        ],
      },
    },
  },
}));
