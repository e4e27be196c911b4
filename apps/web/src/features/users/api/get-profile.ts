import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { users } from '@portal/contract';
import { endpointQuery } from '../../../shared/api/query';
import { useSessionStore } from '../../../shared/session/session-store';

/** GET /api/user/profile: the current user. */
export const profileQuery = () => endpointQuery(users.getProfile);

/**
 * Loads the current user when the shell is created and keeps the session's copy up to date. The
 * query cache starts empty with each app start and with each session, so the user is asked for
 * then; not when the cache already holds the answer the server rendered the page with moments
 * ago (decision 49), which came with the page.
 */
export function useCurrentUserRefresh() {
  const setUser = useSessionStore((s) => s.setUser);
  const { data } = useQuery(profileQuery());
  useEffect(() => {
    if (data) setUser(data);
  }, [data, setUser]);
}
