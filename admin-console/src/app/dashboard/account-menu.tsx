import { Button } from '@folio/shared-ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';

const Anchor = styled.div`
  position: relative;
`;

const Menu = styled.div`
  position: absolute;
  top: calc(100% + 0.375rem);
  right: 0;
  z-index: 50;
  display: grid;
  min-width: 14rem;
  padding: 0.375rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Item = styled.button`
  padding: 0.5rem 0.75rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.875rem;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const Chevron = () => (
  <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export interface AccountAction {
  label: string;
  run: () => void;
}

/**
 * The account's actions behind one button (WAI-ARIA's menu button): Enter, Space or the arrow keys open it on an item,
 * the arrows, Home and End move, Escape closes it back onto the button, and a click elsewhere or Tab closes it.
 * `busy` replaces the button's label while an action runs ('Logging out...').
 */
export function AccountMenu({ actions, busy, buttonRef }: { actions: readonly AccountAction[]; busy?: string; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const anchor = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (open) items.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex((index + actions.length) % actions.length);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: focusIndex + 1, ArrowUp: focusIndex - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      openAt(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Anchor ref={anchor}>
      <Button
        ref={buttonRef}
        $variant="outline"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={Boolean(busy)}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {busy ?? 'Account'}
        {busy ? null : <Chevron />}
      </Button>
      {open ? (
        <Menu id={menuId} role="menu" aria-label="Account" onKeyDown={onMenuKey}>
          {actions.map((action, index) => (
            <Item
              key={action.label}
              ref={(element) => {
                items.current[index] = element;
              }}
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              onClick={() => {
                close();
                action.run();
              }}
            >
              {action.label}
            </Item>
          ))}
        </Menu>
      ) : null}
    </Anchor>
  );
}
