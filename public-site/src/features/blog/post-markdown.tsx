import { useMemo } from 'react';
import { MarkdownBody } from './markdown-body';
import { PostContents } from './post-contents';
import { postHeadings } from './post-headings';

/** A post the server did not render: its contents and body, rendered here (a lazily loaded chunk). */
export function PostMarkdown({ content }: { content: string }) {
  const headings = useMemo(() => postHeadings(content), [content]);
  return (
    <>
      <PostContents headings={headings} />
      <MarkdownBody content={content} />
    </>
  );
}
