import type { Element } from 'hast';
import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { markdownComponents } from '@folio/shared-ui';
import { MarkdownImage } from './markdown-image';
import { BODY_REHYPE_PLUGINS, REMARK_PLUGINS } from './markdown-plugins';

type HeadingProps = ComponentPropsWithoutRef<'h2'> & { node?: Element };

const hasLink = (node: Element | undefined): boolean =>
  node?.children.some((child) => child.type === 'element' && (child.tagName === 'a' || hasLink(child))) ?? false;

/**
 * A heading whose text links to itself, to share the section's address: it reads as the heading (its
 * name stays its text) and shows a '#' on hover or keyboard focus (prose.ts). A heading that holds a
 * link of its own keeps it, without one around it.
 */
function linkedHeading(Tag: 'h2' | 'h3' | 'h4') {
  return function LinkedHeading({ node, id, children, ...props }: HeadingProps) {
    return (
      <Tag id={id} {...props}>
        {id && !hasLink(node) ? (
          <a className="heading-anchor" href={`#${id}`}>
            {children}
          </a>
        ) : (
          children
        )}
      </Tag>
    );
  };
}

const COMPONENTS: Components = {
  ...markdownComponents,
  h2: linkedHeading('h2'),
  h3: linkedHeading('h3'),
  h4: linkedHeading('h4'),
  img: MarkdownImage,
};

/**
 * A post's markdown as elements: GitHub-flavoured tables, strikethrough, task lists, footnotes,
 * autolinks, headings with ids, highlighted code and responsive library images; raw HTML in the
 * markdown is shown as text, never run. The one renderer of a body: the rendering server turns it
 * into the HTML a post page carries (post-body-html.tsx), and the console's preview renders it live
 * (markdown-body.tsx), so both show the same HTML.
 */
export function MarkdownContent({ content }: { content: string }) {
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} rehypePlugins={BODY_REHYPE_PLUGINS} components={COMPONENTS}>
      {content}
    </Markdown>
  );
}
