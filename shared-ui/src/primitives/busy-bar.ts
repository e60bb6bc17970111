import { css, keyframes } from 'styled-components';

const sweep = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/**
 * A thin moving bar along the top of content that is being read again (`aria-busy="true"`), in place
 * of dimming it: dimmed text falls below the contrast text needs. Laid over the top edge, so nothing
 * moves when it comes and goes. With reduced motion it stands still.
 */
export const busyBar = css`
  position: relative;

  &[aria-busy='true']::before {
    content: '';
    position: absolute;
    top: -0.5rem;
    left: 0;
    right: 0;
    height: 3px;
    border-radius: 2px;
    background: linear-gradient(90deg, transparent, ${({ theme }) => theme.colors.primary}, transparent) 0 0 / 200% 100%;
    animation: ${sweep} 1.2s linear infinite;
  }
`;
