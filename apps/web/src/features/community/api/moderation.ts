import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { pageOf, type Page } from '../../../shared/api/paging';
import { request, placeLoading } from '../../../shared/api/query';
import { useSessionStore } from '../../../shared/session/session-store';
import { communityKeys } from './community-keys';

/** The review list holds what is waiting; one page is enough for a channel. */
export const REVIEW_PAGE_SIZE = 50;

/**
 * GET community/moderation/get: reported posts and responses and join requests of one channel,
 * or (channelId null) of every channel the caller admins (all of them for site admins) in one
 * list.
 */
export const moderationQueueQuery = (channelId: string | null) =>
  queryOptions({
    queryKey: communityKeys.moderation(channelId),
    queryFn: async ({ signal }): Promise<Page<community.ModerationItem>> =>
      pageOf(
        await request(
          community.getModerationQueue,
          { query: { ...(channelId ? { channelId } : {}), limit: REVIEW_PAGE_SIZE } },
          placeLoading(signal),
        ),
      ),
  });

export function useModerationQueue(channelId: string | null, enabled = true) {
  return useQuery({ ...moderationQueueQuery(channelId), enabled });
}

/**
 * Whether the caller reviews anything: a site admin, or an admin of one of their channels
 * (getUserChannelList, as many as one page holds). The review list itself cannot tell: for
 * anyone else it is simply empty.
 */
export function useReviewsChannels(): boolean {
  const isSiteAdmin = useSessionStore((s) => s.user?.isAdmin ?? false);
  const mine = useQuery({
    queryKey: communityKeys.myChannels,
    enabled: !isSiteAdmin,
    queryFn: async ({ signal }) =>
      (
        await request(
          community.getUserChannels,
          { query: { limit: 100 } },
          { signal, suppressMessage: true },
        )
      ).data ?? [],
  });
  return isSiteAdmin || (mine.data ?? []).some((c) => c.isAdmin);
}

/**
 * POST community/moderation/action: approve or remove an entry of the list `channelId` names
 * (null: the all-channels list). It leaves the list at once and comes back if the call fails;
 * the review lists, the entry's channel, its posts or members are fetched again after.
 */
export function useModerationAction(channelId: string | null) {
  const client = useQueryClient();
  const key = communityKeys.moderation(channelId);
  return useMutation({
    mutationFn: (item: community.ModerationItem & { decision: community.ModerationDecision }) =>
      request(community.moderationAction, {
        body: { type: item.type, id: item._id, decision: item.decision },
      }),
    onMutate: async (item) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Page<community.ModerationItem>>(key);
      client.setQueryData<Page<community.ModerationItem>>(key, (page) =>
        page
          ? {
              rows: page.rows.filter((e) => !(e._id === item._id && e.type === item.type)),
              total: Math.max(0, page.total - 1),
            }
          : page,
      );
      return { previous };
    },
    onError: (_error, _item, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: async (_res, error, item) => {
      if (error) return;
      const itemChannel = item.channel?._id ?? channelId;
      await Promise.all([
        // The other review lists (a channel's, the all-channels one) held the entry too.
        client.invalidateQueries({
          queryKey: communityKeys.moderationAll,
          predicate: (q) => q.queryKey[2] !== (channelId ?? 'all'),
        }),
        itemChannel
          ? client.invalidateQueries({ queryKey: communityKeys.channel(itemChannel) })
          : undefined,
        item.type === 'joinRequest'
          ? itemChannel
            ? client.invalidateQueries({ queryKey: communityKeys.membersAll(itemChannel) })
            : undefined
          : client.invalidateQueries({ queryKey: communityKeys.postsAll }),
      ]);
    },
  });
}
