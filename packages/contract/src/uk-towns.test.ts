import { describe, expect, it } from 'vitest';
import { UK_TOWNS, UK_TOWNS_AS_LISTED, uniqueTowns } from './uk-towns';

describe('UK_TOWNS', () => {
  it('names each place once, whatever its case, though the lists name some twice', () => {
    const keys = UK_TOWNS.map((t) => t.toLocaleLowerCase('en-GB'));
    expect(new Set(keys).size).toBe(UK_TOWNS.length);
    expect(UK_TOWNS_AS_LISTED.length).toBeGreaterThan(UK_TOWNS.length);
    expect(UK_TOWNS.filter((t) => t === 'Newport')).toHaveLength(1);
  });

  it('is sorted and keeps every place of the lists', () => {
    expect([...UK_TOWNS].sort((a, b) => a.localeCompare(b, 'en-GB'))).toEqual(UK_TOWNS);
    for (const t of UK_TOWNS_AS_LISTED) expect(UK_TOWNS).toContain(t);
  });
});

describe('uniqueTowns', () => {
  it('drops repeats in another case or spacing and blanks', () => {
    expect(uniqueTowns(['York', 'york ', ' Bath', 'Milton  Keynes', 'Milton Keynes', ''])).toEqual([
      'Bath',
      'Milton Keynes',
      'York',
    ]);
  });
});
