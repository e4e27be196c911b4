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
});
