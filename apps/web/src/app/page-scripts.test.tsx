import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_WAIT_MS, PAGE_SCRIPTS_ID, splitScripts, START_AFTER_PAINT } from './page-scripts';

// The shape React Router's <Scripts> renders: its data script, preload links and its module
// script, in fragments.
const scripts = createElement(
  Fragment,
  null,
  createElement('script', { dangerouslySetInnerHTML: { __html: 'window.ctx=1' } }),
  createElement('link', { rel: 'modulepreload', href: '/assets/entry.js' }),
  createElement(
    Fragment,
    null,
    createElement('link', { rel: 'modulepreload', href: '/assets/app.js' }),
    createElement('script', {
      type: 'module',
      async: true,
      dangerouslySetInnerHTML: { __html: 'import("/assets/entry.js")' },
    }),
  ),
);

describe('splitScripts', () => {
  it('takes the preloads and the module script out, however deep, and leaves the rest', () => {
    const { modules, moduleScript, rest } = splitScripts(scripts);
    expect(modules).toEqual(['/assets/entry.js', '/assets/app.js']);
    expect(renderToStaticMarkup(moduleScript)).toBe(
      '<script type="module" async="">import("/assets/entry.js")</script>',
    );
    expect(renderToStaticMarkup(rest)).toBe('<script>window.ctx=1</script>');
  });

  it('has nothing to take from nothing (React Router renders no scripts once hydrated)', () => {
    expect(splitScripts(null)).toEqual({ modules: [], moduleScript: null, rest: [] });
  });
});

describe('START_AFTER_PAINT', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  /** A parsed page's template, its module script inert inside it. */
  function parsedPage() {
    document.body.innerHTML = `<main>The page</main><template id="${PAGE_SCRIPTS_ID}" data-modules="/a.js /b.js"><script type="module">import "/a.js"</script></template>`;
  }
  const started = () => ({
    preloads: [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) =>
      l.getAttribute('href'),
    ),
    script: document.body.querySelector(':scope > script[type=module]')?.textContent ?? null,
  });

  it('starts nothing until the first contentful paint is reported, then the modules and the script', () => {
    vi.useFakeTimers();
    let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    parsedPage();
    new Function(START_AFTER_PAINT)();
    vi.advanceTimersByTime(10);
    expect(started()).toEqual({ preloads: [], script: null });
    // The first paint (without content) is not enough.
    report!({ getEntriesByName: () => [] });
    vi.advanceTimersByTime(10);
    expect(started().script).toBeNull();
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    vi.advanceTimersByTime(1);
    expect(started()).toEqual({ preloads: ['/a.js', '/b.js'], script: 'import "/a.js"' });
    // Once only, whatever else is reported or runs out.
    vi.advanceTimersByTime(LONGEST_WAIT_MS);
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
  });

  it('starts after two animation frames where the browser reports no paints', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    parsedPage();
    new Function(START_AFTER_PAINT)();
    expect(started().script).toBeNull();
    vi.advanceTimersByTime(100);
    expect(started()).toEqual({ preloads: ['/a.js', '/b.js'], script: 'import "/a.js"' });
  });

  it('starts anyway when no paint is ever reported', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      },
    );
    parsedPage();
    new Function(START_AFTER_PAINT)();
    vi.advanceTimersByTime(LONGEST_WAIT_MS - 1);
    expect(started().script).toBeNull();
    vi.advanceTimersByTime(1);
    expect(started().script).toBe('import "/a.js"');
  });
});
