import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { auth } from '@portal/contract';
import { api } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/session/session-store';
import { disconnectSocket } from '../../../shared/socket/socket-connection';

/**
 * Logout (SPEC §4): the server revokes the session, then the stored session is cleared, the socket
 * disconnected when one exists, cached data dropped, and the login page shown.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await api.call(auth.logout, {}, { displayLoader: true });
    disconnectSocket();
    useSessionStore.getState().clearSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
