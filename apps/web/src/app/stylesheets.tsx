import { createContext, Fragment, useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

declare module 'react' {
  // HTML's `disabled` on a stylesheet link, which React renders but does not type.
  interface LinkHTMLAttributes<T> extends HTMLAttributes<T> {
    disabled?: boolean;
  }
}

/**
 * The text of one of the build's stylesheets, by its url, for the server's render to put in the
 * page; undefined where it is not at hand (the browser, `npm run dev`).
 */
export type StylesheetText = (href: string) => string | undefined;

/** In the browser: the stylesheets the server put in the page, which React adopts as they are. */
const inPage: StylesheetText = (href) =>
  typeof document !== 'undefined' &&
  document.querySelector(`style[data-href~="${CSS.escape(href)}"]`)
    ? ''
    : undefined;

export const StylesheetTextContext = createContext<StylesheetText>(inPage);

/**
 * The stylesheets of the matched routes (the build's manifest, as React Router's `<Links>` reads
 * it), as React's stylesheet resources (decision 67): in a page the server renders their text is
 * in `<style>` elements, so the first paint waits for no request; a route the browser opens
 * later brings `<link>`s, which React loads before it shows the route and never removes.
 * Beside each stylesheet in the page, a disabled `<link>` to it tells Vite's loader of lazy
 * chunks that it is there (decision 67).
 *
 * `UNSAFE_FrameworkContext` is React Router's own context of `<Links>`: the one public way to
 * the manifest from a component; `stylesheets.test.tsx` guards the seam.
 */
export function Stylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const textOf = useContext(StylesheetTextContext);
  const matches = useMatches();
  if (!framework) return null;
  const hrefs = new Set(matches.flatMap((match) => framework.manifest.routes[match.id]?.css ?? []));
  return [...hrefs].map((href) => {
    const text = textOf(href);
    return text === undefined ? (
      <link key={href} rel="stylesheet" href={href} precedence="app" />
    ) : (
      <Fragment key={href}>
        <style href={href} precedence="app">
          {text}
        </style>
        {/* What Vite's loader of lazy chunks looks for before it links a stylesheet a chunk
            needs: a disabled link, which the browser never fetches. Without it, a lazy chunk
            linked the page's first stylesheets again, after the later ones, and their rules
            won again (a layout shift on Home). */}
        <link rel="stylesheet" href={href.replace(/#$/, '')} disabled />
      </Fragment>
    );
  });
}
