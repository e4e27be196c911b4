import { fillPlaceholders, sql, type Query, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Endpoint, search } from '@portal/contract';
import { CASING, type Db } from './client';
import { pageOf, type Page } from './paging';
import { preparedRows } from './raw';

// The search's shared full-text helper (issue 49, decision 151). Each kind's searcher, beside
// that kind's repository, describes its rows (tables, the visibility its own lists use, the
// columns it shows) and this runs one statement for it: the matching rows ranked, a page of
// them, their total, and the title and excerpt with the matched words marked. The tables'
// weighted `search` vectors, their text search configuration (`portal_search`: English, accents
// folded) and the trigram indexes are migration 0032's.

/** What was asked, as the searchers take it; made by `textQuery`. */
export interface TextQuery {
  /** The query in websearch_to_tsquery's language: words, "a phrase", -excluded, or. */
  text: string;
  /** Plain words only: when nothing has them, misspelt names may be meant. */
  fuzzy: boolean;
  /**
   * `similar`: the second pass of a plain-word query that found nothing, which looks for names
   * and titles like it (trigram similarity) instead of the words.
   */
  pass?: 'words' | 'similar';
}

/**
 * The query to run, or null when it asks for nothing a row could contain: only exclusions
 * (`-word` alone would match every row) or no word at all. Stop words alone pass here and
 * match nothing in the database (websearch_to_tsquery gives an empty query).
 */
export function textQuery(q: string): TextQuery | null {
  const words = q
    // An excluded phrase excludes; it asks for nothing.
    .replace(/(^|\s)-"[^"]*("|$)/g, ' ')
    .replace(/"/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (!words.some((w) => !w.startsWith('-') && w.toLowerCase() !== 'or')) return null;
  return { text: q, fuzzy: !/"|(^|\s)-/.test(q) };
}

/** The reader a searcher filters for. */
export interface SearchViewer {
  _id: string;
  isAdmin: boolean;
}

/**
 * The reader as a kind's SQL names them: whether they are a site admin (which changes the
 * statement) and their id, a placeholder each search fills. A kind's statement is built once
 * for each admin-or-not and prepared (decision 151): built per search, twelve statements cost the
 * server more than the database's work for them.
 */
export interface SearchReader {
  isAdmin: boolean;
  _id: SQLWrapper;
}

/** One kind's search; its access rule is the one of `endpoint`, the kind's own list. */
export interface Searcher {
  kind: search.SearchKind;
  endpoint: Endpoint;
  search(
    q: TextQuery,
    viewer: SearchViewer,
    page: { limit: number; skip: number },
  ): Promise<Page<search.SearchResult>>;
}

/** How one kind's rows are found and shown; every SQL names whole tables, no aliases. */
export interface KindSearch {
  /** The FROM clause with the joins the `where` needs. */
  from: SQL;
  /** Joins only the shown columns need (a category's name, an author's): made for the page alone. */
  show?: SQL;
  /** The row's key, unique within `from`. */
  id: SQL;
  /** The row's weighted tsvector (its table's `search` column). */
  vector: SQL;
  /** The kind's own visibility rule for the reader: what its lists show them. */
  where: SQL | undefined;
  /** Names or titles a misspelling should still find (trigram similarity). */
  names?: SQL[];
  /** More select-list items, each aliased in double-quoted camelCase. */
  columns: SQL;
  title: SQL;
  excerpt: SQL;
  /** The excerpt is HTML (sanitised rich text): tags are dropped, entities read back. */
  html?: boolean;
}

const START = '\uE000';
const STOP = '\uE001';
const CONFIG = sql.raw(`'portal_search'`);
const HEADLINE = `StartSel=${START}, StopSel=${STOP}`;
const FRAGMENTS = ' … ';
const EXCERPT = `${HEADLINE}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter="${FRAGMENTS}"`;

/** What was asked, filled in for each search. */
const asked = sql.placeholder('q');
const tsQuery = sql`websearch_to_tsquery(${CONFIG}, ${asked})`;
/** The text without our delimiters, so no text can fake a match. */
const clean = (text: SQL) => sql`translate(${text}, ${START + STOP}, '')`;

/** How rows are matched and ranked: by their words, or (the fallback) by similar names. */
interface Matching {
  where: SQL;
  rank: SQL;
}

const byWords = (spec: KindSearch): Matching => ({
  where: sql`${spec.vector} @@ ${tsQuery}`,
  rank: sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${spec.vector}, ${tsQuery}, 1)`,
});

const bySimilarNames = (names: SQL[]): Matching => ({
  // Only a query with a lexeme: stop words alone must not find "Thea" by similarity.
  where: sql`numnode(${tsQuery}) > 0 and (${sql.join(
    names.map((name) => sql`${name} % ${asked} or ${asked} <% ${name}`),
    sql` or `,
  )})`,
  rank: sql`greatest(${sql.join(
    names.map((name) => sql`word_similarity(${asked}, ${name})`),
    sql`, `,
  )})`,
});

/**
 * Marked text from ts_headline's output: the delimited words are the matches. A passage that
 * stands twice in the text (a summary the body opens with) is one fragment, not two alike.
 */
export function markedText(marked: string, html = false): search.SearchText {
  const text = distinctFragments(html ? readHtmlText(marked) : marked);
  const segments: search.SearchText = [];
  for (const [i, part] of text.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    // The split alternates: outside, inside, outside… (a match is never nested).
    if (part) segments.push({ text: part, match: i % 2 === 1 });
  }
  return segments;
}

function distinctFragments(text: string): string {
  const seen = new Set<string>();
  return text
    .split(FRAGMENTS)
    .filter((fragment) => {
      const key = fragment.trim();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(FRAGMENTS);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of sanitised HTML whose tags SQL dropped: its entities read back. */
function readHtmlText(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
        return Number.isFinite(code) && code > 0 ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** How a kind's rows are found and shown, for a reader named by `SearchReader`. */
export type KindSearchOf = (reader: SearchReader) => KindSearch;

const dialect = new PgDialect({ casing: CASING });
const readerId = sql.placeholder('reader');
interface Statements {
  page: Query;
  count: Query;
  html: boolean;
}
/**
 * Each kind's statements as text, by kind, pass and whether the reader is a site admin; null
 * where the pass has nothing to look in (a kind without names, for misspellings).
 */
const statements = new Map<string, Statements | null>();

function statementsOf(pass: TextQuery['pass'], spec: KindSearch): Statements | null {
  if (pass === 'similar' && !spec.names?.length) return null;
  const matching = pass === 'similar' ? bySimilarNames(spec.names ?? []) : byWords(spec);
  const where = spec.where ? sql`${matching.where} and ${spec.where}` : matching.where;
  const excerpt = spec.html
    ? sql`regexp_replace(${spec.excerpt}, '<[^>]*>', ' ', 'g')`
    : spec.excerpt;
  // The page first, the headlines (ts_headline reads the whole text) for its rows alone.
  const page = sql`select ${spec.columns}, hits.id as "id", hits.total as "total",
        ts_headline(${CONFIG}, ${clean(spec.title)}, ${tsQuery}, ${`${HEADLINE}, HighlightAll=true`}) as "title",
        ts_headline(${CONFIG}, ${clean(excerpt)}, ${tsQuery}, ${EXCERPT}) as "excerpt"
      from ${spec.from} ${spec.show ?? sql``} join (
        select ${spec.id} as id, ${matching.rank} as rank, (count(*) over ())::int as total
        from ${spec.from} where ${where}
        order by rank desc, ${spec.id} limit ${sql.placeholder('limit')} offset ${sql.placeholder('skip')}
      ) hits on ${spec.id} = hits.id
      order by hits.rank desc, hits.id`;
  const count = sql`select count(*)::int as n from ${spec.from} where ${where}`;
  return { page: dialect.sqlToQuery(page), count: dialect.sqlToQuery(count), html: !!spec.html };
}

/**
 * A page of one kind's matches, best first, each shaped by `shape` (date, parent, context), with
 * the title and excerpt's matched words marked: by the words, or in the `similar` pass by names
 * and titles like the query (a misspelling).
 */
export async function searchResults<R extends object>(
  db: Db,
  kind: search.SearchKind,
  q: TextQuery,
  page: { limit: number; skip: number },
  viewer: SearchViewer,
  specOf: KindSearchOf,
  shape: (row: R) => Pick<search.SearchResult, 'date' | 'parent' | 'context'>,
): Promise<Page<search.SearchResult>> {
  const pass = q.pass ?? 'words';
  const key = `search_${kind}_${pass}_${viewer.isAdmin ? 'admin' : 'member'}`;
  if (!statements.has(key)) {
    statements.set(key, statementsOf(pass, specOf({ isAdmin: viewer.isAdmin, _id: readerId })));
  }
  const built = statements.get(key);
  if (!built) return { rows: [], total: 0 };
  const values = { q: q.text, reader: viewer._id, limit: page.limit, skip: page.skip };
  const run = <T>(name: string, query: Query) =>
    preparedRows<T>(db, name, query.sql, fillPlaceholders(query.params, values));
  const rows = await run<R & { id: string; title: string; excerpt: string; total: number }>(
    key,
    built.page,
  );
  return pageOf(
    rows,
    page.skip,
    (r) => ({
      kind,
      id: String(r.id),
      title: markedText(r.title),
      excerpt: markedText(r.excerpt, built.html),
      ...shape(r),
    }),
    async () => (await run<{ n: number }>(`${key}_count`, built.count))[0]?.n ?? 0,
  );
}

/** A table's weighted tsvector, kept by migration 0032's trigger (not in the Drizzle schema). */
export const searchVector = (table: PgTable): SQL => sql`${table}.${sql.identifier('search')}`;

/** A date column's value as the contract's ISO string. */
export const isoDate = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
