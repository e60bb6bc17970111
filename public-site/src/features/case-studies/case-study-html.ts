import styled from 'styled-components';

/** Case-study HTML, sanitised by the API when it was written. */
export const CaseStudyHtml = styled.div`
  display: grid;
  gap: 0.75rem;
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.7;

  ul,
  ol {
    display: grid;
    gap: 0.375rem;
    padding-left: 1.25rem;
  }

  li::marker {
    color: ${({ theme }) => theme.colors.primary};
  }

  a {
    text-underline-offset: 2px;
  }

  /* What the console's rich-text editor can write beyond paragraphs and lists. */
  h3,
  h4,
  h5 {
    font-weight: 700;
    line-height: 1.3;
  }

  blockquote {
    padding-left: 1rem;
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
  }

  pre {
    overflow-x: auto;
    padding: 0.75rem 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 0.5rem;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
