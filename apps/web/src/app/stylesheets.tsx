import { createContext, useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

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
      <style key={href} href={href} precedence="app">
        {text}
      </style>
    );
  });
}
