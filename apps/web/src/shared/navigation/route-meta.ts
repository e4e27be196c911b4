import { useMatches } from 'react-router';
import type { ModuleSlug } from '@portal/contract';

/** Which parts of a page a route turns on (SPEC §2: toggled by route flags). */
export interface RouteSections {
  sidebar?: boolean;
  tab?: boolean;
  detail?: boolean;
}

/** The flags every route of the table carries; kept on the router match as its `handle`. */
export interface RouteMeta {
  title: string;
  /** Login required; a logged-out user goes to /login. */
  auth?: boolean;
  /** Logged out only; a logged-in user goes to /home. */
  guest?: boolean;
  /** Open to everyone, logged in or not (the 403 and not-found pages). */
  public?: boolean;
  /** The module a route belongs to: drives the active menu entry. */
  module?: ModuleSlug;
  /** The breadcrumb in the headers; empty means none. */
  breadcrumb?: string;
  sections?: RouteSections;
  /** Products: the user must be self-certified, else the self-certification dialog opens. */
  selfCertified?: boolean;
  /** The admin area: only a user whose session says `isAdmin`; anyone else goes to /403. */
  admin?: boolean;
}

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The flags of the deepest of `matches` that has them (a router's matches, outermost first). */
export function routeMetaOf(matches: readonly { handle?: unknown }[]): RouteMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}

/** The flags of the deepest matched route of the table. */
export function useRouteMeta(): RouteMeta | undefined {
  return routeMetaOf(useMatches());
}
