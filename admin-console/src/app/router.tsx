import { createBrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { GROUP_KEYS, OVERVIEW_PATH, sectionPath } from '../sections/navigation/console-routes';
import { ConsoleScreen } from './console-screen';

/** Where the console is served (vite.config.ts `base`, nginx and the gateway's /admin/). */
export const CONSOLE_BASENAME = '/admin';

/** Goes on to `to`, keeping the query, in place of this entry (so Back skips it). */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/**
 * The console's addresses (sections/navigation/console-routes.ts says which screen each one shows). A data
 * router, so that leaving a changed form can be asked about (useBlocker).
 */
export function createConsoleRouter() {
  return createBrowserRouter(
    [
      // The console opens on the analytics overview (docs/decisions.md), not on a content section.
      { index: true, element: <Redirect to={OVERVIEW_PATH} /> },
      // A group's own address (/blog) opens its first kind.
      ...GROUP_KEYS.map((group) => ({ path: group, element: <Redirect to={sectionPath(group)} /> })),
      { path: '*', element: <ConsoleScreen /> },
    ],
    { basename: CONSOLE_BASENAME },
  );
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;
