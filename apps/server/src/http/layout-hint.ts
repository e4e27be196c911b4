import type { FastifyRequest } from 'fastify';

/** A phone's browser, as its User-Agent names it when it sends no client hint. */
const PHONE_AGENT = /\b(iPhone|iPod|Mobile|Mobi|Windows Phone)\b/;

/**
 * Whether the server renders a page in the phone layout. The layout cookie (set by the browser
 * from its screen, `app/layout-cookie.ts`) decides; before the browser has set one (a first
 * visit), the request's own word: Chromium's `Sec-CH-UA-Mobile` hint, else the User-Agent. A
 * wrong guess is not an error, only a layout swap as the page starts: the whole page rendered
 * again at once, the longest task a phone runs on a first visit.
 */
export function rendersMobileLayout(request: Pick<FastifyRequest, 'cookies' | 'headers'>): boolean {
  const cookie = request.cookies.portal_layout;
  if (cookie === 'mobile' || cookie === 'desktop') return cookie === 'mobile';
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1' || hint === '?0') return hint === '?1';
  return PHONE_AGENT.test(request.headers['user-agent'] ?? '');
}
