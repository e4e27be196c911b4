import { describe, expect, it } from 'vitest';
import {
  canReadDeclaration,
  dominantTerpene,
  pricePerUnitPence,
  ratioBand,
} from './products.policy';

describe('ratioBand', () => {
  it.each([
    [22, 1, 'high-thc'],
    [10, 5, 'high-thc'],
    [10, 6, 'balanced'],
    [10, 10, 'balanced'],
    [5, 10, 'high-cbd'],
    [0.5, 20, 'high-cbd'],
    [0, 0, 'balanced'],
  ] as const)('THC %d and CBD %d is %s', (thc, cbd, band) => {
    expect(ratioBand(thc, cbd)).toBe(band);
  });
});

describe('dominantTerpene', () => {
  it('is the largest share, or null without a profile', () => {
    expect(
      dominantTerpene([
        { name: 'Limonene', share: 20 },
        { name: 'Myrcene', share: 45 },
      ]),
    ).toBe('Myrcene');
    expect(dominantTerpene([])).toBeNull();
  });
});

describe('pricePerUnitPence', () => {
  it('divides and rounds to whole pence', () => {
    expect(pricePerUnitPence(15000, 10)).toBe(1500);
    expect(pricePerUnitPence(9999, 3)).toBe(3333);
  });
});

describe('canReadDeclaration', () => {
  it('lets the author and admins read it, nobody else', () => {
    expect(canReadDeclaration({ _id: 'a', isAdmin: false }, { userId: 'a' })).toBe(true);
    expect(canReadDeclaration({ _id: 'b', isAdmin: true }, { userId: 'a' })).toBe(true);
    expect(canReadDeclaration({ _id: 'b', isAdmin: false }, { userId: 'a' })).toBe(false);
  });
});
