import { Button } from '@folio/shared-ui';
import { useConfirmDropDrafts } from '../../sections/sign-out-drafts';
import { useLogoutEverywhere } from './use-logout';

/**
 * Next to 'Logout': ends the admin's sessions on every device (a lost phone, a shared computer), and
 * with them this browser's autosaved drafts (asked first when there are any).
 */
export function SignOutEverywhereButton() {
  const { logoutEverywhere, isSigningOutEverywhere } = useLogoutEverywhere();
  const { confirm, dialog } = useConfirmDropDrafts('sign out everywhere');
  return (
    <>
      <Button
        $variant="outline"
        onClick={() => confirm(() => void logoutEverywhere())}
        disabled={isSigningOutEverywhere}
        title="End every session of this account, on this device and all others"
      >
        {isSigningOutEverywhere ? 'Signing out everywhere...' : 'Sign out everywhere'}
      </Button>
      {dialog}
    </>
  );
}
