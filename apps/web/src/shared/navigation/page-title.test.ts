import { describe, expect, it } from 'vitest';
import { pageTitle, titleOfMatches } from './page-title';

describe('page titles', () => {
  it("names a page, then the site; the site's name alone for none", () => {
    expect(pageTitle('Products')).toBe('Products · Pharma Portal');
    expect(pageTitle(undefined)).toBe('Pharma Portal');
  });

  it("takes the deepest matched route's title, past the layouts without one", () => {
    const matches = [
      { route: {} },
      { route: { handle: { title: 'Community', auth: true } } },
      { route: { handle: { title: 'Chat', auth: true } } },
      { route: { handle: 'not a route of the table' } },
    ];
    expect(titleOfMatches(matches)).toBe('Chat · Pharma Portal');
    expect(titleOfMatches([{ route: {} }])).toBe('Pharma Portal');
  });
});
