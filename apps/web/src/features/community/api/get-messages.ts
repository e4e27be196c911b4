import { infiniteQueryOptions } from '@tanstack/react-query';
import { chat } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { chatKeys, type ChatTarget } from '../lib/chat-keys';
import type { MessagePage } from '../lib/messages';

const HISTORY_PAGE = 30;

/** GET community/chat/chatList: the newest page first, then older ones through `before`. */
export const messagesQuery = (target: ChatTarget) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(target),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<MessagePage> => {
      const res = await request(
        chat.listMessages,
        {
          query: {
            ...(target.isRoom ? { roomId: target.id } : { receiverId: target.id }),
            limit: HISTORY_PAGE,
            ...(pageParam ? { before: pageParam } : {}),
          },
        },
        { signal },
      );
      return { messages: res.data, hasMore: (res.option?.[0]?.count ?? 0) > 0 };
    },
    getNextPageParam: (last) => (last.hasMore ? last.messages[0]?._id : undefined),
    // Live messages arrive through the socket; a refetch would drop older pages already shown.
    staleTime: Infinity,
  });
