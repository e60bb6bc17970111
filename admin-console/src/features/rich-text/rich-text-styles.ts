import styled from 'styled-components';

/** The editor's frame: toolbar, link form and the text, outlined as one control. */
export const EditorFrame = styled.div<{ $invalid: boolean }>`
  display: grid;
  min-width: 0;
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const ToolbarRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.375rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
`;

export const ToolButton = styled.button.attrs({ type: 'button' })`
  min-width: 2.25rem;
  min-height: 2.25rem;
  padding: 0.25rem 0.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
  }

  &[aria-pressed='true'],
  &[aria-expanded='true'],
  &[data-active] {
    background: ${({ theme }) => theme.colors.background};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

/** The document as the public dialog shows it, roughly: paragraphs, lists, quotes and code. */
export const EditorText = styled.div`
  .ProseMirror {
    min-height: 8rem;
    max-height: 28rem;
    overflow-y: auto;
    padding: 0.75rem;
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.6;
    overflow-wrap: anywhere;
    outline: none;
    display: grid;
    gap: 0.625rem;
    align-content: start;
  }

  .ProseMirror:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  ul,
  ol {
    padding-left: 1.25rem;
  }

  li > p {
    margin: 0;
  }

  h3 {
    font-size: 1.125rem;
  }

  h4,
  h5 {
    font-size: 1rem;
  }

  blockquote {
    padding-left: 0.75rem;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  code {
    padding: 0.0625rem 0.25rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875em;
  }

  pre {
    padding: 0.75rem;
    overflow-x: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }

  pre code {
    padding: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;
