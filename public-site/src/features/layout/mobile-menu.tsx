import { useRef } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '../../components/icons';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { NavItems } from './nav-items';
import { PersonaSwitcher } from './persona-switcher';
import { COMPACT_HEADER_QUERY } from './sections';
import { IconButton, ThemeToggle } from './theme-toggle';

const appear = keyframes`
  from { opacity: 0; transform: translateY(-0.5rem); }
  to { opacity: 1; transform: none; }
`;

const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  padding: 1rem 1.25rem 2rem;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  animation: ${appear} 180ms ease-out;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const Name = styled.p`
  font-size: 1.125rem;
  font-weight: 800;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface MobileMenuProps {
  ownerName?: string;
  /** `restoreFocus` is false when the menu closes because a link was chosen. */
  onClose: (restoreFocus: boolean) => void;
}

/** The spec's header on small screens: the full-screen menu with the header's items; it closes when a link is chosen. */
export function MobileMenu({ ownerName, onClose }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, () => onClose(true));
  const closeForNavigation = () => onClose(false);

  return createPortal(
    <Panel ref={panel} id="mobile-menu" role="dialog" aria-modal="true" aria-label="Menu">
      <Top>
        <Name>{ownerName}</Name>
        <IconButton type="button" onClick={() => onClose(true)} aria-label="Close menu">
          <CloseIcon />
        </IconButton>
      </Top>
      <nav aria-label="Main">
        <NavItems large onNavigate={closeForNavigation} />
      </nav>
      <Controls>
        <PersonaSwitcher onChosen={closeForNavigation} />
        <ThemeToggle />
      </Controls>
    </Panel>,
    document.body,
  );
}

/** The id the menu button's link points at until the page's scripts run (MenuWithoutScripts). */
export const MENU_WITHOUT_SCRIPTS_ID = 'site-menu';

/** Shown when the address targets it (`#site-menu`), on small screens only. */
const PanelWithoutScripts = styled(Panel)`
  display: none;

  @media ${COMPACT_HEADER_QUERY} {
    &:target {
      display: flex;
    }
  }
`;

/**
 * The same menu before the page's scripts run: the menu button is a link to `#site-menu`, which this
 * panel shows through CSS (:target); its close button is a link away from it, its links and persona
 * form work as they are. Once the page is hydrated it is gone and MobileMenu takes over (opening at
 * once when the address still targets it).
 */
export function MenuWithoutScripts({ ownerName }: { ownerName?: string }) {
  return (
    <PanelWithoutScripts as="section" id={MENU_WITHOUT_SCRIPTS_ID} aria-label="Menu">
      <Top>
        <Name>{ownerName}</Name>
        <IconButton as="a" href="#" aria-label="Close menu">
          <CloseIcon />
        </IconButton>
      </Top>
      <nav aria-label="Main">
        <NavItems large />
      </nav>
      <Controls>
        <PersonaSwitcher />
        <ThemeToggle />
      </Controls>
    </PanelWithoutScripts>
  );
}
