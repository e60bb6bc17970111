import styled, { css } from 'styled-components';

/** The public site's forms (the contact form, the newsletter's): their layout, notices and error summary. */
export const FormRoot = styled.form`
  display: grid;
  gap: 1.25rem;
  width: min(100%, 42rem);
  text-align: start;
  /* What takes focus on a page answering a form sent without JavaScript (autofocus) scrolls in below the fixed header. */
  scroll-margin-top: 5.5rem;
`;

const boxStyles = css`
  padding: 0.875rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  scroll-margin-top: 5.5rem;

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const NoticeBox = styled.p<{ $error: boolean }>`
  ${boxStyles}
  border-left: 4px solid ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.primary)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
`;

export const Summary = styled.div`
  ${boxStyles}
  border-left: 4px solid ${({ theme }) => theme.colors.danger};

  h3 {
    margin-bottom: 0.375rem;
    font-size: 1rem;
  }

  ul {
    display: grid;
    gap: 0.25rem;
    padding-left: 1.25rem;
  }

  a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;
