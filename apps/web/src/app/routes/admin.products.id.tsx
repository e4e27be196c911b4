import type { LoaderFunctionArgs } from 'react-router';
import { AdminProductPage } from '#features/admin/catalogue/pages/admin-product-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';
import {
  ContentPreviewsProvider,
  type ContentPreviews,
} from '#features/admin/lib/content-previews';
import { ProductCard } from '#features/products/components/product-card';

// The preview draws the item with the readers' own component (decision 100).
const PREVIEWS: Partial<ContentPreviews> = {
  product: (product) => (
    <div style={{ maxWidth: 420 }} data-testid="content-preview">
      <ProductCard product={product} />
    </div>
  ),
};

export const handle = routeHandle('/admin/products/:id');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ContentPreviewsProvider previews={PREVIEWS}>
        <AdminProductPage />
      </ContentPreviewsProvider>
    </PageRoute>
  );
}
