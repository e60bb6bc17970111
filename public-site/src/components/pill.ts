import { css } from 'styled-components';

/**
 * A rounded choice among a few (the skills' category filter, the CV's persona switcher): outlined,
 * filled with the persona's colour when chosen, which `chosen` selects (`[aria-pressed='true']` for a
 * button, `[aria-current='page']` for a link).
 */
export const pillStyles = (chosen: string) => css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &${chosen} {
    border-color: ${({ theme }) => theme.colors.primarySolid};
    background: ${({ theme }) => theme.colors.primarySolid};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
