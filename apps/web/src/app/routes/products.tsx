import type { LoaderFunctionArgs } from 'react-router';
import { ProductsPage } from '#features/products/pages/products-page';
import { manufacturerNamesQuery } from '#features/products/api/get-manufacturer-names';
import { productsQuery } from '#features/products/api/get-products';
import { filtersFromParams } from '#features/products/lib/product-filters';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/products',
  title: 'Products',
  auth: true,
  module: 'product',
  breadcrumb: 'Products',
  selfCertified: true,
  sections: { sidebar: true },
  menu: {
    desktop: { order: 4, id: 'products', name: 'Products', icon: 'IconPill' },
    mobile: { order: 2, id: 'products', name: 'Products', icon: 'IconPill' },
  },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The list a link's filters choose (a bare /products: the stored filters are the browser's).
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, async (queries, { request }) => {
    await Promise.all([
      queries.prefetchInfiniteQuery(
        productsQuery(filtersFromParams(new URL(request.url).searchParams)),
      ),
      queries.prefetchQuery(manufacturerNamesQuery()),
    ]);
  });

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ProductsPage />
    </PageRoute>
  );
}
