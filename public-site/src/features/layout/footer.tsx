import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/button-links';
import { ArrowUpIcon, FeedIcon } from '../../components/icons';
import { Container } from '../../components/layout-primitives';
import { FEEDS_PATH } from '../follow';
import { useSite } from '../site';
import { SocialLinksList, useSocialLinks } from '../social-links';
import { SECTIONS } from './sections';

const Root = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A row that spreads its ends apart and wraps on narrow screens. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`;

const Top = styled(Row)`
  gap: 1.5rem;
  padding-block: 2.5rem 1.5rem;
`;

const SectionList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Bottom = styled(Row)`
  gap: 1rem;
  padding-block: 1.25rem 2rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const FeedsLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

/**
 * The spec's footer: copyright with the current year, the social icons (or the default set), the
 * section links everywhere but home, the way to the feeds (/feeds) and 'Back to top'.
 */
export function Footer() {
  const site = useSite();
  const links = useSocialLinks();
  const { pathname } = useLocation();
  const year = new Date().getFullYear();

  return (
    <Root>
      <Container>
        <Top>
          {pathname !== '/' ? (
            <nav aria-label="Sections">
              <SectionList>
                {SECTIONS.map((section) => (
                  <li key={section.id}>
                    <Link to={`/#${section.id}`}>{section.label}</Link>
                  </li>
                ))}
              </SectionList>
            </nav>
          ) : (
            <span />
          )}
          {links ? <SocialLinksList links={links} /> : null}
        </Top>
        <Bottom>
          <p>
            © {year} {site?.ownerName ?? ''}. All rights reserved.
          </p>
          <FeedsLink href={FEEDS_PATH}>
            <FeedIcon size={16} />
            Feeds
          </FeedsLink>
          {/* The main area starts at the top of the page, under the fixed header, and takes focus (tabIndex -1): the browser scrolls there (smoothly, by the page's style) and moves focus, as the skip link does. */}
          <ButtonAnchor $variant="ghost" $size="sm" href="#main">
            <ArrowUpIcon size={16} />
            Back to top
          </ButtonAnchor>
        </Bottom>
      </Container>
    </Root>
  );
}
