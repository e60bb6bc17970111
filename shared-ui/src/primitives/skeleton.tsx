import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

/** A grey placeholder block; size it with style or a styled() wrapper. Hidden from assistive tech. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true, 'data-skeleton': '' })`
  min-height: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;
