import { describe, expect, it } from 'vitest';
import { formatPackSize } from './products';

describe('formatPackSize', () => {
  it('names the unit for one or several', () => {
    expect(formatPackSize(10, 'g')).toBe('10 g');
    expect(formatPackSize(1, 'cartridge')).toBe('1 cartridge');
    expect(formatPackSize(60, 'capsules')).toBe('60 capsules');
    expect(formatPackSize(2.5, 'ml')).toBe('2.5 ml');
  });
});
