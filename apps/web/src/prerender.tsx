// The server-side entry of the web app (scripts/prerender.ts builds it): renders a public page of
// the route table to HTML at build time, as a logged-out visitor, so that its first paint is the
// page itself rather than a loading frame (issue 15); and, kept in dist-server/, a signed-in page
// with its data when the server is asked for one (renderSignedInPage, decision 49).
import { matchRoutes } from 'react-router';
import { pathsOf } from './app/route-table';
import { buildRoutes, chunksOf, preloadChunks } from './app/routes';
import { signedInRoutes } from './app/signed-in-render';
import { titleOfMatches } from './shared/navigation/page-title';
import { routeAt, staticRenderer } from './app/static-render';

/** The markup of `#root` for `path`, with the route's chunks loaded first. */
export async function prerenderPage(path: string): Promise<string> {
  const { handler, context } = await routeAt(path);
  if (context instanceof Response) throw new Error(`${path} answers a redirect`);
  if (context.errors) throw new Error(`${path} fails: ${JSON.stringify(context.errors)}`);
  await preloadChunks(context.matches, false);
  return postedForms(staticRenderer(handler, context)());
}

/**
 * The markup with every form sent by POST: a form submitted before the app has started is sent
 * by the browser itself, by GET unless told otherwise, which would put a password in the
 * address (and the server's log). The server answers such a POST by sending the page again.
 * The app's own forms handle submit themselves, so the attribute changes nothing for them.
 */
export function postedForms(markup: string): string {
  return markup.replace(/<form\b(?![^>]*\smethod=)/g, '<form method="post"');
}

/** The document title of `path`'s page, as the app sets it there (`Login · Pharma Portal`). */
export function pageTitleOf(path: string): string {
  return titleOfMatches(matchRoutes(buildRoutes(), path) ?? []);
}

/** The paths without parameters of the routes that need a log-in. */
export function authenticatedPaths(): string[] {
  return signedInRoutes()
    .flatMap(pathsOf)
    .filter((path) => !path.includes(':'));
}

/**
 * The exports of the lazy chunks the first render of `path` loads (the layout's and the page's),
 * each named like its module (`HomePage` in `home-page.tsx`), so that the build can name their
 * files: in a prerendered page, and in index.html for public/boot.js to ask for as soon as the
 * page has painted (decision 46).
 */
export function chunkExports(path: string, loggedIn: boolean): string[] {
  return chunksOf(matchRoutes(buildRoutes(), path) ?? [], loggedIn).map((c) => c.exportName);
}

export { renderSignedInPage, warmUp } from './app/signed-in-render';
