// Build step: the built index.html asks for none of the app's files itself. The boot script
// (boot.js), written into the page after #root, asks for them once the first frame is painted
// (decision 46); the entry module, the scripts to fetch beside it, the stylesheets, and the
// chunks of each page that needs a log-in are named in its attributes. Written in rather than
// fetched: on a slow network a file of its own was one more round trip before anything started,
// and asking for it cost the task that commits the page (decision 52). The server allows it by
// its hash (Content-Security-Policy, http/security-headers.ts).
import { readFileSync } from 'node:fs';
import type { OutputBundle } from 'rolldown';
import { minifySync, type Plugin } from 'vite';

/**
 * The chunks of the largest libraries, each a named group of the build (vite.config.ts), so that
 * each is a file of its own to evaluate in a task of its own (FIRST_CHUNK_MIN_BYTES).
 */
export const FIRST_CHUNKS = [
  { name: 'react-dom-client', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
  { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
] as const;

/**
 * The entry's scripts at least this big are evaluated before it, each in a task of its own
 * (`data-first`): in the entry's one task they held a slow phone's main thread for a fifth of a
 * second (decision 51), and Mantine's core, left in it, a quarter of what remained (decision 53).
 * Smaller ones are not worth a task of their own.
 */
export const FIRST_CHUNK_MIN_BYTES = 16_000;

/** A chunk of the build, by the URL a page asks for it by. */
export interface BuiltChunk {
  bytes: number;
  /** The URLs of the chunks it imports. */
  imports: readonly string[];
}

/**
 * Of the entry's `scripts`, those to evaluate before it (FIRST_CHUNK_MIN_BYTES), each after
 * those of them it imports, directly or through smaller chunks, so that each task evaluates the
 * one.
 */
export function firstChunks(scripts: readonly string[], chunks: Record<string, BuiltChunk>) {
  const big = new Set(
    scripts.filter((href) => (chunks[href]?.bytes ?? 0) >= FIRST_CHUNK_MIN_BYTES),
  );
  const ordered: string[] = [];
  const seen = new Set<string>();
  const add = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const dep of chunks[href]?.imports ?? []) add(dep);
    if (big.has(href)) ordered.push(href);
  };
  for (const href of big) add(href);
  return ordered;
}

/** The build's chunks by URL (`/` + file name), from its bundle. */
export function builtChunks(bundle: OutputBundle | undefined): Record<string, BuiltChunk> {
  // Without it the page would evaluate everything in the entry's one task, and nothing tell.
  if (!bundle) throw new Error("index.html is transformed without the build's bundle");
  return Object.fromEntries(
    Object.values(bundle)
      .filter((item) => item.type === 'chunk')
      .map((chunk) => [
        `/${chunk.fileName}`,
        { bytes: chunk.code.length, imports: chunk.imports.map((file) => `/${file}`) },
      ]),
  );
}

/** The files the boot script loads, as in its attributes. */
export interface BootFiles {
  entry: string;
  /** Of `scripts`, those evaluated one a task before the entry (FIRST_CHUNKS). */
  first: string[];
  scripts: string[];
  styles: string[];
  /** Per path, the chunks (scripts and stylesheets) its first render needs beyond the above. */
  routes: Record<string, string[]>;
  /** The app's version, which the boot script's call for a rendered page sends (decision 49). */
  version: string;
}

/** The boot script in a page: its attributes, then its source. */
const BOOT = /<script data-boot([^>]*)>([\s\S]*?)<\/script>/;

const words = (s: string | undefined) => (s ?? '').split(' ').filter(Boolean);

/** The boot script at `path`, minified, to write into a page. */
export function bootSource(path: string): string {
  const source = minifySync(path, readFileSync(path, 'utf8')).code.trim();
  if (/<\/script|<!--/i.test(source)) throw new Error(`${path} cannot be written into a page`);
  return source;
}

/** The boot script's element for `files`, running `source`. */
export function bootTag(
  { entry, first, scripts, styles, routes, version }: BootFiles,
  source: string,
): string {
  const paths = Object.entries(routes).map(([path, files]) => {
    if (/[\s;"&<>]/.test(path)) throw new Error(`the boot script cannot name the path ${path}`);
    return [path, ...files].join(' ');
  });
  return (
    `<script data-boot data-entry="${entry}" data-first="${first.join(' ')}" ` +
    `data-scripts="${scripts.join(' ')}" ` +
    `data-styles="${styles.join(' ')}" data-routes="${paths.join(';')}" ` +
    `data-version="${version}">${source}</script>`
  );
}

/** The boot script's source in `html`, as written in (the server allows it by its hash). */
export function bootScriptOf(html: string): string {
  const source = BOOT.exec(html)?.[2];
  if (source === undefined) throw new Error('the page has no boot script');
  return source;
}

/** The files named by the boot script's element in `html`. */
export function bootFiles(html: string): BootFiles {
  const tag = BOOT.exec(html)?.[1];
  if (tag === undefined) throw new Error('the page has no boot script');
  const attrs = Object.fromEntries(
    [...tag.matchAll(/\s(data-[\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
  );
  const routes = Object.fromEntries(
    (attrs['data-routes'] ?? '')
      .split(';')
      .map(words)
      .filter((entry) => entry.length > 0)
      .map(([path, ...files]) => [path!, files]),
  );
  return {
    entry: attrs['data-entry'] ?? '',
    first: words(attrs['data-first']),
    scripts: words(attrs['data-scripts']),
    styles: words(attrs['data-styles']),
    routes,
    version: attrs['data-version'] ?? '',
  };
}

/** `html` with the boot script naming `files`. */
export function withBootFiles(html: string, files: BootFiles): string {
  // A function, so that `$` in the script is not read as a replacement pattern.
  return html.replace(BOOT, () => bootTag(files, bootScriptOf(html)));
}

/**
 * Vite's index.html with its entry module script, modulepreload and stylesheet links replaced by
 * the boot script naming the same files, running `source`, at the end of the body (it reads
 * #root as it runs); `chunks`, the build's, tell which scripts to evaluate first.
 */
export function startAfterPaint(
  html: string,
  version: string,
  source: string,
  chunks: Record<string, BuiltChunk>,
): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const src = entry.exec(html)?.[1];
  if (!src) throw new Error('index.html has no entry module script');
  const scripts: string[] = [];
  const styles: string[] = [];
  const withoutLinks = html
    .replace(entry, '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_l, href: string) => {
      scripts.push(href);
      return '';
    })
    .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g, (_l, href: string) => {
      styles.push(href);
      return '';
    });
  const first = firstChunks(scripts, chunks);
  if (!withoutLinks.includes('</body>')) throw new Error('index.html has no </body>');
  const tag = bootTag({ entry: src, first, scripts, styles, routes: {}, version }, source);
  return withoutLinks.replace('</body>', () => `  ${tag}\n  </body>`);
}

/** The build step; `bootPath` is the boot script's source file. */
export function startAppAfterPaint(version: string, bootPath: string): Plugin {
  return {
    name: 'portal-start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        startAfterPaint(html, version, bootSource(bootPath), builtChunks(ctx.bundle)),
    },
  };
}
