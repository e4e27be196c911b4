import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StylesheetText } from './stylesheets';

// The browser's build beside this file's bundle (build/server/index.js → build/client/); under
// `npm run dev` this file is a source file and there is no such folder: pages link their CSS.
const clientBuild = new URL('../client/', import.meta.url);
const texts = new Map<string, string | undefined>();

/** A stylesheet of the build by its url (`/assets/…css`), read once: built files never change. */
export const stylesheetText: StylesheetText = (href) => {
  if (!texts.has(href)) {
    let text: string | undefined;
    try {
      // Some urls end in '#' (Vite's mark of a stylesheet also imported as a module).
      const file = /^\/assets\/[\w.-]+\.css(?=#?$)/.exec(href)?.[0];
      text = file
        ? readFileSync(fileURLToPath(new URL(`.${file}`, clientBuild)), 'utf8')
        : undefined;
    } catch {
      text = undefined;
    }
    texts.set(href, text);
  }
  return texts.get(href);
};
