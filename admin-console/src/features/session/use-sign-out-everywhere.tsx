import { useConfirmDropDrafts } from '../../sections/form/sign-out-drafts';
import { useLogoutEverywhere } from './use-logout';

/**
 * The account menu's 'Sign out everywhere': ends the admin's sessions on every device (a lost phone, a shared computer),
 * and with them this browser's autosaved drafts (asked first, in `dialog`, when there are any).
 */
export function useSignOutEverywhere() {
  const { logoutEverywhere, isSigningOutEverywhere } = useLogoutEverywhere();
  const { confirm, dialog } = useConfirmDropDrafts('sign out everywhere');
  return { signOutEverywhere: () => confirm(() => void logoutEverywhere()), isSigningOutEverywhere, dialog };
}
