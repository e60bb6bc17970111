import { LIMITS } from '@folio/contracts';
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

  &[hidden] {
    display: none;
  }
`;

/**
 * The spec's route-change indicator: a loading bar for 600 ms on each route change (not on the first
 * page). Every route is a page load now: the site's script shows it on arrival (site/route-change.ts).
 */
export function RouteChangeIndicator() {
  return <Bar role="progressbar" aria-label="Loading page" data-testid="route-indicator" data-route-indicator="" hidden />;
}
