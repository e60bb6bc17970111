import { LIMITS } from '@folio/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

const grow = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: 1200;
  height: 3px;
  background: ${({ theme }) => theme.colors.primarySolid};
  transform-origin: left;
  animation: ${grow} ${LIMITS.routeChangeIndicatorMs}ms ease-out forwards;
  pointer-events: none;
`;

/** The spec's route-change indicator: a loading bar for 600 ms on each route change (not on the first page). */
export function RouteChangeIndicator() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), LIMITS.routeChangeIndicatorMs);
    return () => clearTimeout(timer);
  }, [pathname]);

  return visible ? <Bar role="progressbar" aria-label="Loading page" data-testid="route-indicator" /> : null;
}
