import { useEffect } from 'react';
import { SITE } from '../config/site';
import { routeMetaOf } from './route-meta';

/**
 * A page's document title, `Products · Pharma Portal`: what a tab, the history and a screen
 * reader's page announcement name. The site's name alone where a page has no title of its own.
 */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE.companyName}` : SITE.companyName;
}

/** The document title of a location from its router matches: its route's `title`. */
export function titleOfMatches(matches: readonly { route: { handle?: unknown } }[]): string {
  return pageTitle(routeMetaOf(matches.map((match) => match.route))?.title);
}

/**
 * Names the page after what it shows (an article's or a product's name) once that has loaded,
 * in place of its route's title, which the router sets at each navigation (app/router.tsx).
 */
export function useDocumentTitle(name: string | undefined): void {
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name]);
}
