import { describe, expect, it } from 'vitest';
import { rewriteArticleLinks } from './external-links';

const anchor = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = rewriteArticleLinks(html);
  const a = div.querySelector('a');
  if (!a) throw new Error('no link');
  return a;
};

describe('rewriteArticleLinks', () => {
  it('makes a link without http(s) protocol-relative and external', () => {
    const a = anchor('<p>See <a href="www.nhs.uk/pharmacy">NHS</a>.</p>');
    expect(a.getAttribute('href')).toBe('//www.nhs.uk/pharmacy');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps http and https addresses and opens them in a new tab', () => {
    expect(anchor('<a href="https://www.nice.org.uk">NICE</a>').getAttribute('href')).toBe(
      'https://www.nice.org.uk',
    );
    const a = anchor('<a href="http://example.org/x" target="_self">x</a>');
    expect(a.getAttribute('href')).toBe('http://example.org/x');
    expect(a.getAttribute('target')).toBe('_blank');
  });

  it('leaves mail and in-page links alone', () => {
    const mail = anchor('<a href="mailto:help@example.org">mail</a>');
    expect(mail.getAttribute('href')).toBe('mailto:help@example.org');
    expect(mail.hasAttribute('target')).toBe(false);
    expect(anchor('<a href="#refs">refs</a>').getAttribute('href')).toBe('#refs');
  });

  it('keeps the rest of the markup', () => {
    const html = '<h2>Title</h2><p><strong>Bold</strong> text</p>';
    expect(rewriteArticleLinks(html)).toBe(html);
  });
});
