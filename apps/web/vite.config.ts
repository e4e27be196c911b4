import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import pkg from './package.json' with { type: 'json' };
import { mantineUseId } from './scripts/mantine-use-id.ts';
import { prerender } from './scripts/prerender.ts';
import { reactRouterProduction } from './scripts/react-router-production.ts';
import { isPlanningBuild, routeChunks } from './scripts/route-chunks.ts';
import { FIRST_CHUNKS, startAppAfterPaint } from './scripts/start-after-paint.ts';

const api = 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    // Mantine's ids are React's, with no second render to replace them (decision 53).
    mantineUseId(fileURLToPath(new URL('./src/shared/ui/mantine-use-id.ts', import.meta.url))),
    react(),
    // React Router's production build, which its package does not name (decision 53).
    reactRouterProduction(),
    // The first build of routeChunks only tells which modules make which chunks.
    ...(isPlanningBuild()
      ? []
      : [
          // A brotli and a gzip copy beside every text file of the build: the server sends the
          // one the browser accepts as it is (http/web-app.ts), so nothing is compressed per
          // request.
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            include: /\.(html|css|js|mjs|json|svg|txt|webmanifest)$/,
            threshold: 512,
            logLevel: 'silent',
          }),
          // A logged-in page's first render in a few chunks, not dozens (decision 47).
          routeChunks({
            publicGroups: [
              // A page's first render, then what it loads after (decision 40: the log-in
              // page's submit chunk), so neither waits for the other's modules.
              { name: 'common', roots: ['src/features/auth/pages/login-page.tsx'] },
              { name: 'login-submit', roots: ['src/features/auth/api/login-submit.ts'] },
              { name: 'landing', roots: ['src/features/auth/pages/landing-page.tsx'] },
              {
                name: 'landing-forms',
                roots: [
                  'src/features/auth/components/signup-account-form.tsx',
                  'src/features/auth/components/quote-form.tsx',
                ],
              },
              {
                name: 'public',
                roots: [
                  'src/features/auth/pages/signup-page.tsx',
                  'src/features/auth/pages/forgot-password-page.tsx',
                  'src/features/auth/pages/change-password-page.tsx',
                  'src/features/auth/pages/privacy-policy-page.tsx',
                  'src/features/auth/pages/terms-page.tsx',
                ],
              },
            ],
            groups: [
              { name: 'shell', roots: ['src/app/layouts/auth-layout.tsx'] },
              { name: 'home', roots: ['src/features/home/pages/home-page.tsx'] },
            ],
          }),
          // The first paint comes before the app's modules are evaluated (decision 46).
          startAppAfterPaint(pkg.version, fileURLToPath(new URL('./boot.js', import.meta.url))),
          // The public pages that need no data are painted from HTML before the scripts run
          // (decision 46); the server answers these paths with them.
          // Not /signup: a sign-up in progress (kept in the browser) opens on a later step.
          prerender(['/', '/login', '/forgot-password', '/privacy-policy', '/terms&conditions']),
        ]),
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
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/socketapi': { target: api, ws: true },
      '/healthz': api,
      '/readyz': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/ reads the manifest to add up the chunks each route needs.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The largest libraries each in a chunk that boot.js evaluates in a task of its own
          // before the entry (data-first): together with the app's modules they were one task
          // of a fifth of a second on a slow phone.
          groups: [
            ...FIRST_CHUNKS.map(({ name, test }) => ({ name, test, priority: 10 })),
            // Zod (with its browser settings) apart from the API client it shared a chunk with:
            // a signed-in page evaluates them in two tasks, not one (preloadChunks).
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]shared[\\/]config[\\/]zod-jitless\.ts$/,
              priority: 10,
            },
          ],
        },
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
});
