import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { users, type CurrentUser, type EndpointData } from '@portal/contract';
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
    // An answer that says what the session already holds changes nothing: storing it anyway
    // would render every reader of the user again, just after the page has hydrated.
    if (data && !holdsSameUser(useSessionStore.getState().user, data)) setUser(data);
  }, [data, setUser]);
}

/** Whether the profile says nothing new of any field the session's user has. */
export function holdsSameUser(
  user: CurrentUser | null,
  profile: EndpointData<typeof users.getProfile>,
) {
  if (!user) return false;
  const fields = profile as unknown as Record<string, unknown>;
  return Object.entries(user).every(
    ([key, value]) => JSON.stringify(value) === JSON.stringify(fields[key]),
  );
}
