// Target (b): Fastify plus raw `pg` running the feed's SELECT: what the feed costs without the
// app's guards, session lookup, validation, ORM and response schema.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { serve } from './common';

const url = process.env.DATABASE_URL;
const userId = process.env.BENCH_USER_ID;
const token = process.env.BENCH_TOKEN;
if (!url || !userId || !token) {
  throw new Error('reference target needs DATABASE_URL, BENCH_USER_ID and BENCH_TOKEN');
}
const tokenHash = createHash('sha256').update(token).digest('hex');

const pool = new pg.Pool({ connectionString: url, max: 10 });
const FEED_SQL = `
  select a.id, a.title, a.summary, a.image_url, a.category_id, c.name as category_name,
         a.author_name, a.published_at, a.view_count, a.comment_count,
         exists (select 1 from news_bookmarks b where b.user_id = $1 and b.article_id = a.id) as is_bookmarked,
         (count(*) over ())::int as total
    from news_articles a
    join news_categories c on c.id = a.category_id
   where a.published_at <= $2
   order by a.published_at desc, a.id desc
   limit $3 offset $4`;

// The app's per-request session lookup (auth.repository findSessionUser), written out by hand.
const SESSION_SQL = `
  select s.id as session_id, u.id, u.email, u.first_name, u.last_name, u.title, u.user_type,
         u.is_self_certificated, r.id as role_id, r.name as role_name, r.slug as role_slug,
         m.id as media_id, m.path, m.thumb_path,
         coalesce((select array_agg(um.module_slug order by um.module_slug)
                     from user_modules um where um.user_id = u.id), '{}') as modules
    from sessions s
    join users u on u.id = s.user_id
    join roles r on r.id = u.role_id
    left join media m on m.id = u.avatar_media_id
   where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and u.deleted_at is null
   limit 1`;

interface Row {
  id: string;
  title: string;
  summary: string;
  image_url: string | null;
  category_id: string;
  category_name: string;
  author_name: string;
  published_at: Date;
  view_count: number;
  comment_count: number;
  is_bookmarked: boolean;
  total: number;
}

async function feed(viewerId: string) {
  const { rows } = await pool.query<Row>(FEED_SQL, [viewerId, new Date(), 10, 0]);
  return {
    data: rows.map((r) => ({
      _id: r.id,
      title: r.title,
      summary: r.summary,
      imageUrl: r.image_url,
      category: { _id: r.category_id, name: r.category_name },
      authorName: r.author_name,
      publishedAt: r.published_at.toISOString(),
      viewCount: r.view_count,
      commentCount: r.comment_count,
      isBookmarked: r.is_bookmarked,
    })),
    option: [{ count: rows[0]?.total ?? 0 }],
  };
}

const app = Fastify({ logger: false });
app.get('/api/newsFeed/get', async () => feed(userId));
// Diagnostic (b2): the same plus the session lookup, i.e. the two round trips the app makes.
app.get('/with-session/api/newsFeed/get', async (_req, reply) => {
  const { rows } = await pool.query<{ id: string }>(SESSION_SQL, [tokenHash, new Date()]);
  if (!rows[0]) return reply.status(401).send({ error: 'no session' });
  return feed(rows[0].id);
});
await serve(app, () => pool.end());
