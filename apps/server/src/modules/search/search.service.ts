import { search } from '@portal/contract';
import { textQuery, type Searcher, type TextQuery } from '../../db/full-text';
import { checkAccess } from '../../http/guards';
import type { SessionUser } from '../../http/session';

/** One search's answer: the groups, their grand total and each kind's total. */
export interface SearchAnswer {
  groups: search.SearchGroup[];
  total: number;
  totals: Record<string, number>;
}

/**
 * One search across the portal (issue 49, decision 151). Each kind's searcher lives with its
 * kind and filters by that kind's own visibility; this asks those the reader may use (by the
 * access rule of the kind's own list: module, self-certification) and groups their answers in
 * the contract's order. A kind the reader may not use is not in the answer at all.
 */
export function createSearchService(deps: { searchers: Searcher[] }) {
  const byKind = new Map(deps.searchers.map((s) => [s.kind, s]));

  return {
    async search(query: search.SearchQuery, user: SessionUser): Promise<SearchAnswer> {
      const wanted = query.kinds ?? search.SEARCH_KINDS;
      const searchers = search.SEARCH_KINDS.filter((kind) => wanted.includes(kind))
        .map((kind) => byKind.get(kind))
        .filter((s): s is Searcher => !!s && checkAccess(s.endpoint, user) === null);
      const q = textQuery(query.q);
      const page = { limit: query.limit, skip: query.skip };
      const pass = (text: TextQuery | null) =>
        Promise.all(
          searchers.map(async (s): Promise<search.SearchGroup> => {
            if (!text) return { kind: s.kind, total: 0, results: [] };
            const found = await s.search(text, user, page);
            return { kind: s.kind, total: found.total, results: found.rows };
          }),
        );
      let groups = await pass(q);
      // Nothing has the words: a misspelt name or title may be meant. Only then, so that a
      // search that finds something pays nothing for similarity.
      if (q?.fuzzy && groups.every((g) => g.total === 0)) {
        groups = await pass({ ...q, pass: 'similar' });
      }
      const totals = Object.fromEntries(groups.map((g) => [g.kind, g.total]));
      return { groups, total: groups.reduce((sum, g) => sum + g.total, 0), totals };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
