import { LIMITS } from '@folio/contracts';
import { useHydrated, useMediaQuery, VisuallyHidden } from '@folio/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { MenuIcon } from '../../components/icons';
import { Container } from '../../components/layout-primitives';
import { useSite } from '../site';
import { MENU_WITHOUT_SCRIPTS_ID, MenuWithoutScripts, MobileMenu } from './mobile-menu';
import { NavItems } from './nav-items';
import { PersonaSwitcher } from './persona-switcher';
import { COMPACT_HEADER_QUERY } from './sections';
import { HiddenWhen, ShownWhen } from '../../components/width-variants';
import { IconButton, ThemeToggle } from './theme-toggle';
import { useScrolledPast } from './use-scrolled-past';

const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  inset: 0 0 auto;
  z-index: 1000;
  border-bottom: 1px solid ${({ theme, $solid }) => ($solid ? theme.colors.border : 'transparent')};
  background: ${({ theme, $solid }) => ($solid ? `color-mix(in srgb, ${theme.colors.background} 92%, transparent)` : 'transparent')};
  backdrop-filter: ${({ $solid }) => ($solid ? 'saturate(1.6) blur(12px)' : 'none')};
  box-shadow: ${({ theme, $solid }) => ($solid ? theme.shadows.sm : 'none')};
  transition:
    background-color 200ms ease,
    border-color 200ms ease,
    box-shadow 200ms ease;
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 1rem;
  min-height: 4rem;
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  margin-right: auto;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.0625rem;
  font-weight: 800;
  letter-spacing: -0.01em;
  text-decoration: none;
  white-space: nowrap;
`;

const Monogram = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySolid};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.9375rem;
  letter-spacing: 0.02em;
`;

const Items = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * The spec's header: the logo links home; wide screens show the anchors (with a persona), Blog, the
 * persona switcher and the theme toggle; small screens a menu button. Solid after 20 px of
 * scroll, and always on blog routes.
 */
export function Header() {
  const site = useSite();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(LIMITS.headerSolidAfterPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const compact = useMediaQuery(COMPACT_HEADER_QUERY);
  const hydrated = useHydrated();
  const onBlog = pathname === '/blog' || pathname.startsWith('/blog/');

  // A route change, or a window grown past the compact width, closes the menu.
  useEffect(() => setMenuOpen(false), [pathname, compact]);
  // The menu opened before the page's scripts ran (its address targets the panel without scripts) stays open.
  useEffect(() => {
    if (hydrated && compact && window.location.hash === `#${MENU_WITHOUT_SCRIPTS_ID}`) setMenuOpen(true);
  }, [hydrated, compact]);

  const compactItems = (
    <Items>
      <ThemeToggle />
      {hydrated ? (
        <IconButton
          ref={menuButton}
          type="button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? 'mobile-menu' : undefined}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
      ) : (
        // Until the page's scripts run: a link to the menu CSS shows (MenuWithoutScripts).
        <IconButton as="a" href={`#${MENU_WITHOUT_SCRIPTS_ID}`} aria-label="Open menu">
          <MenuIcon />
        </IconButton>
      )}
    </Items>
  );
  const wideItems = (
    <Items>
      <nav aria-label="Main">
        <NavItems />
      </nav>
      <PersonaSwitcher />
      <ThemeToggle />
    </Items>
  );

  const closeMenu = (restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) menuButton.current?.focus();
  };

  return (
    <>
      <Bar $solid={scrolled || onBlog} data-solid={scrolled || onBlog}>
        <Row>
          <Logo to="/">
            {site ? <Monogram aria-hidden="true">{initialsOf(site.ownerName)}</Monogram> : null}
            {/* The visible name leads the accessible name, so voice control users can say what they see. */}
            <span>{site?.ownerName}</span>
            <VisuallyHidden>{site ? ', home' : 'Home'}</VisuallyHidden>
          </Logo>
          {!hydrated ? (
            // The server cannot know the width: both sets, CSS shows the right one, until the browser takes over.
            <>
              <ShownWhen $media={COMPACT_HEADER_QUERY}>{compactItems}</ShownWhen>
              <HiddenWhen $media={COMPACT_HEADER_QUERY}>{wideItems}</HiddenWhen>
            </>
          ) : compact ? (
            compactItems
          ) : (
            wideItems
          )}
        </Row>
        {menuOpen && compact ? <MobileMenu ownerName={site?.ownerName} onClose={closeMenu} /> : null}
      </Bar>
      {/* Outside the bar: a fixed panel inside its backdrop filter would be laid out within the bar. */}
      {hydrated ? null : <MenuWithoutScripts ownerName={site?.ownerName} />}
    </>
  );
}
