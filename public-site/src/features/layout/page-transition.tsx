import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Fade = styled.div<{ $animate: boolean }>`
  ${({ $animate }) =>
    $animate &&
    css`
      animation: ${fadeIn} 300ms ease-out;
    `}
`;

/**
 * As the spec has it, pages fade in, keyed on the location's path (a persona or hash change is not a new page). The
 * page the visitor arrives on is already painted by the server: it is shown at once, not faded in.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const moved = useRef(false);
  if (pathname !== firstPath.current) moved.current = true;
  return (
    <Fade key={pathname} $animate={moved.current} data-testid="page-transition">
      {children}
    </Fade>
  );
}
