import { VisuallyHidden } from '@folio/shared-ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { MenuIcon } from '../../components/icons';
import { Container } from '../../components/layout-primitives';
import { useSite } from '../site';
import { MENU_ID, MobileMenu } from './mobile-menu';
import { NavItems } from './nav-items';
import { PersonaSwitcher } from './persona-switcher';
import { COMPACT_HEADER_QUERY } from './sections';
import { HiddenWhen, ShownWhen } from '../../components/width-variants';
import { IconButton, ThemeToggle } from './theme-toggle';

/** Solid once `data-solid` says so: the site's script sets it past 20 px of scroll (site/header.ts). */
const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 1000;
  border-bottom: 1px solid transparent;
  background: transparent;

  &[data-solid='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.border};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.background} 92%, transparent);
    backdrop-filter: saturate(1.6) blur(12px);
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

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
 * scroll (the site's script), and always on blog routes.
 */
export function Header() {
  const site = useSite();
  const { pathname } = useLocation();
  const onBlog = pathname === '/blog' || pathname.startsWith('/blog/');

  return (
    <>
      <Bar data-site-header="" data-solid={onBlog} data-always-solid={onBlog || undefined}>
        <Row>
          <Logo to="/">
            {site ? <Monogram aria-hidden="true">{initialsOf(site.ownerName)}</Monogram> : null}
            {/* The visible name leads the accessible name, so voice control users can say what they see. */}
            <span>{site?.ownerName}</span>
            <VisuallyHidden>{site ? ', home' : 'Home'}</VisuallyHidden>
          </Logo>
          {/* The server cannot know the width: both sets, and CSS shows the one that fits. */}
          <ShownWhen $media={COMPACT_HEADER_QUERY}>
            <Items>
              <ThemeToggle />
              <IconButton as="a" href={`#${MENU_ID}`} aria-label="Open menu">
                <MenuIcon />
              </IconButton>
            </Items>
          </ShownWhen>
          <HiddenWhen $media={COMPACT_HEADER_QUERY}>
            <Items>
              <nav aria-label="Main">
                <NavItems />
              </nav>
              <PersonaSwitcher />
              <ThemeToggle />
            </Items>
          </HiddenWhen>
        </Row>
      </Bar>
      {/* Outside the bar: a fixed panel inside its backdrop filter would be laid out within the bar. */}
      <MobileMenu ownerName={site?.ownerName} />
    </>
  );
}
