import { join } from 'node:path';
import type { Plugin } from 'vite';
import { readPageFiles, ROUTES_DIR } from '../src/app/page-files.ts';
import { menuEntriesOf } from '../src/app/page-handle.ts';

const ID = 'virtual:page-menu';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:page-menu`: the desktop and mobile menus of SPEC §2, made at build time from the
 * `menu` of every route module's handle (decision 138). The menu is in the shell's first chunk;
 * importing the route modules there would put every page's code in it too.
 */
export function pageMenu(): Plugin {
  return {
    name: 'page-menu',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const pages = readPageFiles();
      // A page's menu entry changes with its module (in development).
      for (const { file } of pages) this.addWatchFile(join(ROUTES_DIR, '..', file));
      const handles = pages.map((page) => page.handle);
      return [
        `export const desktop = ${JSON.stringify(menuEntriesOf(handles, 'desktop'))};`,
        `export const mobile = ${JSON.stringify(menuEntriesOf(handles, 'mobile'))};`,
      ].join('\n');
    },
  };
}
