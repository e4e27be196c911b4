import type { LoaderFunctionArgs } from 'react-router';
import { CommunityDetailPage } from '#features/community/pages/community-detail-page';
import { canReadChannel, channelQuery } from '#features/community/api/get-channel';
import { postsQuery } from '#features/community/api/get-posts';
import { channelTabOf } from '#features/community/lib/channel-tabs';
import { postListOf } from '#features/community/lib/list-params';
import { withPagesOf } from '../../shared/ui/load-more';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/community/detail/:id',
  title: 'Community Detail',
  auth: true,
  module: 'forum',
  breadcrumb: 'Community',
  sections: { sidebar: true, detail: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The channel, and on its Posts tab (the first) the posts its address names, when the visitor
// may read them.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, async (queries, { request, params }) => {
    const id = params.id ?? '';
    const url = new URL(request.url);
    const channel = await queries.fetchQuery(channelQuery(id)).catch(() => null);
    if (!channel || !canReadChannel(channel) || channelTabOf(url.searchParams) !== 'posts') return;
    await queries.prefetchInfiniteQuery(
      withPagesOf(postsQuery({ channelId: id, ...postListOf(url.searchParams) }), url.searchParams),
    );
  });

export default function Route() {
  return (
    <PageRoute route={handle}>
      <CommunityDetailPage />
    </PageRoute>
  );
}
