import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, ServerRouter, type EntryContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageScripts, PAGE_SCRIPTS_ID } from './page-scripts';

// The seam of decision 104 with React Router's own <Scripts>, rendered by its own ServerRouter
// from a framework-mode context as the server's render makes one: an upgrade that changes what
// <Scripts> renders (its preloads, its module script) fails here, not only in the e2e run.

function Root() {
  return createElement('main', null, 'The page', createElement(PageScripts));
}

async function renderPage(): Promise<string> {
  const routes = [{ id: 'root', path: '/', Component: Root }];
  const handled = await createStaticHandler(routes).query(new Request('http://portal.test/'));
  if (handled instanceof Response) throw new Error('the route answered with a response');
  const context = {
    manifest: {
      entry: { module: '/assets/entry.client.js', imports: ['/assets/chunk-react.js'] },
      routes: {
        root: {
          id: 'root',
          path: '/',
          module: '/assets/root.js',
          imports: ['/assets/chunk-root.js'],
          hasAction: false,
          hasLoader: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
        },
      },
      url: '/assets/manifest.js',
      version: 'test',
    },
    routeModules: { root: { default: Root } },
    staticHandlerContext: handled,
    serverHandoffString: '{}',
    future: {},
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
    criticalCss: undefined,
  } as unknown as EntryContext;
  // As on the server, where the template holds the module script (the browser's render has none).
  vi.stubGlobal('document', undefined);
  return renderToString(createElement(ServerRouter, { context, url: 'http://portal.test/' }));
}

describe('PageScripts with React Router’s <Scripts>', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('holds the module script in its template, the preloads on it, and the data script in place', async () => {
    const html = await renderPage();
    const template = new RegExp(
      `<template id="${PAGE_SCRIPTS_ID}" data-modules="([^"]*)">(<script[^>]*type="module"[^>]*>[\\s\\S]*?</script>)</template>`,
    ).exec(html);
    expect(template, html).not.toBeNull();
    const [, modules, moduleScript] = template!;
    expect(modules!.split(' ')).toEqual(
      expect.arrayContaining([
        '/assets/chunk-react.js',
        '/assets/root.js',
        '/assets/chunk-root.js',
      ]),
    );
    expect(moduleScript).toContain('import("/assets/entry.client.js")');
    // Nothing fetches a module before the start script runs: no preload and no module script
    // outside the template.
    const outside = html.replace(template![0], '');
    expect(outside).not.toMatch(/<link[^>]*modulepreload/);
    expect(outside).not.toMatch(/<script[^>]*type="module"/);
    // React Router's context script stays outside, where it runs as the page is parsed.
    expect(outside).toContain('window.__reactRouterContext = {}');
  });
});
