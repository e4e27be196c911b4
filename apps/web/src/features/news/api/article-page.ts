import type { Envelope, news } from '@portal/contract';

type Article = news.Article;

/** One page of a paged article list with the list's total (`option[0].count`). */
export interface ArticlePage {
  rows: Article[];
  total: number;
}

export const pageOf = (res: Envelope<Article[]>): ArticlePage => ({
  rows: res.data,
  total: res.option?.[0]?.count ?? res.data.length,
});

/** The next `skip` of a skip-paged list, or undefined once everything is loaded. */
export function nextSkip<T>(pages: readonly { rows: readonly T[]; total: number }[]) {
  const last = pages[pages.length - 1];
  const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
  return last && last.rows.length > 0 && loaded < last.total ? loaded : undefined;
}
