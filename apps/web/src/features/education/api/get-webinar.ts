import { queryOptions, useQuery } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { webinarKeys } from './webinar-keys';

/** GET webinar/get/{id}: speakers, time, description, seats and the caller's registration. */
export const webinarQuery = (id: string) =>
  queryOptions({
    queryKey: webinarKeys.one(id),
    queryFn: async ({ signal, client }): Promise<education.Webinar> =>
      (await request(education.getWebinar, { params: { id } }, placeLoading(signal), apiOf(client)))
        .data,
  });

export function useWebinar(id: string) {
  return useQuery(webinarQuery(id));
}
