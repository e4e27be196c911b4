import type { search } from '@portal/contract';

/** Query keys of the search cache: a term's groups, and one kind's pages of it ("More results"). */
export const searchKeys = {
  all: ['search'] as const,
  groups: (q: string) => ['search', 'groups', q] as const,
  kind: (q: string, kind: search.SearchKind) => ['search', 'kind', q, kind] as const,
};
