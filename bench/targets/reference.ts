// Target (b): Fastify plus raw `pg` running the feed's SELECT: what the feed costs without the
// app's guards, session lookup, validation, ORM and response schema.
import Fastify from 'fastify';
import pg from 'pg';
import { serve } from './common';

const url = process.env.DATABASE_URL;
const userId = process.env.BENCH_USER_ID;
if (!url || !userId) throw new Error('reference target needs DATABASE_URL and BENCH_USER_ID');

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

const app = Fastify({ logger: false });
app.get('/api/newsFeed/get', async () => {
  const { rows } = await pool.query<Row>(FEED_SQL, [userId, new Date(), 10, 0]);
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
});
await serve(app, () => pool.end());
