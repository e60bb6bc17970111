import styled from 'styled-components';

/** Typography for post bodies: GitHub-flavoured tables, strikethrough, task lists, footnotes, autolinks. */
export const Prose = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.0625rem;
  line-height: 1.75;

  > * + * {
    margin-top: 1.25em;
  }

  > :first-child {
    margin-top: 0;
  }

  h2,
  h3,
  h4 {
    margin-top: 2em;
    line-height: 1.3;
    letter-spacing: -0.01em;
  }

  h2 {
    font-size: 1.625rem;
  }

  h3 {
    font-size: 1.3125rem;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 2px;
    overflow-wrap: anywhere;
  }

  ul,
  ol {
    padding-left: 1.5em;
  }

  li + li {
    margin-top: 0.375em;
  }

  li::marker {
    color: ${({ theme }) => theme.colors.primary};
  }

  ul.contains-task-list {
    padding-left: 0.25em;
    list-style: none;
  }

  .task-list-item input {
    margin-right: 0.5em;
    accent-color: ${({ theme }) => theme.colors.primarySolid};
  }

  blockquote {
    padding: 0.25em 1.25em;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textMuted};
    font-style: italic;
  }

  code {
    padding: 0.125em 0.375em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875em;
  }

  pre {
    overflow-x: auto;
    padding: 1em 1.25em;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    line-height: 1.6;
  }

  pre code {
    padding: 0;
    background: none;
    font-size: 0.875rem;
  }

  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  hr {
    border: none;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  del {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9375rem;
  }

  th,
  td {
    padding: 0.625em 0.875em;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
  }

  .footnotes {
    margin-top: 3em;
    padding-top: 1.5em;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
  }

  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;
