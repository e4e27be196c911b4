import { infiniteQueryOptions } from '@tanstack/react-query';
import { chat } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { chatKeys, type ChatTarget } from '../lib/chat-keys';
import type { MessagePage } from '../lib/messages';

const HISTORY_PAGE = 30;

/** One page of a conversation's history: the newest, or the one before message `before`. */
async function fetchMessagePage(
  target: ChatTarget,
  before?: string,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const res = await request(
    chat.listMessages,
    {
      query: {
        ...(target.isRoom ? { roomId: target.id } : { receiverId: target.id }),
        limit: HISTORY_PAGE,
        ...(before ? { before } : {}),
      },
    },
    { signal },
  );
  return { messages: res.data, hasMore: (res.option?.[0]?.count ?? 0) > 0 };
}

/** The newest page again, to catch up with messages missed while events were not arriving. */
export const fetchNewestMessages = (target: ChatTarget) => fetchMessagePage(target);

/** GET community/chat/chatList: the newest page first, then older ones through `before`. */
export const messagesQuery = (target: ChatTarget) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(target),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<MessagePage> =>
      fetchMessagePage(target, pageParam, signal),
    getNextPageParam: (last) => (last.hasMore ? last.messages[0]?._id : undefined),
    // Live messages arrive through the socket; a refetch would drop older pages already shown.
    staleTime: Infinity,
  });
