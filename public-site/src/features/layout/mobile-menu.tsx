import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '../../components/icons';
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

/** The id the menu button's link points at (site/menu.ts opens it as a modal dialog). */
export const MENU_ID = 'site-menu';

/** A `<dialog>`: shown by the address (`#site-menu`, CSS :target) without a script, opened as a modal with one. */
const MenuDialog = styled(Panel)`
  display: none;
  width: auto;
  max-width: none;
  height: auto;
  max-height: none;
  margin: 0;
  border: 0;
  color: inherit;

  &::backdrop {
    background: transparent;
  }

  @media ${COMPACT_HEADER_QUERY} {
    &:target,
    &[open] {
      display: flex;
    }
  }
`;

/**
 * The spec's header on small screens: the full-screen menu with the header's items; it closes when
 * a link is chosen. Its close button is a link away from it, its links and persona form work as they
 * are; the site's script makes it a modal dialog (focus kept inside, Escape closes it).
 */
export function MobileMenu({ ownerName }: { ownerName?: string }) {
  return (
    <MenuDialog as="dialog" id={MENU_ID} aria-label="Menu">
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
    </MenuDialog>
  );
}
