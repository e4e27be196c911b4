// React Router's production build for the browser's. Its package exports name only its
// development build, whatever the build (remix-run/react-router#12532, #14102): the same code
// with its development warnings on. The production build beside it is taken by path, for the
// browser's build only (the server's render imports the package as Node resolves it).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The production build's module of `react-router`, beside the development one Node resolves. */
export function reactRouterProductionModule(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = join(dirname(development), '..', 'production', 'index.mjs');
  if (!existsSync(production))
    throw new Error(`React Router has no production build at ${production}`);
  return production;
}

export function reactRouterProduction(): Plugin {
  const production = reactRouterProductionModule();
  // Both entry points, or the browser would get two copies of the router (and two contexts).
  const modules: Record<string, string> = {
    'react-router': production,
    'react-router/dom': join(dirname(production), 'dom-export.mjs'),
  };
  return {
    name: 'react-router-production',
    enforce: 'pre',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    resolveId: (source) => modules[source] ?? null,
  };
}
