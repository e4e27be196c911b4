import type { search } from '@portal/contract';

/** A text with `word` marked wherever it stands alone in `words`. */
export const textOf = (words: string, word?: string): search.SearchText =>
  words
    .split(new RegExp(`(${word ?? '\\u0000'})`))
    .filter((text) => text !== '')
    .map((text) => ({ text, match: text === word }));

export function resultOf(
  kind: search.SearchKind,
  id: string,
  title: string,
  overrides: Partial<search.SearchResult> = {},
): search.SearchResult {
  return {
    kind,
    id,
    title: textOf(title, 'clobazam'),
    excerpt: textOf(`Notes on ${title} and clobazam in practice`, 'clobazam'),
    date: '2026-02-03T10:00:00.000Z',
    parent: null,
    context: null,
    ...overrides,
  };
}

export const groupOf = (
  kind: search.SearchKind,
  results: search.SearchResult[],
  total = results.length,
): search.SearchGroup => ({ kind, total, results });
