import { visuallyHiddenStyles } from '@folio/shared-ui';
import styled from 'styled-components';
import { syntaxCss } from './syntax-colours';

const SYNTAX_CSS = syntaxCss();

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

  /* A heading, a footnote or a footnote's reference reached by its #id clears the fixed header. */
  h2,
  h3,
  h4,
  [id^='user-content-fn'] {
    scroll-margin-top: 5.5rem;
  }

  .heading-anchor {
    color: inherit;
    text-decoration: none;
  }

  .heading-anchor::after {
    content: '#';
    content: '#' / '';
    margin-left: 0.375em;
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0;
  }

  .heading-anchor:hover::after,
  .heading-anchor:focus-visible::after {
    opacity: 1;
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

  ${SYNTAX_CSS}

  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  /* As ContentImage's own style does, for a body that came as HTML without the styles of what made it. */
  picture {
    display: contents;
  }

  hr {
    border: none;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  del {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /*
   * A wide table's scrolling region (shared-ui's markdown components) scrolls by this rule as well: a
   * body the rendering server sent after a click comes as HTML, without the styles of what made it.
   */
  div[role='region'] {
    overflow-x: auto;
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
    ${visuallyHiddenStyles}
  }
`;
