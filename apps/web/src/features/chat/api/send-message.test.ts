import { describe, expect, it } from 'vitest';
import { chat, type ChatUser } from '@portal/contract';
import { createQueryClient } from '../../../shared/api/query-client';
import { installFakeApi } from '../../../test/fake-api';
import { chatKeys, type ChatTarget } from '../lib/chat-keys';
import { flattenMessages, type ChatMessageView, type MessagePages } from '../lib/messages';
import { messagesQuery } from './get-messages';
import { sendMessage } from './send-message';

const me: ChatUser = {
  _id: 'a1',
  firstName: 'Amelia',
  lastName: 'Hughes',
  online: true,
  media: [],
};
const room: ChatTarget = { isRoom: true, id: 'r00m' };

const earlier: ChatMessageView = {
  _id: 'm1',
  clientId: 'earlier-message',
  roomId: room.id,
  virtualRoomId: null,
  sender: me,
  content: 'Earlier',
  createdAt: '2026-11-29T10:00:00.000Z',
  deleted: false,
};

describe('sendMessage', () => {
  it('keeps a message sent while the history is still loading, marked failed when the send fails', async () => {
    const fake = installFakeApi();
    let historyArrives = () => {};
    const historyAsked = new Promise<void>((asked) =>
      fake.on(chat.listMessages, async () => {
        asked();
        await new Promise<void>((arrive) => (historyArrives = arrive));
        return { body: { data: [earlier] } };
      }),
    );
    fake.fail(chat.chatAction, 503, { error: 'Service unavailable' });
    const queryClient = createQueryClient();
    void queryClient.prefetchInfiniteQuery(messagesQuery(room));
    await historyAsked;

    const sent = sendMessage(queryClient, room, me, 'Sent early', 'client-id-1');
    historyArrives();

    expect(await sent).toBe(false);
    const messages = flattenMessages(
      queryClient.getQueryData<MessagePages>(chatKeys.messages(room)),
    );
    expect(messages.map((m) => [m.content, m.status])).toEqual([
      ['Earlier', undefined],
      ['Sent early', 'failed'],
    ]);
  });
});
