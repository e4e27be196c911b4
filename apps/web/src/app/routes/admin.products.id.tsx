import type { LoaderFunctionArgs } from 'react-router';
import { AdminProductPage } from '#features/admin/catalogue/pages/admin-product-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta } from '../page-route';
import { adminItemRoute } from '../admin-item-route';
import { adminPage } from '../page-handle';
import { ProductCard } from '#features/products/components/product-card';

export const handle = adminPage({ path: '/admin/products/:id', title: 'Product', detail: true });
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

// The editor's preview draws the item with the readers' own component.
export default adminItemRoute(handle, AdminProductPage, {
  product: (product) => <ProductCard product={product} />,
});
