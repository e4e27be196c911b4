// The zod schemas of endpoints/search.ts: one search across the portal (issue 49).

import { z } from 'zod';
import type { EndpointSchemas } from '../endpoint';
import { SEARCH_KINDS, SEARCH_MAX_LIMIT, SEARCH_QUERY_MAX_LENGTH } from '../endpoints/search';

export const SearchKindSchema = z.enum(SEARCH_KINDS, { error: 'Unknown kind of result' });
export type SearchKind = z.infer<typeof SearchKindSchema>;

/**
 * `q` in the query language of Discourse and of PostgreSQL's `websearch_to_tsquery`: words,
 * "a phrase", -excluded. `kinds`: a comma-separated list, every kind the caller may read when
 * absent. `limit` and `skip` apply to each kind's list ("more results" asks for one kind).
 */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: 'Enter something to search for' })
    .trim()
    .min(1, 'Enter something to search for')
    .max(SEARCH_QUERY_MAX_LENGTH, `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
  kinds: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',').map((k) => k.trim()) : undefined))
    .pipe(z.array(SearchKindSchema).min(1).optional()),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(5),
  skip: z.coerce.number().int().min(0).default(0),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** Text with the words that matched marked, in order: an excerpt or a title, never HTML. */
export const SearchTextSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type SearchText = z.infer<typeof SearchTextSchema>;

export const SearchResultSchema = z.object({
  kind: SearchKindSchema,
  /** The item's id: an article's, a post's, a person's… (a response's own id). */
  id: z.string(),
  title: SearchTextSchema,
  excerpt: SearchTextSchema,
  /** When it was published or written (a person's: null). */
  date: z.string().nullable(),
  /**
   * What the result opens within, for the kinds that live inside another item: a post's or a
   * response's channel, a response's post, a club comment's journal club.
   */
  parent: z
    .object({ id: z.string(), name: z.string(), channelId: z.string().optional() })
    .nullable(),
  /** A secondary line: an article's category, a product's producer, a person's role. */
  context: z.string().nullable(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** One kind's results, best first; `total` is how many of that kind matched. */
export const SearchGroupSchema = z.object({
  kind: SearchKindSchema,
  total: z.number().int().nonnegative(),
  results: z.array(SearchResultSchema),
});
export type SearchGroup = z.infer<typeof SearchGroupSchema>;

export const search = {
  query: SearchQuerySchema,
  response: z.array(SearchGroupSchema),
} satisfies EndpointSchemas;
