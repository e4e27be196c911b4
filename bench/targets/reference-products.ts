// Target (f): Fastify plus raw `pg` running the statements GET /api/product/get runs for one
// query (the page, and one count per facet with the other filters applied), written out by
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

const facetSql = (column: string, where: string) =>
  `select ${column} as value, count(*)::int as n from products p where ${where} group by ${column}`;
const FACETS: [string, string, string, unknown[]][] = [
  [
    'manufacturerId',
    'p.manufacturer_id',
    'p.form = any($1) and p.stock_status = any($2) and p.thc_value >= $3',
    [FORMS, STOCK, THC_MIN],
  ],
  ['form', 'p.form', 'p.stock_status = any($1) and p.thc_value >= $2', [STOCK, THC_MIN]],
  [
    'band',
    'p.band',
    'p.form = any($1) and p.stock_status = any($2) and p.thc_value >= $3',
    [FORMS, STOCK, THC_MIN],
  ],
  ['stock', 'p.stock_status', 'p.form = any($1) and p.thc_value >= $2', [FORMS, THC_MIN]],
];

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
  const [page, ...facets] = await Promise.all([
    pool.query<Row>(PAGE_SQL, [FORMS, STOCK, THC_MIN]),
    ...FACETS.map(([, column, where, values]) =>
      pool.query<{ value: string; n: number }>(facetSql(column, where), values),
    ),
  ]);
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
        facets: Object.fromEntries(
          FACETS.map(([name], i) => [
            name,
            Object.fromEntries(facets[i]!.rows.map((f) => [f.value, f.n])),
          ]),
        ),
      },
    ],
  };
});
await serve(app, () => pool.end());
