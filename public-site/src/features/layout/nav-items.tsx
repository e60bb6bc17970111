import { cvPath } from '@folio/contracts';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { TargetLink } from '../../components/target-link';
import { personaHref, usePersona } from '../persona';
import { SECTIONS } from './sections';

const List = styled.ul<{ $large: boolean }>`
  display: flex;
  flex-direction: ${({ $large }) => ($large ? 'column' : 'row')};
  align-items: ${({ $large }) => ($large ? 'stretch' : 'center')};
  gap: ${({ $large }) => ($large ? '0.25rem' : '0.25rem')};
  padding: 0;
  list-style: none;
`;

const linkStyles = css<{ $large: boolean }>`
  display: block;
  padding: ${({ $large }) => ($large ? '0.75rem 0.5rem' : '0.5rem 0.625rem')};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ $large }) => ($large ? '1.375rem' : '0.9375rem')};
  font-weight: ${({ $large }) => ($large ? 700 : 600)};
  text-decoration: none;
  white-space: nowrap;
  transition:
    color 150ms ease,
    background-color 150ms ease;

  /* Underlined rather than recoloured: the header may sit on a tinted band where accent text is too faint. */
  &:hover {
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.primary};
    text-decoration-thickness: 2px;
    text-underline-offset: 6px;
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const SectionLink = styled(TargetLink)<{ $large: boolean }>`
  ${linkStyles}
`;

const BlogLink = styled(NavLink)<{ $large: boolean }>`
  ${linkStyles}
`;

const CvLink = styled(NavLink)<{ $large: boolean }>`
  ${linkStyles}
`;

/**
 * The spec's header items: the section anchors once a persona is chosen (smooth scroll on the persona
 * page, a link to it elsewhere), then the Blog link and the CV of the chosen persona (all
 * personas' without one).
 */
export function NavItems({ large = false }: { large?: boolean }) {
  const persona = usePersona();
  const { pathname } = useLocation();
  const onHome = pathname === '/';

  return (
    <List $large={large}>
      {persona
        ? SECTIONS.map((section) => (
            <li key={section.id}>
              <SectionLink
                $large={large}
                href={onHome ? `#${section.id}` : personaHref(persona, '/', `#${section.id}`)}
              >
                {section.label}
              </SectionLink>
            </li>
          ))
        : null}
      <li>
        <BlogLink $large={large} to="/blog">
          Blog
        </BlogLink>
      </li>
      <li>
        <CvLink $large={large} to={cvPath(persona)}>
          CV
        </CvLink>
      </li>
    </List>
  );
}
