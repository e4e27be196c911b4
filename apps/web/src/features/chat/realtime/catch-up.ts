import type { QueryClient } from '@tanstack/react-query';
import { chatKeys, type ChatTarget } from '../lib/chat-keys';
import { mergeNewestPage, type MessagePage, type MessagePages } from '../lib/messages';

/** The conversation of a cached history's key (`chatKeys.messages`). */
function targetOfKey(key: readonly unknown[]): ChatTarget | null {
  const [, , kind, id] = key;
  if ((kind !== 'room' && kind !== 'user') || typeof id !== 'string') return null;
  return { isRoom: kind === 'room', id };
}

/**
 * Events missed while they could not arrive (the socket was reconnecting, or the servers lost
 * each other and say `resync`) are recovered from the server: every chat list, star list and
 * member list is fetched again, and each loaded conversation gets its newest page laid over what
 * it shows, which keeps older pages and messages still being sent. Calls that overlap run once
 * more at the end rather than side by side. `stop` ends it (the socket's handlers detached).
 */
export function chatCatchUp(
  queryClient: QueryClient,
  fetchNewest: (target: ChatTarget) => Promise<MessagePage>,
) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function catchUpOnce() {
    void queryClient.invalidateQueries({
      queryKey: chatKeys.all,
      predicate: (q) => q.queryKey[1] !== 'messages',
    });
    const histories = queryClient.getQueriesData<MessagePages>({
      queryKey: [...chatKeys.all, 'messages'],
    });
    await Promise.all(
      histories.map(async ([key, data]) => {
        const target = targetOfKey(key);
        if (!data || !target) return;
        try {
          const page = await fetchNewest(target);
          if (!stopped)
            queryClient.setQueryData<MessagePages>(key, (d) => mergeNewestPage(d, page));
        } catch {
          // The history stays as it was; the next reconnection or resync tries again.
        }
      }),
    );
  }

  return {
    catchUp(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await catchUpOnce();
        } while (again && !stopped);
      })().finally(() => {
        running = null;
      });
      return running;
    },
    stop() {
      stopped = true;
    },
  };
}
