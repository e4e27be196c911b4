import { describe, expect, it } from 'vitest';
import { htmlToText } from './paragraphs';

describe('a body as text', () => {
  it('turns paragraphs and blocks into blank lines and <br> into line breaks', () => {
    expect(
      htmlToText('<p>First line<br>second line</p><p>Next <strong>para</strong> &amp; more</p>'),
    ).toBe('First line\nsecond line\n\nNext para & more');
    expect(htmlToText('<h2>Title</h2><ul><li>one</li><li>two</li></ul>')).toBe(
      'Title\n\none\n\ntwo',
    );
  });

  it('reads the entities the server writes, named and numbered', () => {
    expect(htmlToText('<p>1 &lt; 2 &gt; 0, &quot;dose&quot; &#8217;n&#x2019; a&nbsp;b</p>')).toBe(
      '1 < 2 > 0, "dose" \u2019n\u2019 a\u00a0b',
    );
    // Unknown names stay as written, as a browser leaves them.
    expect(htmlToText('<p>&madeup; &amp;lt;</p>')).toBe('&madeup; &lt;');
  });

  it('drops tags whose attributes hold ">" and comments, and keeps a "<" that opens no tag', () => {
    expect(
      htmlToText('<p><a href="https://x.test/?a>b" title=\'c>d\'>link</a><!-- note --> a < b</p>'),
    ).toBe('link a < b');
    expect(
      htmlToText('<figure><img src="https://x.test/i.png" alt="x"></figure><p>after</p>'),
    ).toBe('after');
  });

  it('needs no DOM, so a page rendered on the server shows the same text', () => {
    const { DOMParser } = globalThis as { DOMParser?: unknown };
    try {
      delete (globalThis as { DOMParser?: unknown }).DOMParser;
      expect(htmlToText('<p>Hello&nbsp;<em>there</em></p>')).toBe('Hello\u00a0there');
    } finally {
      Object.assign(globalThis, { DOMParser });
    }
  });
});
