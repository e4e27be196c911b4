import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { community } from '@portal/contract';
import type { Page } from '../../../shared/api/paging';
import { communityKeys } from './community-keys';

type Channel = community.Channel;

/** Applies `patch` to a channel wherever it is cached: every list page and the channel itself. */
export function patchChannel(
  client: QueryClient,
  id: string,
  patch: (c: Channel) => Channel,
): void {
  const apply = (c: Channel) => (c._id === id ? patch(c) : c);
  client.setQueriesData<InfiniteData<Page<Channel>>>(
    { queryKey: communityKeys.channelsAll },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({ ...p, rows: p.rows.map(apply) })),
      },
  );
  client.setQueryData<Channel>(communityKeys.channel(id), (c) => c && apply(c));
}

/** Puts the server's answer for a channel into every cached copy. */
export function replaceChannel(client: QueryClient, channel: Channel): void {
  patchChannel(client, channel._id, () => channel);
}
