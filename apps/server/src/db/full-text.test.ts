import { describe, expect, it } from 'vitest';
import { markedText, textQuery } from './full-text';

describe('textQuery', () => {
  it('keeps plain words, and looks for misspelt names only then', () => {
    expect(textQuery('cbd oil')).toEqual({ text: 'cbd oil', fuzzy: true });
    expect(textQuery('"cbd oil"')).toEqual({ text: '"cbd oil"', fuzzy: false });
    expect(textQuery('cbd -capsule')).toEqual({ text: 'cbd -capsule', fuzzy: false });
    expect(textQuery('BPNG-123')).toEqual({ text: 'BPNG-123', fuzzy: true });
  });

  it('gives nothing to run for no word, or for exclusions alone', () => {
    for (const q of ['!!! ...', '""', '-cbd', '-cbd -"oil"', 'or', '-a or -b']) {
      expect(textQuery(q), q).toBeNull();
    }
  });
});

describe('markedText', () => {
  it('splits ts_headline output at its delimiters into matched and plain text', () => {
    expect(markedText('Take \uE000CBD\uE001 oil with \uE000food\uE001')).toEqual([
      { text: 'Take ', match: false },
      { text: 'CBD', match: true },
      { text: ' oil with ', match: false },
      { text: 'food', match: true },
    ]);
    expect(markedText('')).toEqual([]);
  });

  it('shows a passage the text holds twice once (a summary the body opens with)', () => {
    const fragment = 'Patients taking prescribed \uE000cannabis\uE001 may drive';
    expect(markedText(`${fragment} … ${fragment}`)).toEqual(markedText(fragment));
    expect(markedText(`${fragment} … other \uE000cannabis\uE001 words`)).toHaveLength(5);
  });

  it('reads HTML text back: entities decoded, white space folded, markup never kept', () => {
    expect(
      markedText('  10&nbsp;mg &amp; \uE000review\uE001 &lt;b&gt; &#8217; &#x2014;  ', true),
    ).toEqual([
      { text: '10 mg & ', match: false },
      { text: 'review', match: true },
      { text: ' <b> ’ —', match: false },
    ]);
  });
});
