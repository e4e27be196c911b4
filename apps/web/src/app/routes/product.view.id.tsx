import type { LoaderFunctionArgs } from 'react-router';
import { ProductPage } from '#features/products/pages/product-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/product/view/:id',
  title: 'Product',
  auth: true,
  module: 'product',
  breadcrumb: 'Products',
  selfCertified: true,
  sections: { detail: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ProductPage />
    </PageRoute>
  );
}
