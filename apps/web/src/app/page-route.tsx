import type { ReactNode } from 'react';
import { redirect, type MetaFunction } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { pageTitle } from '../shared/navigation/page-title';
import { routeMetaOf } from '../shared/navigation/route-meta';
import { useSessionStore } from '../shared/session/session-store';
import { accessOf, adminRedirect, guardRedirect, RouteGuard } from './guards';
import { ChatSidebar, hasChatSidebar } from './layouts/chat-sidebar';
import { SelfCertificationGate } from './layouts/self-certification-gate';
import type { PageHandle } from './page-handle';

/** The document title of every page: its route's title, `Products · Pharma Portal`. */
export const pageMeta: MetaFunction = ({ matches }) => [
  { title: pageTitle(routeMetaOf(matches.map((m) => ({ handle: m?.handle })))?.title) },
];

/**
 * A route's guard in the browser (SPEC §2), for navigations the app makes itself: the session
 * store says who is logged in, and whether they are an admin (the admin area). The page's server loader (page-loader.ts) applies the same rule
 * to the session cookie.
 */
export function guardedClientLoader(route: PageHandle) {
  return () => {
    const { isUserLoggedIn, user } = useSessionStore.getState();
    const to = guardRedirect(accessOf(route), isUserLoggedIn) ?? adminRedirect(route, user);
    if (to) throw redirect(to);
    return null;
  };
}

/** What a page's server loader hands its render: the answers of the page's first calls. */
export interface PageData {
  queries: DehydratedState;
}

/**
 * A page as its route shows it: the chat list beside it on desktop (community routes with a
 * sidebar), behind the self-certification gate (products), and the route's guard, which also
 * follows a session that ends while the page is open. The answers its loader fetched on the
 * server go into the query cache in the authenticated layout (PageAnswers), above the shell, so
 * neither the shell nor the page asks for them, and public pages load no query library.
 */
export function PageRoute({ route, children }: { route: PageHandle; children: ReactNode }) {
  let page = children;
  if (hasChatSidebar(route)) page = <ChatSidebar>{page}</ChatSidebar>;
  if (route.selfCertified) page = <SelfCertificationGate>{page}</SelfCertificationGate>;
  const access = accessOf(route);
  // The authenticated layout guards its pages as a whole.
  return access === 'auth' ? page : <RouteGuard access={access}>{page}</RouteGuard>;
}
