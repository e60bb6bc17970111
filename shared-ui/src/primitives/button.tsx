import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

const SIZES: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 2.25rem;
    padding: 0.375rem 0.75rem;
    font-size: 0.875rem;
  `,
  md: css`
    min-height: 2.5rem;
    padding: 0.5rem 1rem;
    font-size: 0.9375rem;
  `,
  lg: css`
    min-height: 3rem;
    padding: 0.75rem 1.5rem;
    font-size: 1rem;
  `,
};

const VARIANTS: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.primarySolid};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: currentColor;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.dangerSolid};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
};

/** The look of a button, for anything that should look like one (links included). */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    border-color 150ms ease,
    filter 150ms ease,
    transform 150ms ease;
  ${({ $size = 'md' }) => SIZES[$size]}
  ${({ $variant = 'primary' }) => VARIANTS[$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({ type: type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`;
