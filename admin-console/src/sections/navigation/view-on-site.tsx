import { VisuallyHidden } from '@folio/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.25rem;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** A page of the public site, in a new tab (so the console keeps its place), drawn as a small outlined button. */
export function SiteLink({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Link href={path} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}

/** 'View on site': the item where visitors meet it. */
export function ViewOnSite({ path, title }: { path: string; title?: string }) {
  return (
    <SiteLink path={path}>
      View on site
      {title ? <VisuallyHidden>: {title}</VisuallyHidden> : null}
    </SiteLink>
  );
}
