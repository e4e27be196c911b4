import { describe, expect, it } from 'vitest';
import { containsPattern } from './like';

describe('containsPattern', () => {
  it('wraps the term and escapes wildcards', () => {
    expect(containsPattern('pain')).toBe('%pain%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
