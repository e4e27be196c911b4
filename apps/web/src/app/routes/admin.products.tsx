import type { LoaderFunctionArgs } from 'react-router';
import { AdminProductsPage } from '#features/admin/catalogue/pages/admin-products-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import { adminPage } from '../page-handle';

export const handle = adminPage({ path: '/admin/products', title: 'Products' });
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <AdminProductsPage />
    </PageRoute>
  );
}
