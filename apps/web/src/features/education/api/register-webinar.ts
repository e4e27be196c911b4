import { useMutation, useQueryClient } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { webinarKeys } from './webinar-keys';

/**
 * POST or DELETE webinar/register/{id}: takes or gives back the caller's seat. The answer is the
 * webinar as it now is (seats, registration, join link); the lists and Home's upcoming events
 * are refetched, as both show it.
 */
export function useWebinarRegistration(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (register: boolean) =>
      (
        await request(
          register ? education.registerWebinar : education.unregisterWebinar,
          { params: { id } },
          { displayLoader: false },
        )
      ).data,
    onSuccess: (webinar) => {
      client.setQueryData(webinarKeys.one(id), webinar);
      void client.invalidateQueries({ queryKey: ['education', 'webinars', 'list'] });
      // Home's upcoming events list the user's registrations.
      void client.invalidateQueries({ queryKey: ['home'] });
    },
    // A full webinar's refusal: the seats shown are stale, so fetch them again.
    onError: () => void client.invalidateQueries({ queryKey: webinarKeys.one(id) }),
  });
}
