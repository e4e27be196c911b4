import type { FastifyRequest } from 'fastify';

/**
 * Whether a page should be rendered in the phone layout: what the browser's layout cookie says
 * (the web app keeps it true to the screen), or, before it has one (a first visit, cleared
 * cookies), what the browser says of itself: the `Sec-CH-UA-Mobile` client hint, else a phone's
 * user agent. A wrong guess costs a layout swap as the page starts; the cookie then corrects it.
 */
export function mobileLayout(request: Pick<FastifyRequest, 'cookies' | 'headers'>): boolean {
  const cookie = request.cookies.portal_layout;
  if (cookie === 'mobile' || cookie === 'desktop') return cookie === 'mobile';
  const hint = request.headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /\bMobi|\biPhone\b|\bAndroid\b.*\bMobile\b/i.test(request.headers['user-agent'] ?? '');
}
