import * as RadixDialog from '@radix-ui/react-dialog';
import { Fragment, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
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
  text-decoration: none;

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
  /**
   * Rendered in place rather than in a portal at the end of the body: a dialog the server renders open
   * (a portal renders nothing there), kept in place while the browser hydrates that HTML; the portal
   * (focus trapped, the rest of the page inert) from the render after.
   */
  inPlace?: boolean;
  /** With `inPlace`: the address that closes the dialog, so its close button is a link that works before the page's scripts run. */
  closeHref?: string;
}

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it, focus returns after. */
export function Dialog({ open, onOpenChange, title, description, children, focusOnClose, inPlace = false, closeHref }: DialogProps) {
  // Opened from outside (no Radix trigger), so remember what had focus to give it back on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) returnFocusTo.current = document.activeElement as HTMLElement | null;
  }, [open]);

  // Named by its title from the first render (Radix names it only once mounted: the server's HTML would have no name).
  const titleId = useId();
  const Portal = inPlace ? Fragment : RadixDialog.Portal;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <Portal>
        <Overlay />
        <Content
          aria-labelledby={titleId}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            (focusOnClose?.() ?? returnFocusTo.current)?.focus();
          }}
        >
          <Header>
            <Title id={titleId}>{title}</Title>
            {description ? <Description>{description}</Description> : null}
          </Header>
          {children}
          {inPlace && closeHref ? (
            <Close asChild>
              <a href={closeHref} aria-label="Close">
                ×
              </a>
            </Close>
          ) : (
            <Close aria-label="Close">×</Close>
          )}
        </Content>
      </Portal>
    </RadixDialog.Root>
  );
}
