// Target (f): Fastify plus raw `pg` running the statements GET /api/product/get runs for one
// query (the page, and the facet counts in one statement), written out by
// hand: what the catalogue costs without the app's guards, session lookup, validation, ORM and
// response schema. The filters are fixed to the bench's query (see PRODUCTS_PATH in api.ts).
import Fastify from 'fastify';
import pg from 'pg';
import { serve } from './common';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('reference-products target needs DATABASE_URL');
const pool = new pg.Pool({ connectionString: url, max: 10 });

// form=flower, stock in (in-stock, low-stock), thcMin=10, sort=price-asc, limit=20.
const FORMS = ['flower'];
const STOCK = ['in-stock', 'low-stock'];
const THC_MIN = 10;

const PAGE_SQL = `
  select p.*, m.name as manufacturer_name, m.country as manufacturer_country,
         (count(*) over ())::int as total
    from products p join manufacturers m on m.id = p.manufacturer_id
   where p.form = any($1) and p.stock_status = any($2) and p.thc_value >= $3
   order by p.price_from_pence asc, p.name asc, p.id asc
   limit 20 offset 0`;

// The facets in one statement, as the app runs them: grouped by each facet's column in turn, each
// group counting the rows that pass every filter but its own.
const FACETS = ['manufacturerId', 'form', 'strainType', 'band', 'stock', 'terpene'] as const;
const COLUMNS = [
  'p.manufacturer_id',
  'p.form',
  'p.strain_type',
  'p.band',
  'p.stock_status',
  'p.dominant_terpene',
];
// The filter each facet leaves out: form ($1) and stock ($2) are the bench's facet filters.
const PASSES = [
  'p.form = any($1) and p.stock_status = any($2)',
  'p.stock_status = any($2)',
  'p.form = any($1) and p.stock_status = any($2)',
  'p.form = any($1) and p.stock_status = any($2)',
  'p.form = any($1)',
  'p.form = any($1) and p.stock_status = any($2)',
];
const FACETS_SQL = `
  select case ${COLUMNS.map((c, i) => `when grouping(${c}) = 0 then '${FACETS[i]}'`).join(' ')} end as facet,
         coalesce(${COLUMNS.map((c) => `${c}::text`).join(', ')}) as value,
         case ${COLUMNS.map((c, i) => `when grouping(${c}) = 0 then count(*) filter (where ${PASSES[i]})`).join(' ')} end::int as n
    from products p
   where p.thc_value >= $3
   group by grouping sets (${COLUMNS.map((c) => `(${c})`).join(', ')})`;

interface Row {
  id: string;
  name: string;
  manufacturer_id: string;
  manufacturer_name: string;
  manufacturer_country: string;
  form: string;
  cultivar: string | null;
  strain_type: string;
  thc_value: string;
  thc_unit: string;
  cbd_value: string;
  cbd_unit: string;
  band: string;
  dominant_terpene: string | null;
  stock_status: string;
  price_from_pence: number;
  summary: string;
  image_url: string | null;
  created_at: Date;
  total: number;
}

const app = Fastify({ logger: false });
app.get('/api/product/get', async () => {
  const [page, facets] = await Promise.all([
    pool.query<Row>(PAGE_SQL, [FORMS, STOCK, THC_MIN]),
    pool.query<{ facet: string; value: string | null; n: number }>(FACETS_SQL, [
      FORMS,
      STOCK,
      THC_MIN,
    ]),
  ]);
  const counts: Record<string, Record<string, number>> = Object.fromEntries(
    FACETS.map((f) => [f, {}]),
  );
  for (const r of facets.rows) if (r.n > 0 && r.value !== null) counts[r.facet]![r.value] = r.n;
  return {
    data: page.rows.map((r) => ({
      _id: r.id,
      name: r.name,
      manufacturer: {
        _id: r.manufacturer_id,
        name: r.manufacturer_name,
        country: r.manufacturer_country,
      },
      form: r.form,
      cultivar: r.cultivar,
      strainType: r.strain_type,
      thc: { value: Number(r.thc_value), unit: r.thc_unit },
      cbd: { value: Number(r.cbd_value), unit: r.cbd_unit },
      band: r.band,
      dominantTerpene: r.dominant_terpene,
      stockStatus: r.stock_status,
      priceFromPence: r.price_from_pence,
      summary: r.summary,
      imageUrl: r.image_url,
      createdAt: r.created_at.toISOString(),
    })),
    option: [
      {
        count: page.rows[0]?.total ?? 0,
        facets: counts,
      },
    ],
  };
});
await serve(app, () => pool.end());
