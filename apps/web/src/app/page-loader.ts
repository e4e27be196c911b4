import { redirect, type LoaderFunctionArgs } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { serverApiClient } from '../shared/api/client';
import { createQueryClient } from '../shared/api/query-client';
import { bindApiClient } from '../shared/api/query';
import { accessOf, adminRedirect, guardRedirect } from './guards';
import type { PageData } from './page-route';
import type { PageHandle } from './page-handle';
import { prefetchOf } from './page-prefetch';
import { profileQuery } from '#features/users/api/get-profile';

/** Fills a page's first queries on the server, with the keys its components ask for. */
export type Prefetch = (queries: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * A page's loader on the server: SPEC §2's guard on the session cookie (a redirect answered by
 * the server itself), then the answers of the page's first calls (`prefetch`, written in its
 * route module with the query options its components use), made as the visitor through the
 * server's own routes, for the render and for the browser's query cache (decision 62). Nothing
 * when there is no request to answer (prerendering a public page at build time). A page without
 * `prefetch` is rendered with its skeletons and asks in the browser.
 */
export async function pageLoader(
  args: LoaderFunctionArgs,
  route: PageHandle,
  ownPrefetch?: Prefetch,
): Promise<PageData | null> {
  const { session, apiFetch, mobile } = args.context;
  const to =
    guardRedirect(accessOf(route), Boolean(session)) ?? adminRedirect(route, session?.user);
  if (to) throw redirect(to);
  const prefetch = prefetchOf(route, ownPrefetch, mobile ?? false);
  if (!session || !apiFetch || !prefetch) return null;
  // The gate turns a visitor who has not self-certified away; their page is not rendered.
  if (route.selfCertified && !session.user.isSelfCertificated) return null;
  const queries = createQueryClient();
  bindApiClient(queries, serverApiClient(apiFetch, session.token));
  // The shell's own first call comes too: the header refreshes the user from it as it starts.
  await Promise.all([prefetch(queries, args), queries.prefetchQuery(profileQuery())]);
  return { queries: dehydrate(queries) };
}
