import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -46%) scale(0.98); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgb(15 23 42 / 0.6);
  animation: ${fadeIn} 150ms ease-out;
`;

const Content = styled(RadixDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 1001;
  width: min(44rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transform: translate(-50%, -50%);
  animation: ${riseIn} 180ms ease-out;
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding-right: 2.5rem;
  margin-bottom: 1rem;
`;

const Title = styled(RadixDialog.Title)`
  font-size: 1.375rem;
  font-weight: 700;
  line-height: 1.3;
`;

const Description = styled(RadixDialog.Description)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Close = styled(RadixDialog.Close)`
  position: absolute;
  top: 1rem;
  right: 1rem;
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.5rem;
  line-height: 1;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Where focus goes on closing, when not back to what opened it (e.g. that is about to be removed). */
  focusOnClose?: () => HTMLElement | null | undefined;
}

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it, focus returns after. */
export function Dialog({ open, onOpenChange, title, description, children, focusOnClose }: DialogProps) {
  // Opened from outside (no Radix trigger), so remember what had focus to give it back on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) returnFocusTo.current = document.activeElement as HTMLElement | null;
  }, [open]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            (focusOnClose?.() ?? returnFocusTo.current)?.focus();
          }}
        >
          <Header>
            <Title>{title}</Title>
            {description ? <Description>{description}</Description> : null}
          </Header>
          {children}
          <Close aria-label="Close">×</Close>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
