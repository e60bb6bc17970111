import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Fade = styled.div`
  animation: ${fadeIn} 300ms ease-out;
`;

/** §2: pages fade in, keyed on the location's path (a persona or hash change is not a new page). */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Fade key={pathname} data-testid="page-transition">
      {children}
    </Fade>
  );
}
