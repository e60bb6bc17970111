import styled from 'styled-components';

/** The platform's own select (best on phones and for keyboards), styled to match. */
export const NativeSelect = styled.select`
  width: 100%;
  min-height: 2.5rem;
  padding: 0.5rem 2.25rem 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.background};
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 1.1rem) 55%,
    calc(100% - 0.8rem) 55%;
  background-size: 0.3rem 0.3rem;
  background-repeat: no-repeat;
  color: ${({ theme }) => theme.colors.text};
  appearance: none;
`;
