import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  reactRouterProduction,
  reactRouterProductionModule,
} from '../../scripts/react-router-production';

// Decision 53: the browser's build takes React Router's production build, which its package's
// exports do not name.

describe('React Router for the browser build', () => {
  it('is the production build, with the development warnings off', () => {
    const path = reactRouterProductionModule();
    expect(path).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    const chunks = [...readFileSync(path, 'utf8').matchAll(/from "(\.\/chunk-[\w-]+\.mjs)"/g)];
    const code = chunks.map(([, chunk]) => readFileSync(new URL(chunk!, `file://${path}`), 'utf8'));
    expect(code.join('\n')).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(code.join('\n')).not.toContain('var ENABLE_DEV_WARNINGS = true;');
  });

  it('takes the place of `react-router` only, and only in the browser build', () => {
    const plugin = reactRouterProduction();
    const resolveId = plugin.resolveId as (source: string) => string | null;
    expect(resolveId('react-router')).toBe(reactRouterProductionModule());
    expect(resolveId('react-router-dom')).toBeNull();
    const apply = plugin.apply as (config: object, env: object) => boolean;
    expect(apply({}, { command: 'build', isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: 'build', isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: 'serve' })).toBe(false);
  });
});
