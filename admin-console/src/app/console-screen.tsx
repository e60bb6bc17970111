import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { SessionGate } from '../features/session/session-gate';
import { selectSession } from '../features/session/session-slice';
import { OVERVIEW_PATH } from '../sections/navigation/console-routes';
import { Dashboard } from './dashboard/dashboard';
import { useAppSelector } from './store';

/**
 * Every console address: the login card while nobody is signed in (at that address, so the same
 * screen shows once signed in), else the dashboard showing it. A deliberate logout starts over at
 * the overview, as the console opens; an expired session keeps the address, and what was typed comes back as a draft.
 */
export function ConsoleScreen() {
  const { status, expired } = useAppSelector(selectSession);
  const navigate = useNavigate();
  const before = useRef(status);
  useEffect(() => {
    if (before.current === 'signedIn' && status === 'signedOut' && !expired) navigate(OVERVIEW_PATH, { replace: true });
    before.current = status;
  }, [status, expired, navigate]);

  return <SessionGate>{(username) => <Dashboard username={username} />}</SessionGate>;
}
