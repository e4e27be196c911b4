import type { LoaderFunctionArgs } from 'react-router';
import { ChatPage } from '#features/chat/pages/chat-page';
import { notificationPrefsQuery } from '#features/chat/api/get-notification-prefs';
import { chatListPrefetch } from '../page-prefetch';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/community/chat',
  title: 'Chat',
  auth: true,
  module: 'forum',
  breadcrumb: 'Community',
  sections: { sidebar: true, detail: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The chat list, and the mutes the conversation reads.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, (queries, loaderArgs) =>
    Promise.all([
      chatListPrefetch(queries, loaderArgs),
      queries.prefetchQuery(notificationPrefsQuery()),
    ]),
  );

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ChatPage />
    </PageRoute>
  );
}
