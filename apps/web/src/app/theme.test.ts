import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY, theme } from './theme';

describe('the font', () => {
  it("is the platform's own first, in the theme and in the HTML's boot frame alike", () => {
    expect(FONT_FAMILY.startsWith('system-ui,')).toBe(true);
    expect(theme.fontFamily).toBe(FONT_FAMILY);
    expect(theme.headings?.fontFamily).toBe(FONT_FAMILY);
    const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
    const declared = /font-family:([^;]+);/.exec(html)?.[1];
    const words = (s: string) => s.replace(/\s+/g, ' ').trim();
    expect(words(declared ?? '')).toBe(words(FONT_FAMILY));
  });
});
