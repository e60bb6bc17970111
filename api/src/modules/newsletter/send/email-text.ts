import { jsdomOnDemand } from '../../../jsdom-on-demand.js';

/**
 * The plain-text part of an email from the HTML of its body (the same rendering, so both parts say
 * the same): paragraphs and headings on lines of their own, list items with a dash or their number,
 * a link as its text followed by its address, an image as its description and address, code blocks as
 * written, table rows with their cells separated by ' | '.
 */
export function htmlToText(html: string): string {
  const { document } = new (jsdomOnDemand().JSDOM)(`<!doctype html><body>${html}</body>`).window;
  const blocks: string[] = [];
  walkBlocks(document.body, blocks, '');
  return blocks
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'UL', 'OL', 'TABLE', 'HR', 'DIV', 'SECTION', 'IMG']);
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function walkBlocks(parent: Element, blocks: string[], prefix: string): void {
  let inline = '';
  const flush = () => {
    const text = inline.replace(/[ \t]+/g, ' ').trim();
    if (text) blocks.push(quoted(text, prefix));
    inline = '';
  };
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === ELEMENT_NODE && BLOCKS.has((node as Element).tagName)) {
      flush();
      block(node as Element, blocks, prefix);
    } else {
      inline += inlineText(node);
    }
  }
  flush();
}

const quoted = (text: string, prefix: string) => (prefix ? text.split('\n').map((line) => `${prefix}${line}`).join('\n') : text);

function block(element: Element, blocks: string[], prefix: string): void {
  switch (element.tagName) {
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4':
    case 'H5':
    case 'H6': {
      const text = inlineOf(element);
      if (text) blocks.push(quoted(element.tagName === 'H1' || element.tagName === 'H2' ? `${text}\n${'-'.repeat(Math.min(text.length, 60))}` : text, prefix));
      return;
    }
    case 'PRE':
      blocks.push(quoted((element.textContent ?? '').replace(/\n$/, ''), prefix));
      return;
    case 'HR':
      blocks.push(quoted('----', prefix));
      return;
    case 'IMG':
      blocks.push(quoted(imageText(element), prefix));
      return;
    case 'BLOCKQUOTE':
      walkBlocks(element, blocks, `${prefix}> `);
      return;
    case 'UL':
    case 'OL':
      blocks.push(quoted(listText(element), prefix));
      return;
    case 'TABLE':
      blocks.push(
        quoted(
          Array.from(element.querySelectorAll('tr'))
            .map((row) => Array.from(row.children).map((cell) => inlineOf(cell)).join(' | '))
            .join('\n'),
          prefix,
        ),
      );
      return;
    default:
      walkBlocks(element, blocks, prefix);
  }
}

function listText(list: Element, depth = 0): string {
  const ordered = list.tagName === 'OL';
  const start = Number(list.getAttribute('start') ?? '1') || 1;
  const indent = '  '.repeat(depth);
  const lines: string[] = [];
  Array.from(list.children)
    .filter((child) => child.tagName === 'LI')
    .forEach((item, index) => {
      const marker = ordered ? `${start + index}.` : '-';
      const checkbox = item.querySelector(':scope > input[type="checkbox"], :scope > p > input[type="checkbox"]');
      const box = checkbox ? ((checkbox as HTMLInputElement).checked ? '[x] ' : '[ ] ') : '';
      let own = '';
      const nested: string[] = [];
      for (const node of Array.from(item.childNodes)) {
        if (node.nodeType === ELEMENT_NODE && ['UL', 'OL'].includes((node as Element).tagName)) nested.push(listText(node as Element, depth + 1));
        else own += node.nodeType === ELEMENT_NODE && (node as Element).tagName === 'P' ? ` ${inlineOf(node as Element)} ` : inlineText(node);
      }
      lines.push(`${indent}${marker} ${box}${own.replace(/\s+/g, ' ').trim()}`, ...nested);
    });
  return lines.join('\n');
}

function imageText(image: Element): string {
  const alt = (image.getAttribute('alt') ?? '').trim();
  const src = image.getAttribute('src') ?? '';
  return src ? `[${alt || 'Image'}: ${src}]` : alt;
}

const inlineOf = (element: Element) => Array.from(element.childNodes).map(inlineText).join('').replace(/\s+/g, ' ').trim();

function inlineText(node: Node): string {
  if (node.nodeType === TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== ELEMENT_NODE) return '';
  const element = node as Element;
  switch (element.tagName) {
    case 'BR':
      return '\n';
    case 'INPUT':
      return '';
    case 'IMG':
      return imageText(element);
    case 'A': {
      const text = inlineOf(element);
      const href = element.getAttribute('href') ?? '';
      if (!href || href === text || href === `mailto:${text}`) return text || href;
      return `${text} (${href})`;
    }
    default:
      return inlineOf(element);
  }
}
