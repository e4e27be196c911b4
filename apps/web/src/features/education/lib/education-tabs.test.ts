import { describe, expect, it } from 'vitest';
import { sectionHref, sectionOfPath } from './education-tabs';

const sections = [
  { key: 'forums', path: '/education/forums' },
  { key: 'FAQ', path: '/education/FAQ' },
];

describe('sectionOfPath', () => {
  it('opens the section whose alias the path is', () => {
    expect(sectionOfPath(sections, '/education/FAQ')?.key).toBe('FAQ');
    expect(sectionOfPath(sections, '/education/FAQ/')?.key).toBe('FAQ');
  });
  it('opens the first section for /education and unknown aliases', () => {
    expect(sectionOfPath(sections, '/education')?.key).toBe('forums');
    expect(sectionOfPath(sections, '/education/webinars')?.key).toBe('forums');
  });
});

describe('sectionHref', () => {
  it('carries a search, and leaves an empty one out', () => {
    expect(sectionHref('/education/FAQ', ' dose ')).toBe('/education/FAQ?search=dose');
    expect(sectionHref('/education/FAQ', '')).toBe('/education/FAQ');
    expect(sectionHref('/education/FAQ', 'a&b')).toBe('/education/FAQ?search=a%26b');
  });
});
