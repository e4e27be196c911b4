import { describe, expect, it } from 'vitest';
import { mobileLayout } from './layout-guess';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const request = (cookies: Record<string, string>, headers: Record<string, string>) => ({
  cookies,
  headers,
});

describe('mobileLayout', () => {
  it('follows the layout cookie whatever the browser says of itself', () => {
    expect(mobileLayout(request({ portal_layout: 'mobile' }, { 'user-agent': DESKTOP_UA }))).toBe(
      true,
    );
    expect(mobileLayout(request({ portal_layout: 'desktop' }, { 'user-agent': PHONE_UA }))).toBe(
      false,
    );
  });

  it('without the cookie, takes the mobile client hint', () => {
    expect(mobileLayout(request({}, { 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP_UA }))).toBe(
      true,
    );
    expect(mobileLayout(request({}, { 'sec-ch-ua-mobile': '?0', 'user-agent': PHONE_UA }))).toBe(
      false,
    );
  });

  it('without either, knows a phone by its user agent', () => {
    expect(mobileLayout(request({}, { 'user-agent': PHONE_UA }))).toBe(true);
    expect(mobileLayout(request({}, { 'user-agent': IPHONE_UA }))).toBe(true);
    expect(mobileLayout(request({}, { 'user-agent': DESKTOP_UA }))).toBe(false);
    expect(mobileLayout(request({}, {}))).toBe(false);
  });

  it('ignores a cookie it does not know', () => {
    expect(mobileLayout(request({ portal_layout: 'tablet' }, { 'user-agent': PHONE_UA }))).toBe(
      true,
    );
  });
});
