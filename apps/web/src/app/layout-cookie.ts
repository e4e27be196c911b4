import { MOBILE_QUERY } from '../shared/navigation/use-is-mobile';

/** The cookie that tells the server which layout this browser shows (phone or desktop). */
export const LAYOUT_COOKIE = 'portal_layout';

/**
 * Keeps the layout cookie true to the screen, so that the server renders the next page in the
 * layout the browser will show (no layout swap as the page starts). Returns the function that
 * stops.
 */
export function keepLayoutCookie(): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  const write = () => {
    document.cookie = `${LAYOUT_COOKIE}=${query.matches ? 'mobile' : 'desktop'}; Path=/; Max-Age=31536000; SameSite=Lax`;
  };
  write();
  query.addEventListener('change', write);
  return () => query.removeEventListener('change', write);
}
