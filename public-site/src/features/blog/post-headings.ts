import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { REHYPE_PLUGINS, REMARK_PLUGINS } from './markdown-plugins';

export interface PostHeading {
  /** 2 or 3. */
  level: number;
  id: string;
  text: string;
}

/** The levels the table of contents lists: sections and their subsections (the post's title is the h1). */
const LISTED = new Set(['h2', 'h3']);

// The options react-markdown gives remark-rehype, so that ids are counted over the same headings.
const processor = unified()
  .use(remarkParse)
  .use(REMARK_PLUGINS)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(REHYPE_PLUGINS);

/** The sections of the text: its top-level headings (a heading quoted or in a list is no section of it). */
function collect(tree: Root): PostHeading[] {
  return tree.children.flatMap((node) => {
    if (node.type !== 'element' || !LISTED.has(node.tagName)) return [];
    const id = node.properties.id;
    const text = toString(node).trim();
    return typeof id === 'string' && id && text ? [{ level: Number(node.tagName[1]), id, text }] : [];
  });
}

/** The h2 and h3 headings of a post's markdown, in order, with the ids its rendered body gives them. */
export function postHeadings(markdown: string): PostHeading[] {
  return collect(processor.runSync(processor.parse(markdown)));
}
