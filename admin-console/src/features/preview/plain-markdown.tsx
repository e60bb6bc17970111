import { markdownComponents } from '@folio/shared-ui';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styled from 'styled-components';

const Prose = styled.div`
  display: grid;
  gap: 0.75rem;
  line-height: 1.65;

  h1,
  h2,
  h3,
  h4 {
    line-height: 1.3;
    margin-top: 0.5rem;
  }
  h1 {
    font-size: 1.5rem;
  }
  h2 {
    font-size: 1.25rem;
  }
  h3 {
    font-size: 1.125rem;
  }
  ul,
  ol {
    padding-left: 1.5rem;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875em;
  }
  pre {
    overflow-x: auto;
    padding: 0.75rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  blockquote {
    padding-left: 1rem;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.375rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  img {
    max-width: 100%;
  }
`;

/** The plain preview of a post body (GitHub-flavoured Markdown), when the public site's own cannot be loaded. */
export default function PlainMarkdown({ markdown }: { markdown: string }) {
  return (
    <Prose>
      <Markdown remarkPlugins={[remarkGfm]} components={markdownComponents}>
        {markdown}
      </Markdown>
    </Prose>
  );
}
