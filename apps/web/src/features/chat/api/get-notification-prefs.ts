import { queryOptions } from '@tanstack/react-query';
import { chat } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { chatKeys } from '../lib/chat-keys';

/** GET community/notifications: rooms and users whose notifications are off. */
export const notificationPrefsQuery = () =>
  queryOptions({
    queryKey: chatKeys.prefs,
    queryFn: async ({ signal }) => (await request(chat.getNotificationPrefs, {}, { signal })).data,
    staleTime: Infinity,
  });
