// Build step: the public pages that need no data are rendered to HTML at build time, so their
// first paint, before any script has run, is the page itself rather than the loading frame
// (issue 15, decision 46). Loads src/prerender.tsx in a server build of its own, writes each
// page into the built index.html's #root as prerendered/<name>.html (with brotli and gzip
// copies, as the compression plugin gives every other file), and lists them in
// prerendered.json, from which the server answers those paths. It also names, in index.html,
// the chunks of each page that needs a log-in, which public/boot.js asks for with the app's, and
// keeps the server build in dist-server/, with which the server renders signed-in pages
// (decision 49).
// PRERENDER=false skips this step (a quicker build, to compare bundles; the app still works).
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { bootFiles, withBootFiles } from './start-after-paint.ts';

/** The file name of a page's HTML: `/` is `landing`, `/terms&conditions` `terms-conditions`. */
export function prerenderedName(path: string): string {
  return path === '/' ? 'landing' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
}

/** Where the build keeps its server bundle: `dist-server` beside `dist` (the server's rule too). */
export function serverBundleDir(outDir: string): string {
  return join(dirname(outDir), 'dist-server');
}

/** The part of Vite's build manifest read here. */
export type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isDynamicEntry?: boolean }
>;

/**
 * The scripts and stylesheets lazily loaded modules need beyond those the page loads anyway
 * (`loaded`, URLs): the modules' chunks, the chunks they import, and their stylesheets, as URLs.
 * Each script comes after the scripts it imports, the order in which the app evaluates them one
 * a task (preloadChunks); stylesheets keep the order the chunks apply them in.
 */
export function assetsOf(
  manifest: BuildManifest,
  modules: readonly string[],
  loaded: ReadonlySet<string>,
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    scripts.add(`/${chunk.file}`);
  };
  for (const module of modules) visit(module);
  return {
    scripts: [...scripts].filter((url) => !loaded.has(url)),
    styles: [...styles].filter((url) => !loaded.has(url)),
  };
}

/**
 * index.html with `markup` in place of #root's content (the loading frame; #root marked
 * `data-prerendered` until the app takes over, app/take-over.ts), the page's own `<title>`
 * (escaped; the app sets the same one as it starts), every stylesheet
 * the page needs written into its head (so that it paints as it will look as soon as the HTML is
 * in, with no stylesheet to wait for), and the page's own scripts added to those the boot script
 * fetches. `css(url)` reads a built stylesheet.
 */
export function prerenderedHtml(
  indexHtml: string,
  markup: string,
  page: { scripts: string[]; styles: string[]; title: string },
  css: (url: string) => string,
): string {
  const root = /<div id="root">[\s\S]*<\/div>(\s*<script data-boot)/;
  if (!root.test(indexHtml)) throw new Error('index.html has no <div id="root"> before its boot');
  const titleTag = /<title>[^<]*<\/title>/;
  if (!titleTag.test(indexHtml)) throw new Error('index.html has no <title>');
  const boot = bootFiles(indexHtml);
  // Each stylesheet written in, beside a disabled link to its file: a disabled stylesheet is not
  // fetched, but it tells Vite's loader of lazy chunks that the file is there, so that it does
  // not fetch it again for a chunk that names it.
  const styles = [...boot.styles, ...page.styles]
    .map(
      (url) =>
        `<style data-href="${url}">${css(url).trim()}</style>\n    ` +
        `<link rel="stylesheet" crossorigin href="${url}" disabled>`,
    )
    .join('\n    ');
  const files = { ...boot, scripts: [...boot.scripts, ...page.scripts], styles: [] };
  const title = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    withBootFiles(indexHtml, files)
      .replace(titleTag, () => `<title>${title}</title>`)
      .replace(root, (_all, end: string) => `<div id="root" data-prerendered>${markup}</div>${end}`)
      // A function, so that `$` in a stylesheet is not read as a replacement pattern.
      .replace('</head>', () => `  ${styles}\n  </head>`)
  );
}

/**
 * The manifest key of the lazily loaded module exporting `exportName`, by the app's naming rule
 * (`HomePage` in `home-page.tsx`); a build error when none or several match.
 */
export function moduleOf(manifest: BuildManifest, exportName: string): string {
  const file = `/${exportName.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase())}.tsx`;
  const keys = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && k.endsWith(file));
  if (keys.length !== 1) {
    throw new Error(`${exportName} should be the export of one lazily loaded ${file.slice(1)}`);
  }
  return keys[0]!;
}

export function prerender(paths: readonly string[]): Plugin {
  let config: ResolvedConfig;
  let written = false;
  return {
    name: 'portal-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      // A build that fails, or skips this step, leaves no server bundle of an older build for
      // the server to render with.
      if (!config.build.ssr) {
        rmSync(serverBundleDir(resolve(config.root, config.build.outDir)), {
          recursive: true,
          force: true,
        });
      }
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // Vite calls this after a failed build too: there is nothing to prerender then. The server
      // build below loads this same config: it must not prerender in turn.
      if (!written || config.build.ssr || process.env.PRERENDER === 'false') return;
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so that the server build's imports of packages resolve; a folder of
      // its own, so that two builds at once do not remove each other's.
      const serverDir = mkdtempSync(join(config.root, '.prerender-'));
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/prerender.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            manifest: false,
            copyPublicDir: false,
          },
        });
        const entry = pathToFileURL(join(serverDir, 'prerender.js')).href;
        const app = (await import(entry)) as {
          prerenderPage: (path: string) => Promise<string>;
          pageTitleOf: (path: string) => string;
          chunkExports: (path: string, loggedIn: boolean) => string[];
          authenticatedPaths: () => string[];
        };
        const manifest = JSON.parse(
          readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as BuildManifest;
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        const boot = bootFiles(indexHtml);
        const inIndex = new Set([boot.entry, ...boot.scripts, ...boot.styles]);
        const chunksOf = (path: string, loggedIn: boolean) =>
          assetsOf(
            manifest,
            app.chunkExports(path, loggedIn).map((name) => moduleOf(manifest, name)),
            inIndex,
          );

        // index.html names each logged-in page's chunks, for the boot script to ask for early.
        const routes = Object.fromEntries(
          app.authenticatedPaths().map((path) => {
            const { scripts, styles } = chunksOf(path, true);
            return [path, [...scripts, ...styles]];
          }),
        );
        writeCompressed(join(outDir, 'index.html'), withBootFiles(indexHtml, { ...boot, routes }));

        mkdirSync(join(outDir, 'prerendered'), { recursive: true });
        const listed: Record<string, string> = {};
        for (const path of paths) {
          const file = `prerendered/${prerenderedName(path)}.html`;
          const html = prerenderedHtml(
            indexHtml,
            await app.prerenderPage(path),
            { ...chunksOf(path, false), title: app.pageTitleOf(path) },
            (url) => readFileSync(join(outDir, url), 'utf8'),
          );
          writeCompressed(join(outDir, file), html);
          listed[path] = file;
        }
        // Kept for the server, which renders signed-in pages with it (decision 49): beside the
        // build rather than in it, where it would be served as a file.
        const kept = serverBundleDir(outDir);
        rmSync(kept, { recursive: true, force: true });
        renameSync(serverDir, kept);
        writeFileSync(join(outDir, 'prerendered.json'), `${JSON.stringify(listed, null, 2)}\n`);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/** Writes `text` to `file` with brotli and gzip copies, as the compression plugin does. */
function writeCompressed(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}
