import { theme } from '@folio/shared-ui';
import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

/**
 * What every island's tree has around it, in the browser as on the server's page: the theme (its
 * colours are CSS custom properties, so one object serves both modes and every persona). It says
 * when React has hydrated it, so that a click made before is replayed on the live island.
 */
export function IslandRoot({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
