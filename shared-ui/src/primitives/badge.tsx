import styled, { css } from 'styled-components';

export type BadgeVariant = 'solid' | 'soft' | 'outline';

const VARIANTS: Record<BadgeVariant, ReturnType<typeof css>> = {
  solid: css`
    background: ${({ theme }) => theme.colors.primarySolid};
    color: ${({ theme }) => theme.colors.onPrimary};
  `,
  soft: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
};

export const Badge = styled.span<{ $variant?: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.625rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  ${({ $variant = 'soft' }) => VARIANTS[$variant]}
`;
