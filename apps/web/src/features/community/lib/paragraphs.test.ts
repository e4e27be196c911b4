import { describe, expect, it } from 'vitest';
import { htmlToText, textToHtml } from './paragraphs';

describe('composer text and HTML', () => {
  it('blank lines make paragraphs, line breaks stay, markup is escaped', () => {
    expect(textToHtml('First line\nsecond line\n\n\nNext <b>para</b> & more\r\n')).toBe(
      '<p>First line<br>second line</p><p>Next &lt;b&gt;para&lt;/b&gt; &amp; more</p>',
    );
    expect(textToHtml('   \n\n ')).toBe('');
  });

  it('turns a body back into the text that makes it', () => {
    const text = 'First line\nsecond line\n\nNext <b>para</b> & more';
    expect(htmlToText(textToHtml(text))).toBe(text);
    expect(htmlToText('<h2>Title</h2><ul><li>one</li><li>two</li></ul>')).toBe(
      'Title\n\none\n\ntwo',
    );
  });
});
