import { describe, expect, it } from 'vitest';
import { TERPENE_PALETTE } from '@portal/contract';
import { formatPotency, formatPrice } from './format';
import { terpeneSlices } from './terpenes';

describe('product formatting', () => {
  it('shows pence as pounds with two decimals', () => {
    expect(formatPrice(5500)).toBe('£55.00');
    expect(formatPrice(1999)).toBe('£19.99');
    expect(formatPrice(123456)).toBe('£1,234.56');
  });

  it('shows potencies with their unit', () => {
    expect(formatPotency({ value: 22, unit: 'percent' })).toBe('22%');
    expect(formatPotency({ value: 10, unit: 'mg-per-ml' })).toBe('10 mg/ml');
    expect(formatPotency({ value: 2.5, unit: 'mg-per-unit' })).toBe('2.5 mg/unit');
  });

  it('colours terpenes with the 22-colour palette in order, cycling', () => {
    const terpenes = Array.from({ length: 24 }, (_, i) => ({ name: `T${i}`, share: 1 }));
    const colours = terpeneSlices(terpenes).map((s) => s.color);
    expect(colours.slice(0, 22)).toEqual([...TERPENE_PALETTE]);
    expect(colours[22]).toBe(TERPENE_PALETTE[0]);
  });
});
