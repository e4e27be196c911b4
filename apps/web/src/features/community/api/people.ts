import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { chat, community, PAGE_SIZES } from '@portal/contract';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { apiOf, request, placeLoading } from '../../../shared/api/query';
import { useCommunityStore } from '../lib/community-store';
import { communityKeys } from './community-keys';

/** People per page of the directory (the API's most). */
export const PEOPLE_PAGE_SIZE = 100;

export type Person = chat.ChatUser & { roleName: string };

/**
 * GET community/userList: everyone but oneself, by name; search by name; `initial` (a letter
 * A–Z) is filtered on the server, so a letter finds people on pages not loaded yet. A new search
 * or letter is a new query: paging starts again from the first page.
 */
export const peopleQuery = (search: string, initial: string | null = null) =>
  infiniteQueryOptions({
    queryKey: communityKeys.people(search, initial),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<Page<Person>> =>
      pageOf(
        await request(
          chat.listChatUsers,
          {
            query: {
              limit: PEOPLE_PAGE_SIZE,
              skip: pageParam,
              search: search || undefined,
              initial: initial ?? undefined,
            },
          },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function usePeople(search: string, initial: string | null = null) {
  return useInfiniteQuery(peopleQuery(search, initial));
}

/**
 * GET community/userStarred/get: the people one starred; an empty answer is an empty list.
 */
export const starredUsersQuery = () =>
  queryOptions({
    queryKey: communityKeys.starredUsers,
    queryFn: async ({ signal, client }) => {
      const rows =
        (
          await request(
            chat.listStarredUsers,
            { query: { limit: PAGE_SIZES.starred } },
            placeLoading(signal),
            apiOf(client),
          )
        ).data ?? [];
      return rows;
    },
  });

/** The starred people, mirrored into the community store's starredUsers (SPEC §3). */
export function useStarredUsers() {
  const query = useQuery(starredUsersQuery());
  const setStarredUsers = useCommunityStore((s) => s.setStarredUsers);
  useEffect(() => {
    if (query.data) setStarredUsers(query.data);
  }, [query.data, setStarredUsers]);
  return query;
}

/** Star or unstar a person; the starred list is fetched again (SPEC §4). */
export function useStarUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, starred }: { userId: string; starred: boolean }) =>
      request(
        chat.starAction,
        { body: { type: 'user', id: userId, starred } },
        { suppressMessage: true },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: communityKeys.starredUsers }),
  });
}

/** GET community/channel/adminList: site admins and channel admins with their channels. */
export const adminsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.admins(search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<Page<community.CommunityAdmin>> =>
      pageOf(
        await request(
          community.getCommunityAdmins,
          { query: { limit: 50, skip: pageParam, search: search || undefined } },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function useAdmins(search: string) {
  return useInfiniteQuery(adminsQuery(search));
}

/** GET community/channel/getUserDetails: a member's public profile. */
export const userDetailsQuery = (userId: string) =>
  queryOptions({
    queryKey: communityKeys.user(userId),
    queryFn: async ({ signal }) =>
      (await request(community.getUserDetails, { query: { userId } }, placeLoading(signal))).data,
  });

export function useUserDetails(userId: string) {
  return useQuery(userDetailsQuery(userId));
}
