import { queryOptions } from '@tanstack/react-query';
import { chat, PAGE_SIZES } from '@portal/contract';
import { request, placeLoading } from '../../../shared/api/query';
import { chatKeys } from '../lib/chat-keys';

/** GET community/userList: people to start a chat with or add to a room. */
export const peopleQuery = (search: string) =>
  queryOptions({
    queryKey: chatKeys.people(search),
    queryFn: async ({ signal }) =>
      (
        await request(
          chat.listChatUsers,
          { query: { limit: PAGE_SIZES.directMessages, skip: 0, search } },
          placeLoading(signal),
        )
      ).data,
  });
