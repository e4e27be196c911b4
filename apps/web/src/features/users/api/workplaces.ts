import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { users, type WorkplaceBody } from '@portal/contract';
import { api, type CallOptions } from '../../../shared/api/client';
import { endpointQuery } from '../../../shared/api/query';
import { useWorkplacesStore } from '../lib/workplaces-store';

/** GET /api/workplace/get: the current user's work places. */
export const workplacesQuery = () => endpointQuery(users.listWorkplaces, { query: {} });

/** The work places, mirrored into the profile's `workplaces` list (SPEC §3). */
export function useWorkplaces() {
  const query = useQuery(workplacesQuery());
  const setWorkplaces = useWorkplacesStore((s) => s.setWorkplaces);
  useEffect(() => {
    if (query.data) setWorkplaces(query.data);
  }, [query.data, setWorkplaces]);
  return query;
}

/** POST /api/workplace/create, or PUT /api/workplace/edit/:id when `id` is given. */
export function saveWorkplace(body: WorkplaceBody, id: string | null, options: CallOptions = {}) {
  const opts = { displayLoader: true, ...options };
  return id
    ? api.call(users.editWorkplace, { params: { id }, body }, opts)
    : api.call(users.createWorkplace, { body }, opts);
}

/** DELETE /api/workplace/delete/:id. */
export function deleteWorkplace(id: string) {
  return api.call(users.deleteWorkplace, { params: { id } }, { displayLoader: true });
}
