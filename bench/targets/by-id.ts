// bench/load's baseline: Fastify plus raw `pg` answering one indexed SELECT by id, the least a
// JSON API on this machine can do per request. bench/load drives it at a step's request rate and
// divides its CPU by its requests, beside the portal's own (issue 50).
import Fastify from 'fastify';
import pg from 'pg';
import { serve } from './common';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('the by-id baseline needs DATABASE_URL');
/** Rows it reads from, by a random id each request (bench/load picks ids 1 to this). */
const rowCount = Number(process.env.BASELINE_ROWS ?? 10_000);

const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(`
  create table if not exists baseline_items (
    id integer primary key,
    title text not null,
    body text not null,
    created_at timestamptz not null default now()
  )`);
await pool.query(
  `insert into baseline_items (id, title, body)
   select n, 'Item ' || n, repeat('A line of text about item ' || n || '. ', 8)
     from generate_series(1, $1::int) n
   on conflict (id) do nothing`,
  [rowCount],
);
await pool.query('analyze baseline_items');

interface Row {
  id: number;
  title: string;
  body: string;
  created_at: Date;
}

const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/items/:id', async (req, reply) => {
  const { rows } = await pool.query<Row>({
    name: 'item-by-id',
    text: 'select id, title, body, created_at from baseline_items where id = $1',
    values: [Number(req.params.id)],
  });
  const row = rows[0];
  if (!row) return reply.status(404).send({ message: 'Not found' });
  return { data: { _id: row.id, title: row.title, body: row.body, createdAt: row.created_at } };
});
await serve(app, () => pool.end());
