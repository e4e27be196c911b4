import { queryOptions } from '@tanstack/react-query';
import { chat, PAGE_SIZES } from '@portal/contract';
import { apiOf, request, placeLoading } from '../../../shared/api/query';
import { chatKeys } from '../lib/chat-keys';

/** GET community/chat/userList: recent direct conversations (page size 100, SPEC §9). */
export const directChatsQuery = (search: string) =>
  queryOptions({
    queryKey: chatKeys.direct(search),
    queryFn: async ({ signal, client }) =>
      (
        await request(
          chat.listDirectChats,
          { query: { limit: PAGE_SIZES.directMessages, skip: 0, search } },
          placeLoading(signal),
          apiOf(client),
        )
      ).data,
  });
