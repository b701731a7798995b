import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';

/** Ends the session, clears every cached query and lands on /goodbye even if the call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.get('/api/logout');
    } catch {
      /* the cache is cleared and we leave anyway */
    }
    queryClient.clear();
    queryClient.setQueryData(['auth', 'user'], null);
    void navigate('/goodbye');
  }, [navigate, queryClient]);
}
