import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Endpoint, search } from '@portal/contract';
import type { Db } from './client';
import { pageOf, type Page } from './paging';
import { queryRows } from './raw';

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

const tsQuery = (q: TextQuery) => sql`websearch_to_tsquery(${CONFIG}, ${q.text})`;
/** The text without our delimiters, so no text can fake a match. */
const clean = (text: SQL) => sql`translate(${text}, ${START + STOP}, '')`;

/** How rows are matched and ranked: by their words, or (the fallback) by similar names. */
interface Matching {
  where: SQL;
  rank: SQL;
}

const byWords = (spec: KindSearch, q: TextQuery): Matching => ({
  where: sql`${spec.vector} @@ ${tsQuery(q)}`,
  rank: sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${spec.vector}, ${tsQuery(q)}, 1)`,
});

const bySimilarNames = (names: SQL[], q: TextQuery): Matching => ({
  // Only a query with a lexeme: stop words alone must not find "Thea" by similarity.
  where: sql`numnode(${tsQuery(q)}) > 0 and (${sql.join(
    names.map((name) => sql`${name} % ${q.text} or ${q.text} <% ${name}`),
    sql` or `,
  )})`,
  rank: sql`greatest(${sql.join(
    names.map((name) => sql`word_similarity(${q.text}, ${name})`),
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

type Found<R> = Page<R & { id: string; title: search.SearchText; excerpt: search.SearchText }>;

/**
 * Rows of a page of one kind's matches, best first, with their marked title and excerpt: by the
 * words, or in the `similar` pass by names and titles like the query (a misspelling).
 */
export async function searchKind<R extends object>(
  db: Db,
  q: TextQuery,
  page: { limit: number; skip: number },
  spec: KindSearch,
): Promise<Found<R>> {
  if (q.pass !== 'similar') return pageOfMatches<R>(db, q, page, spec, byWords(spec, q));
  if (!spec.names?.length) return { rows: [], total: 0 };
  return pageOfMatches<R>(db, q, page, spec, bySimilarNames(spec.names, q));
}

async function pageOfMatches<R extends object>(
  db: Db,
  q: TextQuery,
  page: { limit: number; skip: number },
  spec: KindSearch,
  matching: Matching,
): Promise<Found<R>> {
  const where = spec.where ? sql`${matching.where} and ${spec.where}` : matching.where;
  const excerpt = spec.html
    ? sql`regexp_replace(${spec.excerpt}, '<[^>]*>', ' ', 'g')`
    : spec.excerpt;
  // The page first, the headlines (ts_headline reads the whole text) for its rows alone.
  const rows = await queryRows<R & { id: string; title: string; excerpt: string; total: number }>(
    db,
    sql`select ${spec.columns}, hits.id as "id", hits.total as "total",
        ts_headline(${CONFIG}, ${clean(spec.title)}, ${tsQuery(q)}, ${`${HEADLINE}, HighlightAll=true`}) as "title",
        ts_headline(${CONFIG}, ${clean(excerpt)}, ${tsQuery(q)}, ${EXCERPT}) as "excerpt"
      from ${spec.from} ${spec.show ?? sql``} join (
        select ${spec.id} as id, ${matching.rank} as rank, (count(*) over ())::int as total
        from ${spec.from} where ${where}
        order by rank desc, ${spec.id} limit ${page.limit} offset ${page.skip}
      ) hits on ${spec.id} = hits.id
      order by hits.rank desc, hits.id`,
  );
  return pageOf(
    rows,
    page.skip,
    (r) => ({
      ...r,
      id: String(r.id),
      title: markedText(r.title),
      excerpt: markedText(r.excerpt, spec.html),
    }),
    async () => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${spec.from} where ${where}`,
      );
      return row?.n ?? 0;
    },
  );
}

/** One kind's page of results: `searchKind`'s rows, each shaped by `shape` (date, parent, context). */
export async function searchResults<R extends object>(
  db: Db,
  kind: search.SearchKind,
  q: TextQuery,
  page: { limit: number; skip: number },
  spec: KindSearch,
  shape: (row: R) => Pick<search.SearchResult, 'date' | 'parent' | 'context'>,
): Promise<Page<search.SearchResult>> {
  const found = await searchKind<R>(db, q, page, spec);
  return {
    total: found.total,
    rows: found.rows.map((r) => ({
      kind,
      id: r.id,
      title: r.title,
      excerpt: r.excerpt,
      ...shape(r),
    })),
  };
}

/** A table's weighted tsvector, kept by migration 0032's trigger (not in the Drizzle schema). */
export const searchVector = (table: PgTable): SQL => sql`${table}.${sql.identifier('search')}`;

/** A date column's value as the contract's ISO string. */
export const isoDate = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
