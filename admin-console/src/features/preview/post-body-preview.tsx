import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { RemotePreview } from './remote-preview';

// Only needed when the public site's remote cannot be loaded.
const PlainMarkdown = lazy(() => import('./plain-markdown'));

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A post body as visitors will read it: the public site's MarkdownBody, or a plain rendering with a notice. */
export function PostBodyPreview({ markdown }: { markdown: string }) {
  return (
    <RemotePreview
      name="MarkdownBody"
      props={{ content: markdown }}
      plain={
        <Suspense fallback={<Muted>Loading preview...</Muted>}>
          <PlainMarkdown markdown={markdown} />
        </Suspense>
      }
    />
  );
}
