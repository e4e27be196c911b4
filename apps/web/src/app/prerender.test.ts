import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import {
  assetsOf,
  moduleOf,
  prerenderedHtml,
  prerenderedName,
  type BuildManifest,
} from '../../scripts/prerender';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bootFiles,
  bootScriptOf,
  bootSource,
  builtChunks,
  firstChunks,
  startAfterPaint,
  withBootFiles,
} from '../../scripts/start-after-paint';
import {
  authenticatedPaths,
  chunkExports,
  pageTitleOf,
  postedForms,
  prerenderPage,
} from '../prerender';

/** A boot script's source, as the build writes it in. */
const BOOT = '(function(){var a=1})();';

// Vite's index.html as the build writes it, in short.
const viteIndex = `<!doctype html>
<html lang="en">
  <head>
    <title>Pharma Portal</title>
    <style>.boot{}</style>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/react-router-1.js">
    <link rel="modulepreload" crossorigin href="/assets/react-dom-client-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root">
      <main class="boot">Loading the portal…</main>
    </div>
  </body>
</html>`;

// The build's chunks of that page: the two libraries are big, react-router imports react-dom.
const CHUNKS = {
  '/assets/index-1.js': { bytes: 80_000, imports: ['/assets/react-router-1.js'] },
  '/assets/react-1.js': { bytes: 8_000, imports: [] },
  '/assets/react-router-1.js': {
    bytes: 90_000,
    imports: ['/assets/react-1.js', '/assets/react-dom-client-1.js'],
  },
  '/assets/react-dom-client-1.js': { bytes: 200_000, imports: ['/assets/react-1.js'] },
};

describe('the boot script tag (decision 46)', () => {
  it('replaces the entry script and the links of index.html, naming the same files', () => {
    const html = startAfterPaint(viteIndex, '2.1.1', BOOT, CHUNKS);
    expect(html).not.toMatch(/<script type="module"|<link rel="(modulepreload|stylesheet)"/);
    expect(bootFiles(html)).toEqual({
      entry: '/assets/index-1.js',
      // The big chunks, to evaluate first, each after those it imports (FIRST_CHUNK_MIN_BYTES).
      first: ['/assets/react-dom-client-1.js', '/assets/react-router-1.js'],
      scripts: ['/assets/react-1.js', '/assets/react-router-1.js', '/assets/react-dom-client-1.js'],
      styles: ['/assets/index-1.css'],
      routes: {},
      version: '2.1.1',
    });
    // Written in at the end of the body, where #root is there to read.
    expect(html).toContain(`data-version="2.1.1">${BOOT}</script>\n  </body>`);
    expect(bootScriptOf(html)).toBe(BOOT);
  });

  it('evaluates first the big scripts, each after what it imports, and never the small ones', () => {
    const chunks = {
      '/a.js': { bytes: 30_000, imports: ['/b.js', '/small.js'] },
      '/b.js': { bytes: 20_000, imports: ['/c.js'] },
      '/c.js': { bytes: 40_000, imports: [] },
      '/small.js': { bytes: 2_000, imports: [] },
    };
    expect(firstChunks(['/small.js', '/a.js', '/b.js', '/c.js'], chunks)).toEqual([
      '/c.js',
      '/b.js',
      '/a.js',
    ]);
    // Unknown to the build, or only imported: not evaluated apart.
    expect(firstChunks(['/other.js', '/b.js'], chunks)).toEqual(['/b.js']);
    // A big chunk imported through a small one still comes first.
    const through = {
      '/a.js': { bytes: 30_000, imports: ['/small.js'] },
      '/small.js': { bytes: 2_000, imports: ['/b.js'] },
      '/b.js': { bytes: 20_000, imports: [] },
    };
    expect(firstChunks(['/a.js', '/small.js', '/b.js'], through)).toEqual(['/b.js', '/a.js']);
  });

  it("reads the build's chunks from its bundle, and refuses to go on without one", () => {
    const chunk = (fileName: string, code: string, imports: string[]) =>
      ({ type: 'chunk', fileName, code, imports }) as unknown as OutputChunk;
    const bundle = {
      'assets/a.js': chunk('assets/a.js', 'x'.repeat(20), ['assets/b.js']),
      'assets/b.js': chunk('assets/b.js', 'y', []),
      'assets/a.css': { type: 'asset', fileName: 'assets/a.css' },
    } as unknown as OutputBundle;
    expect(builtChunks(bundle)).toEqual({
      '/assets/a.js': { bytes: 20, imports: ['/assets/b.js'] },
      '/assets/b.js': { bytes: 1, imports: [] },
    });
    expect(() => builtChunks(undefined)).toThrow(/without the build's bundle/);
  });

  it('writes the boot script in minified, with nothing in it that ends the element early', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boot-'));
    const file = join(dir, 'boot.js');
    writeFileSync(file, '// Starts the app.\n(function () {\n  var started = false;\n})();\n');
    expect(bootSource(file)).not.toMatch(/Starts the app|\n/);
    writeFileSync(file, 'document.write("</script>");');
    expect(bootSource(file)).not.toMatch(/<\/script/i);
    // And the real one minifies.
    expect(bootSource(join(__dirname, '../../boot.js')).length).toBeGreaterThan(1000);
  });

  it("names each logged-in page's chunks, and reads them back", () => {
    const files = bootFiles(startAfterPaint(viteIndex, '2.1.1', BOOT, CHUNKS));
    const routes = { '/home': ['/assets/home-page-1.js', '/assets/home-1.css'], '/newsfeed': [] };
    const html = withBootFiles(startAfterPaint(viteIndex, '2.1.1', BOOT, CHUNKS), {
      ...files,
      routes,
    });
    expect(html).toContain(
      'data-routes="/home /assets/home-page-1.js /assets/home-1.css;/newsfeed"',
    );
    expect(bootFiles(html).routes).toEqual(routes);
    expect(() => withBootFiles(html, { ...files, routes: { '/a b': [] } })).toThrow(
      /cannot name the path/,
    );
  });

  it('refuses an index.html without an entry script', () => {
    expect(() => startAfterPaint('<html><head></head></html>', '2.1.1', BOOT, CHUNKS)).toThrow(
      /entry module script/,
    );
  });
});

describe('prerendered pages', () => {
  const manifest: BuildManifest = {
    'index.html': {
      file: 'assets/index-1.js',
      imports: ['_react-1.js'],
      css: ['assets/index-1.css'],
    },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_form-1.js': {
      file: 'assets/form-1.js',
      imports: ['_react-1.js'],
      css: ['assets/form-1.css'],
    },
    'src/pages/login-page.tsx': {
      file: 'assets/login-page-1.js',
      imports: ['index.html', '_form-1.js'],
      css: ['assets/login-page-1.css'],
    },
  };

  it("finds a lazy page's module by its export's name", () => {
    const pages: BuildManifest = {
      ...manifest,
      'src/pages/login-page.tsx': {
        ...manifest['src/pages/login-page.tsx']!,
        isDynamicEntry: true,
      },
      'src/lib/login-page.tsx': { file: 'assets/x.js' },
    };
    expect(moduleOf(pages, 'LoginPage')).toBe('src/pages/login-page.tsx');
    expect(() => moduleOf(pages, 'HomePage')).toThrow(/one lazily loaded home-page.tsx/);
  });

  it('names files after their path', () => {
    expect(prerenderedName('/')).toBe('landing');
    expect(prerenderedName('/terms&conditions')).toBe('terms-conditions');
  });

  it("needs the page's chunks and stylesheets beyond those the page loads anyway", () => {
    const loaded = new Set(['/assets/index-1.js', '/assets/react-1.js', '/assets/index-1.css']);
    expect(assetsOf(manifest, ['src/pages/login-page.tsx', 'src/not-a-chunk.ts'], loaded)).toEqual({
      // Each script after those it imports.
      scripts: ['/assets/form-1.js', '/assets/login-page-1.js'],
      styles: ['/assets/login-page-1.css', '/assets/form-1.css'],
    });
  });

  it('writes the markup and every stylesheet in, and leaves the scripts to the boot script', () => {
    const html = prerenderedHtml(
      startAfterPaint(viteIndex, '2.1.1', BOOT, CHUNKS),
      '<p>Log in</p>',
      {
        scripts: ['/assets/login-page-1.js'],
        styles: ['/assets/login-page-1.css'],
        title: 'Terms & Conditions · Pharma Portal',
      },
      (url) => `/* ${url} */`,
    );
    expect(html).toContain('<div id="root" data-prerendered><p>Log in</p></div>');
    // The page's own title in the head, as the app sets it, not the site's name alone.
    expect(html).toContain('<title>Terms &amp; Conditions · Pharma Portal</title>');
    expect(html).not.toContain('<title>Pharma Portal</title>');
    expect(html).not.toContain('Loading the portal');
    for (const url of ['/assets/index-1.css', '/assets/login-page-1.css']) {
      expect(html).toContain(`<style data-href="${url}">/* ${url} */</style>`);
      // Not fetched, but seen by Vite's loader of lazy chunks.
      expect(html).toContain(`<link rel="stylesheet" crossorigin href="${url}" disabled>`);
    }
    expect(bootFiles(html)).toEqual({
      entry: '/assets/index-1.js',
      first: ['/assets/react-dom-client-1.js', '/assets/react-router-1.js'],
      scripts: [
        '/assets/react-1.js',
        '/assets/react-router-1.js',
        '/assets/react-dom-client-1.js',
        '/assets/login-page-1.js',
      ],
      styles: [],
      routes: {},
      version: '2.1.1',
    });
  });

  it('renders the log-in page and the landing page of the route table', async () => {
    const login = await prerenderPage('/login');
    expect(login).toContain('Pharma Portal');
    // Sent by POST if submitted before the app starts, never with the password in the address.
    expect(login).toMatch(/<form method="post"[^>]*aria-label="Login"/);
    expect(login).not.toMatch(/<form(?![^>]*method="post")/);
    expect(login).toMatch(/<label[^>]*>Email/);
    expect(login).toContain('type="password"');
    const landing = await prerenderPage('/');
    expect(landing).toContain('The professional community for UK pharmacy and clinical practice');
  });

  it("names each prerendered page's title from the route table", () => {
    expect(pageTitleOf('/login')).toBe('Login · Pharma Portal');
    expect(pageTitleOf('/terms&conditions')).toBe('Terms & Conditions · Pharma Portal');
    expect(pageTitleOf('/')).toBe('Welcome · Pharma Portal');
  });

  it('lists the chunks of a first render, by export, for a logged-in page and a guest page', () => {
    expect(chunkExports('/home', true)).toEqual(['AuthLayout', 'HomePage']);
    expect(chunkExports('/community/users', true)).toEqual(['AuthLayout', 'CommunitiesPage']);
    expect(chunkExports('/home', false)).toEqual([]);
    expect(chunkExports('/login', false)).toEqual(['LoginPage']);
    expect(authenticatedPaths()).toEqual(expect.arrayContaining(['/home', '/newsfeeds']));
    expect(authenticatedPaths().some((path) => path.includes(':'))).toBe(false);
  });
});

describe('forms of prerendered pages', () => {
  it('are sent by POST unless they say otherwise', () => {
    expect(postedForms('<form class="a"><form method="get"><formula>')).toBe(
      '<form method="post" class="a"><form method="get"><formula>',
    );
  });
});
