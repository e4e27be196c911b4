import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { community, type EndpointInput } from '@portal/contract';
import { endpointQuery, request } from '../../../../shared/api/query';
import { adminKeys } from '../../api/admin-keys';

/** GET /api/admin/community-channels/:id/admins: the channel's admins, by name. */
export const channelAdminsQuery = (id: string) => ({
  ...endpointQuery(community.adminListChannelAdmins, { params: { id } }),
  queryKey: adminKeys.one('channelAdmins', id),
});

export const useChannelAdmins = (id: string) => useQuery(channelAdminsQuery(id));

/**
 * Appoints (`userId` given to `appoint`) or removes a channel admin: the answer is the admins as
 * they now are; the channel's lists and counts refetch.
 */
export function useChannelAdminChange(id: string) {
  const queryClient = useQueryClient();
  const settle = async (admins: community.ChannelAdmin[]) => {
    queryClient.setQueryData(adminKeys.one('channelAdmins', id), admins);
    await queryClient.invalidateQueries({
      queryKey: adminKeys.all,
      predicate: (q) => q.queryKey[1] !== 'channelAdmins',
    });
  };
  const appoint = useMutation({
    mutationFn: async (userId: string) =>
      (
        await request(
          community.adminAppointChannelAdmin,
          { params: { id }, body: { userId } },
          { displayLoader: true },
        )
      ).data,
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: async (userId: string) =>
      (
        await request(
          community.adminRemoveChannelAdmin,
          { params: { id, userId } } satisfies EndpointInput<
            typeof community.adminRemoveChannelAdmin
          >,
          { displayLoader: true },
        )
      ).data,
    onSuccess: settle,
  });
  return { appoint, remove };
}
