// One search across the portal (issue 49): everything the caller may read, grouped by kind.

import { defineEndpoint } from '../endpoint';
import type * as s from '../schemas/search';

export type * from '../schemas/search';

/** The kinds of result, in the order the results page lists their groups. */
export const SEARCH_KINDS = [
  'article',
  'post',
  'response',
  'journalClub',
  'clubComment',
  'libraryItem',
  'webinar',
  'keyPublication',
  'faq',
  'product',
  'producer',
  'person',
] as const;

/** How a kind's group is headed on the results page and named in its filter. */
export const SEARCH_KIND_LABELS = {
  article: 'Articles',
  post: 'Community posts',
  response: 'Responses',
  journalClub: 'Journal clubs',
  clubComment: 'Journal club comments',
  libraryItem: 'Library',
  webinar: 'Webinars',
  keyPublication: 'Key publications',
  faq: 'FAQ',
  product: 'Products',
  producer: 'Producers',
  person: 'People',
} as const satisfies Record<(typeof SEARCH_KINDS)[number], string>;

export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_MAX_LIMIT = 50;

export const search = defineEndpoint<typeof s.search>()({
  method: 'GET',
  path: '/api/search',
  summary:
    'Everything the caller may read that matches `q` (words, "a phrase", -excluded; misspelt names by similarity), grouped by kind, best first; `kinds` narrows it, `limit` and `skip` page each kind; option[0].count is the total, option[0].facets.kind the total of each kind.',
  access: 'user',
});
