import { describe, expect, it } from 'vitest';
import {
  activeMobileEntry,
  DESKTOP_MENU,
  MOBILE_MENU,
  phoneHomeEntries,
  visibleMenuItems,
} from './menu-items';

const names = (modules: string[] | undefined) =>
  visibleMenuItems(DESKTOP_MENU, modules).map((i) => i.name);

describe('desktop menu', () => {
  it('has the order, slugs and paths of SPEC §2', () => {
    expect(DESKTOP_MENU.map((i) => [i.name, i.slug, i.path])).toEqual([
      ['Home', 'home', '/home'],
      ['Education', 'education', '/education'],
      ['Media', 'media', '/newsfeed'],
      ['Products', 'product', '/products'],
      ['Community', 'forum', '/communities'],
      ['Bookings', 'bookingList', '/appointment/list'],
    ]);
    expect(new Set(DESKTOP_MENU.map((i) => i.id)).size).toBe(DESKTOP_MENU.length);
  });

  it('shows every entry for a user with every module', () => {
    expect(names(['home', 'education', 'media', 'product', 'forum', 'bookingList'])).toEqual([
      'Home',
      'Education',
      'Media',
      'Products',
      'Community',
      'Bookings',
    ]);
  });

  it('filters by the user modules, keeping the order', () => {
    expect(names(['forum', 'media', 'home', 'education'])).toEqual([
      'Home',
      'Education',
      'Media',
      'Community',
    ]);
    expect(names(['bookingList'])).toEqual(['Home', 'Bookings']);
  });

  it('always shows Home, even with no modules', () => {
    expect(names([])).toEqual(['Home']);
    expect(names(undefined)).toEqual(['Home']);
  });
});

describe('mobile bottom menu', () => {
  it('is Media, Products, Community, Education, More; More goes to /home', () => {
    expect(MOBILE_MENU.map((i) => i.name)).toEqual([
      'Media',
      'Products',
      'Community',
      'Education',
      'More',
    ]);
    expect(MOBILE_MENU.at(-1)?.path).toBe('/home');
  });

  it('follows the route module, More by default', () => {
    expect(activeMobileEntry('media')).toBe('media');
    expect(activeMobileEntry('product')).toBe('products');
    expect(activeMobileEntry('forum')).toBe('community');
    expect(activeMobileEntry('education')).toBe('education');
    expect(activeMobileEntry('home')).toBe('more');
    expect(activeMobileEntry('bookingList')).toBe('more');
    expect(activeMobileEntry(undefined)).toBe('more');
  });
});

describe('phone Home entries', () => {
  const all = ['home', 'education', 'media', 'product', 'forum', 'bookingList'];

  it('lists every module the bottom bar lacks, as far as the user may open it', () => {
    expect(phoneHomeEntries(all).map((i) => [i.name, i.path])).toEqual([
      ['Bookings', '/appointment/list'],
    ]);
    expect(phoneHomeEntries(['home', 'media', 'forum'])).toEqual([]);
    expect(phoneHomeEntries(undefined)).toEqual([]);
  });

  it('leaves out nothing the desktop menu has: each entry is on the bar or on Home', () => {
    const reached = new Set([
      ...MOBILE_MENU.map((i) => i.slug),
      ...phoneHomeEntries(all).map((i) => i.slug),
    ]);
    expect(DESKTOP_MENU.filter((i) => !reached.has(i.slug))).toEqual([]);
  });
});
