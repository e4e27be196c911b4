import type { LoaderFunctionArgs } from 'react-router';
import { AdminGuideCardPage } from '#features/admin/home/pages/admin-home-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta } from '../page-route';
import { adminItemRoute } from '../admin-item-route';
import { adminPage } from '../page-handle';
import { GuideCard } from '#features/home/components/guide-card';

export const handle = adminPage({
  path: '/admin/guide-cards/:id',
  title: 'Guide card',
  detail: true,
});
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

// The editor's preview draws the item with the readers' own component.
export default adminItemRoute(handle, AdminGuideCardPage, {
  // No onComplete: a preview's buttons do nothing, and say so.
  guideCard: (card) => <GuideCard card={card} step={card.position + 1} active completing={false} />,
});
