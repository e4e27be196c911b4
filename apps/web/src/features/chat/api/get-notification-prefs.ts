import { queryOptions } from '@tanstack/react-query';
import { chat } from '@portal/contract';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { chatKeys } from '../lib/chat-keys';

/**
 * GET community/notifications: rooms and users whose notifications are off. Loaded in the
 * background for the desktop notifications: nothing waits on it, so no page-wide loader.
 */
export const notificationPrefsQuery = () =>
  queryOptions({
    queryKey: chatKeys.prefs,
    queryFn: async ({ signal, client }) =>
      (await request(chat.getNotificationPrefs, {}, placeLoading(signal), apiOf(client))).data,
    staleTime: Infinity,
  });
