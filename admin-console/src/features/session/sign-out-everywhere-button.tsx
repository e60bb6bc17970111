import { Button } from '@folio/shared-ui';
import { useLogoutEverywhere } from './use-logout';

/** Next to 'Logout': ends the admin's sessions on every device (a lost phone, a shared computer). */
export function SignOutEverywhereButton() {
  const { logoutEverywhere, isSigningOutEverywhere } = useLogoutEverywhere();
  return (
    <Button
      $variant="outline"
      onClick={() => void logoutEverywhere()}
      disabled={isSigningOutEverywhere}
      title="End every session of this account, on this device and all others"
    >
      {isSigningOutEverywhere ? 'Signing out everywhere...' : 'Sign out everywhere'}
    </Button>
  );
}
