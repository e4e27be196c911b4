import { describe, expect, it } from 'vitest';
import { safeImageUrl, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('cleans a text it has seen before, and more texts than it remembers, the same way', () => {
    const dirty = (i: number) => `<p>${i}</p><script>alert(${i})</script>`;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 600; i++) expect(sanitizeRichText(dirty(i))).toBe(`<p>${i}</p>`);
    }
  });

  it('keeps the allowed structure', () => {
    const html =
      '<h2>Pharmacy First</h2><p>Seven <strong>clinical</strong> pathways.</p><ul><li>UTI</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src="https://x.test/a.png" onerror="alert(1)">', '<img src="https://x.test/a.png" />'],
    [
      '<a href="javascript:alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    ],
    [
      '<a href="JaVaScRiPt&#58;alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    ],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.test"></iframe><p>x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img />'],
    ['<style>p{}</style><p>x</p>', '<p>x</p>'],
    [
      '<form action="https://x.test"><button formaction="javascript:alert(1)">go</button></form>',
      'go',
    ],
  ])('removes script paths from %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('forces safe link attributes', () => {
    expect(sanitizeRichText('<a href="https://www.gphc.org.uk" target="_self">GPhC</a>')).toBe(
      '<a href="https://www.gphc.org.uk" target="_blank" rel="noopener noreferrer nofollow">GPhC</a>',
    );
  });

  it('is idempotent', () => {
    const once = sanitizeRichText(
      '<p onclick="x()">a<script>b</script><a href="https://a.test">c</a></p>',
    );
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('safeImageUrl', () => {
  it.each([
    ['https://cdn.test/a.jpg', 'https://cdn.test/a.jpg'],
    ['/images/news/a.svg', '/images/news/a.svg'],
    ['data:image/svg+xml;utf8,%3Csvg%3E', 'data:image/svg+xml;utf8,%3Csvg%3E'],
    ['/\\evil.host/x.png', null],
    ['/\t/evil.host/x.png', null],
    ['javascript:alert(1)', null],
    ['//evil.test/a.jpg', null],
    ['http://plain.test/a.jpg', null],
    ['data:text/html,<script>', null],
    ['', null],
  ])('%s -> %s', (input, expected) => {
    expect(safeImageUrl(input)).toBe(expected);
  });
});
