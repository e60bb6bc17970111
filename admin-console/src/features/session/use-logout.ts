import { toast } from '@folio/shared-ui';
import { useCallback } from 'react';
import { useAppDispatch } from '../../app/store';
import { adminApi } from '../../api/api-slice';
import { errorMessage } from '../../api/errors';
import { useLogoutMutation } from '../../api/session-endpoints';

/** Logout with §8's toasts; cached admin data is dropped with the session. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();
  const run = useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      toast({ title: 'Logout failed', description: errorMessage(error, 'Something went wrong'), variant: 'destructive' });
      return;
    }
    dispatch(adminApi.util.resetApiState());
    toast({ title: 'Logged out', description: 'You have been logged out successfully.' });
  }, [logout, dispatch]);
  return { logout: run, isLoggingOut: isLoading };
}
