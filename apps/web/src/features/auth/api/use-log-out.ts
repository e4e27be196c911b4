import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { auth } from '@portal/contract';
import { api } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/session/session-store';
import { disconnectSocket } from '../../../shared/socket/socket-connection';

/**
 * Logout (SPEC §4): the socket is closed first (else the server, revoking the session, would tell
 * it the session has expired and that message would show), then the server revokes the session,
 * the stored session is cleared, cached data dropped, and the login page shown.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    disconnectSocket();
    await api.call(auth.logout, {}, { displayLoader: true });
    useSessionStore.getState().clearSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
