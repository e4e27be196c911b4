import { sql } from 'drizzle-orm';
import { products as productsContract } from '@portal/contract';
import type { Db } from '../../db/client';
import { isoDate, searchResults, searchVector, type Searcher } from '../../db/full-text';
import { isPublished } from '../../db/published';
import { manufacturers, products } from '../../db/schema';

// Products and their producers in the search (decision 151): what the catalogue shows
// (published, and a product only with its producer published), under the catalogue's access
// rule (the product module and self-certification). Names are found misspelt too.

export function createProductsSearch(db: Db): Searcher[] {
  return [
    {
      kind: 'product',
      endpoint: productsContract.getProducts,
      search: (q, viewer, page) =>
        searchResults<{ date: Date; producer: string }>(
          db,
          'product',
          q,
          page,
          viewer,
          () => ({
            from: sql`${products} inner join ${manufacturers} on ${manufacturers.id} = ${products.manufacturerId}`,
            id: sql`${products.id}`,
            vector: searchVector(products),
            where: sql`${isPublished(products.publishedAt)} and ${isPublished(manufacturers.publishedAt)}`,
            names: [sql`${products.name}`],
            columns: sql`${products.publishedAt} as "date", ${manufacturers.name} as "producer"`,
            title: sql`${products.name}`,
            excerpt: sql`${products.summary} || ' ' || ${products.description}`,
            html: true,
          }),
          (r) => ({ date: isoDate(r.date), parent: null, context: r.producer }),
        ),
    },
    {
      kind: 'producer',
      endpoint: productsContract.getManufacturers,
      search: (q, viewer, page) =>
        searchResults<{ date: Date; country: string }>(
          db,
          'producer',
          q,
          page,
          viewer,
          () => ({
            from: sql`${manufacturers}`,
            id: sql`${manufacturers.id}`,
            vector: searchVector(manufacturers),
            where: isPublished(manufacturers.publishedAt),
            names: [sql`${manufacturers.name}`],
            columns: sql`${manufacturers.publishedAt} as "date", ${manufacturers.country} as "country"`,
            title: sql`${manufacturers.name}`,
            excerpt: sql`${manufacturers.description}`,
          }),
          (r) => ({ date: isoDate(r.date), parent: null, context: r.country }),
        ),
    },
  ];
}
