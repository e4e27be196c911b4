import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { compression } from 'vite-plugin-compression2';
import pkg from './package.json' with { type: 'json' };
import { mantineUseId } from './scripts/mantine-use-id.ts';
import { reactRouterProduction } from './scripts/react-router-production.ts';

export default defineConfig({
  plugins: [
    // Mantine's ids are React's, the same on the server and in the browser, with no second
    // render to replace them (decision 62).
    mantineUseId(fileURLToPath(new URL('./src/shared/ui/mantine-use-id.ts', import.meta.url))),
    // React Router's framework mode: routes, server rendering, prerendering, hydration.
    reactRouter(),
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
        // React, React DOM and React Router in one chunk every page loads, rather than split
        // across the first pages' chunks by where the bundler met them first.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
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
