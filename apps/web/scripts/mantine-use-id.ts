// The build's own `useId` for Mantine (src/shared/ui/mantine-use-id.ts, decision 53): every
// import of @mantine/hooks' use-id module resolves to it. @mantine/hooks re-exports the hook from
// that module, and @mantine/core takes it from @mantine/hooks, so this one place covers both.
import type { Plugin } from 'vite';

/** Mantine's module, as its package index imports it. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

export function mantineUseId(replacement: string): Plugin {
  return {
    name: 'mantine-use-id',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('use-id.mjs')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && MANTINE_USE_ID.test(resolved.id) ? replacement : null;
    },
  };
}
