import styled from 'styled-components';
import { linkTarget, SocialIcon } from './social-icon';
import type { ShownSocialLink } from './use-social-links';

const List = styled.ul<{ $size: 'sm' | 'lg' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ $size }) => ($size === 'lg' ? '0.75rem' : '0.5rem')};
  padding: 0;
  list-style: none;

  a {
    display: inline-grid;
    place-items: center;
    width: ${({ $size }) => ($size === 'lg' ? '3rem' : '2.5rem')};
    height: ${({ $size }) => ($size === 'lg' ? '3rem' : '2.5rem')};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    transition:
      color 150ms ease,
      border-color 150ms ease,
      transform 150ms ease;
  }

  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    transform: translateY(-2px);
  }
`;

const label = (link: ShownSocialLink) => (link.platform.toLowerCase() === 'email' ? 'Email' : `${link.platform} profile`);

/** Round icon links, each named by its platform. */
export function SocialLinksList({ links, size = 'sm', label: listLabel = 'Social links' }: { links: ShownSocialLink[]; size?: 'sm' | 'lg'; label?: string }) {
  return (
    <List $size={size} aria-label={listLabel}>
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.url} aria-label={label(link)} {...linkTarget(link.url)} data-track="social" data-track-detail={link.platform}>
            <SocialIcon platform={link.platform} icon={link.icon} size={size === 'lg' ? 22 : 18} />
          </a>
        </li>
      ))}
    </List>
  );
}
