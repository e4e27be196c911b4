import { queryOptions } from '@tanstack/react-query';
import { chat, PAGE_SIZES } from '@portal/contract';
import { apiOf, request } from '../../../shared/api/query';
import { chatKeys } from '../lib/chat-keys';

/** The favourites section: starred chats, 5 of them (SPEC §9), filtered by the search. */
export const favouritesQuery = (search: string) =>
  queryOptions({
    queryKey: chatKeys.favourites(search),
    queryFn: async ({ signal, client }) =>
      (
        await request(
          chat.listStarredChats,
          { query: { limit: PAGE_SIZES.favourites, title: search } },
          { signal },
          apiOf(client),
        )
      ).data,
  });

/** Every starred chat (limit 50), to show whether the open chat is starred. */
export const starredChatsQuery = () =>
  queryOptions({
    queryKey: chatKeys.starredAll,
    queryFn: async ({ signal }) =>
      (await request(chat.listStarredChats, { query: { limit: PAGE_SIZES.starred } }, { signal }))
        .data,
  });
