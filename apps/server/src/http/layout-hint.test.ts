import { describe, expect, it } from 'vitest';
import { rendersMobileLayout } from './layout-hint';

const request = (cookies: Record<string, string>, headers: Record<string, string>) => ({
  cookies,
  headers,
});
const PIXEL =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36';

describe('rendersMobileLayout', () => {
  it('follows the layout cookie the browser set from its screen, whatever the agent', () => {
    expect(
      rendersMobileLayout(request({ portal_layout: 'desktop' }, { 'user-agent': PIXEL })),
    ).toBe(false);
    expect(
      rendersMobileLayout(
        request({ portal_layout: 'mobile' }, { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?0' }),
      ),
    ).toBe(true);
  });

  it('without a cookie, takes the mobile client hint before the agent', () => {
    expect(
      rendersMobileLayout(request({}, { 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })),
    ).toBe(true);
    expect(
      rendersMobileLayout(request({}, { 'sec-ch-ua-mobile': '?0', 'user-agent': PIXEL })),
    ).toBe(false);
  });

  it('without a cookie or hint, knows a phone by its agent', () => {
    expect(rendersMobileLayout(request({}, { 'user-agent': PIXEL }))).toBe(true);
    expect(rendersMobileLayout(request({}, { 'user-agent': IPHONE }))).toBe(true);
    expect(rendersMobileLayout(request({}, { 'user-agent': DESKTOP }))).toBe(false);
    expect(rendersMobileLayout(request({ portal_layout: 'other' }, {}))).toBe(false);
  });
});
