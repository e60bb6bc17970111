import { LIMITS } from '@folio/contracts';
import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { ToastVariant } from './toast-store';
import { useToast } from './use-toast';

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 1rem)); }
  to { transform: translateX(0); }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + 1rem)); }
`;

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  top: 0;
  right: 0;
  z-index: 2000;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: 100%;
  max-height: 100vh;
  margin: 0;
  padding: 1rem;
  list-style: none;
  outline: none;

  @media (min-width: ${LIMITS.mobileBreakpointPx}px) {
    top: auto;
    bottom: 0;
    max-width: ${LIMITS.toastViewportMaxWidthPx}px;
  }
`;

/** In a place the page keeps free for it (a column's foot): in the flow, over nothing, fading in where it stands. */
const PlacedViewport = styled(RadixToast.Viewport)`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;

  & > li[data-state='open'] {
    animation-name: ${fadeIn};
  }
`;

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1rem 2.5rem 1rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $variant }) =>
    $variant === 'destructive' &&
    css`
      border-color: ${({ theme }) => theme.colors.dangerSolid};
      background: ${({ theme }) => theme.colors.dangerSolid};
      color: ${({ theme }) => theme.colors.onPrimary};
    `}

  &[data-state='open'] {
    animation: ${slideIn} 200ms ease-out;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 150ms ease-in forwards;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    animation: ${swipeOut} 150ms ease-out forwards;
  }
`;

const Text = styled.div`
  display: grid;
  flex: 1;
  gap: 0.25rem;
`;

const Title = styled(RadixToast.Title)`
  font-size: 0.9375rem;
  font-weight: 700;
`;

const Description = styled(RadixToast.Description)`
  font-size: 0.875rem;
  opacity: 0.9;
`;

const Action = styled(RadixToast.Action)`
  align-self: center;
  padding: 0.375rem 0.75rem;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: 0.875rem;
  font-weight: 600;
`;

const Close = styled(RadixToast.Close)`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  width: 1.75rem;
  height: 1.75rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  opacity: 0.8;

  &:hover {
    opacity: 1;
  }
`;

const Slot = createContext<{ placed: boolean; place: () => () => void } | null>(null);

/**
 * Where the toasts appear instead of the window's corner, while it is mounted: a place the page keeps free for them, so
 * that they never cover what the page shows (the console puts it at its sidebar's foot).
 */
export function ToastSlot() {
  const slot = useContext(Slot);
  const place = slot?.place;
  useLayoutEffect(() => place?.(), [place]);
  return slot?.placed ? <PlacedViewport hotkey={['F8']} /> : null;
}

/** Renders the toasts of `toast()`: one at a time, 5 s each, swipe right to dismiss, F8 to reach them. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const { toasts, dismiss } = useToast();
  const [slots, setSlots] = useState(0);
  const place = useCallback(() => {
    setSlots((count) => count + 1);
    return () => setSlots((count) => count - 1);
  }, []);
  const slot = useMemo(() => ({ placed: slots > 0, place }), [slots, place]);
  return (
    <RadixToast.Provider
      duration={LIMITS.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={LIMITS.toastSwipeThresholdPx}
    >
      <Slot.Provider value={slot}>{children}</Slot.Provider>
      {toasts.map(({ id, title, description, variant = 'default', action, open }) => (
        <Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => (isOpen ? undefined : dismiss(id))}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          $variant={variant}
          data-variant={variant}
        >
          <Text>
            <Title>{title}</Title>
            {description ? <Description>{description}</Description> : null}
          </Text>
          {action ? (
            <Action altText={action.altText ?? action.label} onClick={action.onClick}>
              {action.label}
            </Action>
          ) : null}
          <Close aria-label="Close">×</Close>
        </Root>
      ))}
      {slot.placed ? null : <Viewport hotkey={['F8']} />}
    </RadixToast.Provider>
  );
}
