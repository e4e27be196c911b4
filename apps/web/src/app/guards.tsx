import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteMeta } from '../shared/navigation/route-meta';
import { useSessionStore } from '../shared/session/session-store';

export type RouteAccess = 'auth' | 'guest' | 'open' | 'public';

/** The kind of route its flags make it (SPEC §2). */
export function accessOf(meta: Pick<RouteMeta, 'auth' | 'guest' | 'public'>): RouteAccess {
  if (meta.auth) return 'auth';
  if (meta.guest) return 'guest';
  if (meta.public) return 'public';
  return 'open';
}

/**
 * Where a route sends the user instead, or null to show it (SPEC §2): login-only routes send a
 * logged-out user to /login; guest routes and routes with neither flag send a logged-in user to
 * /home; public routes (403, not found) show to everyone.
 */
export function guardRedirect(access: RouteAccess, isLoggedIn: boolean): string | null {
  switch (access) {
    case 'auth':
      return isLoggedIn ? null : '/login';
    case 'guest':
    case 'open':
      return isLoggedIn ? '/home' : null;
    case 'public':
      return null;
  }
}

/**
 * Where an admin route sends a user who is not an admin (the 403 page; the server answers 403
 * to their calls as well), or null to show it.
 */
export function adminRedirect(
  meta: Pick<RouteMeta, 'admin'>,
  user: { isAdmin: boolean } | null | undefined,
): string | null {
  return meta.admin && !user?.isAdmin ? '/403' : null;
}

/** Renders its children when the session may see the route, else redirects. */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const isLoggedIn = useSessionStore((s) => s.isUserLoggedIn);
  const redirect = guardRedirect(access, isLoggedIn);
  if (redirect) return <Navigate to={redirect} replace />;
  return children;
}
