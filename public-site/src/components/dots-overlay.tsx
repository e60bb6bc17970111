import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: grid;
  place-items: center;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.background} 85%, transparent);
  backdrop-filter: blur(4px);
`;

const Dots = styled.div`
  display: flex;
  gap: 0.75rem;
`;

const Dot = styled.span<{ $delay: number }>`
  width: 0.875rem;
  height: 0.875rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${pulse} 1.2s ease-in-out ${({ $delay }) => $delay}ms infinite both;
`;

/** The spec's full-screen overlay with three pulsing dots shown while a lazily loaded part arrives. */
export function DotsOverlay({ label = 'Loading' }: { label?: string }) {
  return (
    <Overlay role="status" aria-label={label} data-testid="dots-overlay">
      <Dots>
        <Dot $delay={0} />
        <Dot $delay={160} />
        <Dot $delay={320} />
      </Dots>
    </Overlay>
  );
}
