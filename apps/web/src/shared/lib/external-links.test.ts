import { afterEach, describe, expect, it, vi } from 'vitest';
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

// The server renders rich text with this function too (decision 81): there is no DOM there, and
// the output must be the very markup the browser computes, or hydration fails.
describe('rewriteArticleLinks without a DOM, as on the server', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('needs no document', () => {
    vi.stubGlobal('document', undefined);
    expect(rewriteArticleLinks('<p>See <a href="www.nhs.uk/pharmacy">NHS</a>.</p>')).toBe(
      '<p>See <a href="//www.nhs.uk/pharmacy" target="_blank" rel="noopener noreferrer">NHS</a>.</p>',
    );
  });

  it("rewrites the server's sanitised links: its target and rel replaced, other attributes kept", () => {
    const html =
      '<a href="https://www.nice.org.uk/guidance?a=1&amp;b=2" title="NICE &quot;NG&quot;" target="_blank" rel="noopener noreferrer nofollow">NICE</a>';
    expect(rewriteArticleLinks(html)).toBe(
      '<a href="https://www.nice.org.uk/guidance?a=1&amp;b=2" title="NICE &quot;NG&quot;" target="_blank" rel="noopener noreferrer">NICE</a>',
    );
  });

  it('reads single-quoted and bare values and writes them double-quoted', () => {
    expect(rewriteArticleLinks(`<a href='example.org/"x"' data-x=1>x</a>`)).toBe(
      '<a href="//example.org/&quot;x&quot;" data-x="1" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('leaves mail, in-page and href-less links, other tags and the text alone', () => {
    const html =
      '<h2>Title</h2><p><a href="mailto:help@example.org">mail</a> <a href="#refs">refs</a> <a name="x">x</a> <abbr title="a">a</abbr> &lt;a href=x&gt;</p>';
    expect(rewriteArticleLinks(html)).toBe(html);
  });
});
