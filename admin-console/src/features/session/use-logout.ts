import { toast } from '@folio/shared-ui';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { adminApi } from '../../api/api-slice';
import { errorMessage } from '../../api/errors';
import { useLogoutEverywhereMutation, useLogoutMutation } from '../../api/session-endpoints';

type Texts = { failed: string; done: string; description: string };

/** Runs a sign-out call with its toasts; cached admin data is dropped with the session. */
function useSignOut(call: () => { unwrap(): Promise<void> }, texts: Texts) {
  const dispatch = useDispatch();
  return useCallback(async () => {
    try {
      await call().unwrap();
    } catch (error) {
      toast({ title: texts.failed, description: errorMessage(error, 'Something went wrong'), variant: 'destructive' });
      return;
    }
    dispatch(adminApi.util.resetApiState());
    toast({ title: texts.done, description: texts.description });
  }, [call, dispatch, texts]);
}

const LOGOUT: Texts = { failed: 'Logout failed', done: 'Logged out', description: 'You have been logged out successfully.' };
const EVERYWHERE: Texts = {
  failed: 'Sign out everywhere failed',
  done: 'Signed out everywhere',
  description: 'Every session has ended, on this device and all others.',
};

/** Logout with the spec's toasts ('Logged out' / 'Logout failed'). */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  return { logout: useSignOut(logout, LOGOUT), isLoggingOut: isLoading };
}

/** 'Sign out everywhere': ends every session of the admin (other browsers and devices too). */
export function useLogoutEverywhere() {
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();
  return { logoutEverywhere: useSignOut(logoutEverywhere, EVERYWHERE), isSigningOutEverywhere: isLoading };
}
