import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auth, users } from '@portal/contract';
import { api } from '../../../shared/api/client';
import { endpointQuery, request } from '../../../shared/api/query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/users/:id: the account as an admin sees it. */
export const adminUserQuery = (id: string) => ({
  ...endpointQuery(users.getUserForAdmin, { params: { id } }),
  queryKey: adminKeys.one('user', id),
});

export const useAdminUser = (id: string) => useQuery(adminUserQuery(id));

/** GET /api/role/getName: the roles an account can be given. */
export const useRoles = () =>
  useQuery({ ...endpointQuery(auth.getRoleNames), staleTime: Infinity });

/**
 * PATCH /api/admin/users/:id: role, modules, self-certification, deactivation. The answer is the
 * account as it now is; the user lists and the audit refetch.
 */
export function useUpdateAdminUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: users.AdminUserChange) =>
      (await request(users.updateUserForAdmin, { params: { id }, body }, { displayLoader: true }))
        .data,
    onSuccess: async (user) => {
      queryClient.setQueryData(adminKeys.one('user', id), user);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: 'none' });
    },
  });
}

/** PATCH /api/user/accountDelete/:id: anonymises the account as self-deletion does. */
export function useDeleteAdminUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const ok = await api.call(
        users.adminDeleteAccount,
        { params: { id } },
        { displayLoader: true },
      );
      if (ok === false) throw new Error('delete failed');
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
