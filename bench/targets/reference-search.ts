// bench/search's baseline: Fastify plus raw `pg` running, for every searchable table, the
// full-text statement of the search written out by hand (match, rank, total, the page's marked
// title and excerpt): what the search costs without the app's session, guards, visibility joins,
// validation and answer shaping. The same path and query as the app's.
import Fastify from 'fastify';
import pg from 'pg';
import { serve } from './common';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('reference-search target needs DATABASE_URL');
const pool = new pg.Pool({ connectionString: url, max: 10 });

const TABLES: [kind: string, table: string, title: string, excerpt: string][] = [
  [
    'article',
    'news_articles',
    'title',
    `summary || ' ' || regexp_replace(body, '<[^>]*>', ' ', 'g')`,
  ],
  ['post', 'community_posts', 'title', `regexp_replace(body, '<[^>]*>', ' ', 'g')`],
  ['response', 'community_responses', `'Response'`, `regexp_replace(body, '<[^>]*>', ' ', 'g')`],
  ['journalClub', 'journal_clubs', 'title', 'summary'],
  ['clubComment', 'journal_club_comments', `'Comment'`, 'body'],
  ['libraryItem', 'education_library_items', 'title', 'description'],
  [
    'webinar',
    'webinars',
    'title',
    `summary || ' ' || regexp_replace(description, '<[^>]*>', ' ', 'g')`,
  ],
  ['keyPublication', 'key_publications', 'title', `summary || ' ' || practice_relevance`],
  ['faq', 'faq_questions', 'question', 'answer'],
  [
    'product',
    'products',
    'name',
    `summary || ' ' || regexp_replace(description, '<[^>]*>', ' ', 'g')`,
  ],
  ['producer', 'manufacturers', 'name', 'description'],
  ['person', 'users', `first_name || ' ' || last_name`, `coalesce(biography, '')`],
];

const OPTIONS = `StartSel=\uE000, StopSel=\uE001`;
const statement = (table: string, title: string, excerpt: string) => `
  select t.id, hits.total,
         ts_headline('portal_search', ${title}, websearch_to_tsquery('portal_search', $1), '${OPTIONS}, HighlightAll=true') as title,
         ts_headline('portal_search', ${excerpt}, websearch_to_tsquery('portal_search', $1),
           '${OPTIONS}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "') as excerpt
    from ${table} t join (
      select id, ts_rank('{0.1, 0.2, 0.4, 1.0}', search, websearch_to_tsquery('portal_search', $1), 1) as rank,
             (count(*) over ())::int as total
        from ${table} where search @@ websearch_to_tsquery('portal_search', $1)
       order by rank desc, id limit 5) hits on hits.id = t.id
   order by hits.rank desc, hits.id`;

const app = Fastify();
app.get<{ Querystring: { q: string } }>('/api/search', async (request) => {
  const groups = await Promise.all(
    TABLES.map(async ([kind, table, title, excerpt]) => {
      const { rows } = await pool.query<{
        id: string;
        total: number;
        title: string;
        excerpt: string;
      }>(statement(table, title, excerpt), [request.query.q]);
      return { kind, total: rows[0]?.total ?? 0, results: rows };
    }),
  );
  return { data: groups };
});
await serve(app, () => pool.end());
