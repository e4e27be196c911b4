import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { pageOf, type Page } from '../../../shared/api/paging';
import { request } from '../../../shared/api/query';
import { communityKeys } from './community-keys';

/** The review list holds what is waiting; one page is enough for a channel. */
export const REVIEW_PAGE_SIZE = 50;

/** GET community/moderation/get: a channel's reported posts and responses and join requests. */
export function useModerationQueue(channelId: string, enabled = true) {
  return useQuery({
    queryKey: communityKeys.moderation(channelId),
    enabled,
    queryFn: async ({ signal }): Promise<Page<community.ModerationItem>> =>
      pageOf(
        await request(
          community.getModerationQueue,
          { query: { channelId, limit: REVIEW_PAGE_SIZE } },
          { signal },
        ),
      ),
  });
}

/**
 * POST community/moderation/action: approve or remove an entry. It leaves the list at once and
 * comes back if the call fails; the channel, its posts and members are fetched again after.
 */
export function useModerationAction(channelId: string) {
  const client = useQueryClient();
  const key = communityKeys.moderation(channelId);
  return useMutation({
    mutationFn: (body: community.ModerationActionBody) =>
      request(community.moderationAction, { body }),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Page<community.ModerationItem>>(key);
      client.setQueryData<Page<community.ModerationItem>>(key, (page) =>
        page
          ? {
              rows: page.rows.filter((e) => !(e._id === body.id && e.type === body.type)),
              total: Math.max(0, page.total - 1),
            }
          : page,
      );
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: async (_res, error, body) => {
      if (error) return;
      await Promise.all([
        client.invalidateQueries({ queryKey: communityKeys.channel(channelId) }),
        body.type === 'joinRequest'
          ? client.invalidateQueries({ queryKey: communityKeys.membersAll(channelId) })
          : client.invalidateQueries({ queryKey: communityKeys.postsAll }),
      ]);
    },
  });
}
