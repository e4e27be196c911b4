import { describe, expect, it } from 'vitest';
import {
  APP_VERSION,
  APPOINTMENT_STATUSES,
  BREAKPOINTS,
  ERROR_MESSAGES,
  HOUR_OPTIONS,
  MOBILE_MAX_WIDTH,
  PAGE_SIZES,
  SLOT_PRESETS,
  TERPENE_PALETTE,
  TEXT_CLAMPS,
  WEEKDAYS,
} from './constants';
import pkg from '../package.json';

describe('constants', () => {
  it('app version matches the package version', () => {
    expect(APP_VERSION).toBe('2.1.1');
    expect(pkg.version).toBe(APP_VERSION);
  });

  it('has the SPEC page sizes', () => {
    expect(PAGE_SIZES).toEqual({
      favourites: 5,
      communityChats: 50,
      communityChatsRendered: 20,
      directMessages: 100,
      starred: 50,
      bookmarks: 2,
    });
  });

  it('lists the weekdays Monday to Sunday', () => {
    expect(WEEKDAYS).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('has 24 hour options labelled hh: mm a', () => {
    expect(HOUR_OPTIONS).toHaveLength(24);
    expect(HOUR_OPTIONS.map((o) => o.value)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    const label = (v: number) => HOUR_OPTIONS.find((o) => o.value === v)?.text;
    expect(label(0)).toBe('12: 00 am');
    expect(label(9)).toBe('09: 00 am');
    expect(label(11)).toBe('11: 00 am');
    expect(label(12)).toBe('12: 00 pm');
    expect(label(13)).toBe('01: 00 pm');
    expect(label(23)).toBe('11: 00 pm');
    for (const o of HOUR_OPTIONS) expect(o.text).toMatch(/^(0\d|1[0-2]): 00 (am|pm)$/);
  });

  it('has six slot presets', () => {
    expect(SLOT_PRESETS).toHaveLength(6);
    expect(SLOT_PRESETS.map((p) => p.name)).toEqual([
      'Monday - Friday (9:00 - 17:00)',
      'Monday - Friday (9:00 - 18:00)',
      'Monday - Saturday (9:00 - 17:00)',
      'Monday - Saturday (9:00 - 18:00)',
      'Monday - Sunday (9:00 - 17:00)',
      'Monday - Sunday (9:00 - 18:00)',
    ]);
    expect(SLOT_PRESETS[0]?.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(SLOT_PRESETS[3]?.days).toHaveLength(6);
    expect(SLOT_PRESETS[5]?.days).toEqual(WEEKDAYS);
    expect(SLOT_PRESETS[1]?.slot).toEqual({ starttime: '9:00', endtime: '18:00' });
  });

  it('has the nine appointment statuses word for word', () => {
    expect(APPOINTMENT_STATUSES).toHaveLength(9);
    expect(APPOINTMENT_STATUSES).toContain('Pending Approval');
    expect(APPOINTMENT_STATUSES).toContain('Rescheduled Approved');
    expect(APPOINTMENT_STATUSES).toContain('Rejected by System');
    expect(new Set(APPOINTMENT_STATUSES).size).toBe(9);
  });

  it('has 22 distinct terpene colours', () => {
    expect(TERPENE_PALETTE).toHaveLength(22);
    expect(new Set(TERPENE_PALETTE.map((c) => c.toUpperCase())).size).toBe(22);
    for (const c of TERPENE_PALETTE) expect(c).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('uses 767px as the mobile breakpoint', () => {
    expect(MOBILE_MAX_WIDTH).toBe(767);
    expect(Object.values(BREAKPOINTS)).toEqual([1949, 1699, 1399, 1199, 991, 767, 479]);
  });

  it('has the SPEC text clamps', () => {
    expect(TEXT_CLAMPS.productTitle).toBe(2);
    expect(TEXT_CLAMPS.testimonialSummary).toBe(5);
    expect(TEXT_CLAMPS.chatItem).toBe(1);
  });

  it('has the SPEC error strings word for word', () => {
    expect(ERROR_MESSAGES).toEqual({
      server: 'Server Error! Oops, Something went wrong.',
      sessionExpired: 'Sorry, Your session has expired. Please log in again.',
      generic: 'Something went wrong! try again.',
      appVersion: 'APP version mismatch',
      updateDialog: 'We have updated the website. Reload is required to apply new changes.',
    });
  });
});
