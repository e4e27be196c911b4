import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';

/** True when `to` names the page already shown (same path and search). */
export function isSameRoute(to: string, current: { pathname: string; search: string }): boolean {
  const url = new URL(to, 'http://x');
  const path = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return path(url.pathname) === path(current.pathname) && url.search === current.search;
}

/**
 * `navigate` that silently ignores a navigation to the current route (SPEC §2). Returns whether
 * it navigated.
 */
export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions): boolean => {
      if (isSameRoute(to, location)) return false;
      void navigate(to, options);
      return true;
    },
    [navigate, location],
  );
}
