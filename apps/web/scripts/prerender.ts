// Build step: the public pages that need no data are rendered to HTML at build time, so their
// first paint, before any script has run, is the page itself rather than the loading frame
// (issue 15, decision 46). Renders src/prerender.tsx in a server build of its own, writes each
// page into the built index.html's #root as prerendered/<name>.html (with brotli and gzip
// copies, as the compression plugin gives every other file), and lists them in
// prerendered.json, from which the server answers those paths.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { bootFiles, withBootFiles } from './start-after-paint.ts';

/** The file name of a page's HTML: `/` is `landing`, `/terms&conditions` `terms-conditions`. */
export function prerenderedName(path: string): string {
  return path === '/' ? 'landing' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
}

/** The part of Vite's build manifest read here. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The scripts and stylesheets lazily loaded modules need beyond those the page loads anyway
 * (`loaded`, URLs): the modules' chunks, the chunks they import, and their stylesheets, as URLs.
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
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return {
    scripts: [...scripts].filter((url) => !loaded.has(url)),
    styles: [...styles].filter((url) => !loaded.has(url)),
  };
}

/**
 * index.html with `markup` in place of #root's content (the loading frame; #root marked
 * `data-prerendered` until the app takes over, app/take-over.ts), every stylesheet
 * the page needs written into its head (so that it paints as it will look as soon as the HTML is
 * in, with no stylesheet to wait for), and the page's own scripts added to those the boot script
 * fetches. `css(url)` reads a built stylesheet.
 */
export function prerenderedHtml(
  indexHtml: string,
  markup: string,
  page: { scripts: string[]; styles: string[] },
  css: (url: string) => string,
): string {
  const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  if (!root.test(indexHtml)) throw new Error('index.html has no <div id="root"> before </body>');
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
  return withBootFiles(indexHtml, files)
    .replace(root, (_all, end: string) => `<div id="root" data-prerendered>${markup}</div>${end}`)
    .replace('</head>', `  ${styles}\n  </head>`);
}

/**
 * A server-build plugin that records each module of src/ as it is first evaluated (its path
 * relative to the project, as the client manifest names it), so that the prerendering knows
 * which lazily loaded page modules a path used.
 */
function recordEvaluatedModules(root: string): Plugin {
  return {
    name: 'portal-prerender-modules',
    transform(code, id) {
      const path = id.split('?')[0]!;
      if (!path.startsWith(root) || !/\.[jt]sx?$/.test(path)) return null;
      const key = JSON.stringify(relative(root, path));
      return { code: `(globalThis.${EVALUATED} ??= []).push(${key});\n${code}`, map: null };
    },
  };
}
const EVALUATED = '__portalPrerenderModules';

export function prerender(paths: readonly string[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The server build below loads this same config: it must not prerender in turn.
      if (config.build.ssr || process.env.PRERENDER === 'false') return;
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so that the server build's imports of packages resolve.
      const serverDir = join(config.root, '.prerender');
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
          plugins: [recordEvaluatedModules(join(config.root, 'src'))],
        });
        const entry = pathToFileURL(join(serverDir, 'prerender.js')).href;
        const { prerenderPage } = (await import(entry)) as {
          prerenderPage: (path: string) => Promise<string>;
        };
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as BuildManifest;
        const boot = bootFiles(indexHtml);
        const inIndex = new Set([boot.entry, ...boot.scripts, ...boot.styles]);
        const evaluated = ((globalThis as Record<string, unknown>)[EVALUATED] ??= []) as string[];
        mkdirSync(join(outDir, 'prerendered'), { recursive: true });
        const listed: Record<string, string> = {};
        for (const path of paths) {
          const file = `prerendered/${prerenderedName(path)}.html`;
          const before = evaluated.length;
          const markup = await prerenderPage(path);
          // The modules this page loaded that no page before it had (the page's chunk, mostly).
          const loaded = evaluated.slice(before).map((module) => `src/${module}`);
          const html = prerenderedHtml(
            indexHtml,
            markup,
            assetsOf(manifest, loaded, inIndex),
            (url) => readFileSync(join(outDir, url), 'utf8'),
          );
          writeFileSync(join(outDir, file), html);
          writeFileSync(join(outDir, `${file}.br`), brotliCompressSync(html));
          writeFileSync(join(outDir, `${file}.gz`), gzipSync(html, { level: 9 }));
          listed[path] = file;
        }
        writeFileSync(join(outDir, 'prerendered.json'), `${JSON.stringify(listed, null, 2)}\n`);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
