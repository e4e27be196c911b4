import { chat } from '@portal/contract';
import type { installFakeApi } from './fake-api';

/**
 * Answers the calls the signed-in shell makes on its own once the page is idle (the chat
 * badges and notification preferences). Unanswered, they fail with a 404 whose snack can replace
 * the one a test is waiting for.
 */
export function answerShellBackgroundCalls(fake: ReturnType<typeof installFakeApi>) {
  fake.ok(chat.listRooms, []);
  fake.ok(chat.listDirectChats, []);
  fake.ok(chat.getNotificationPrefs, { rooms: [], users: [] });
}
