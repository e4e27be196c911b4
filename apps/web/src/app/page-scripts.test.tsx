import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lowPriority } from './page-scripts';

describe('lowPriority', () => {
  it('asks for every module preload at low priority, however deep, and leaves the rest', () => {
    // The shape React Router's <Scripts> renders: preload links, then inline scripts, in fragments.
    const scripts = createElement(
      Fragment,
      null,
      createElement('link', { rel: 'modulepreload', href: '/assets/entry.js' }),
      createElement(
        Fragment,
        null,
        createElement('link', { rel: 'modulepreload', href: '/assets/app.js' }),
        createElement('script', { dangerouslySetInnerHTML: { __html: 'window.x=1' } }),
      ),
      createElement('link', { rel: 'icon', href: '/favicon.png' }),
    );
    const html = renderToStaticMarkup(lowPriority(scripts));
    expect(html.match(/<link rel="modulepreload"[^>]*fetchPriority="low"/g)).toHaveLength(2);
    expect(html).toContain('<script>window.x=1</script>');
    expect(html).not.toMatch(/rel="icon"[^>]*fetchPriority/);
  });

  it('leaves what is not an element as it is', () => {
    expect(lowPriority(null)).toBeNull();
    expect(lowPriority('text')).toBe('text');
  });
});
