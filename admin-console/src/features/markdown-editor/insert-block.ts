/** A Markdown image: the alt text with its brackets escaped, so it cannot end the image early. '' for a decorative image. */
export function imageMarkdown(path: string, alt: string): string {
  const text = alt.trim().replace(/\s+/g, ' ').replace(/([\\[\]])/g, '\\$1');
  return `![${text}](${path})`;
}

/**
 * `text` with `block` in place of the selection [start, end), as a paragraph of its own (a blank line
 * before and after it unless it starts or ends the text), and where the caret goes: just after it.
 */
export function insertBlock(text: string, start: number, end: number, block: string): { text: string; caret: number } {
  const before = text.slice(0, start).replace(/[ \t]+$/, '');
  const after = text.slice(end).replace(/^[ \t]+/, '');
  const lead = before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' ? '' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const head = `${before}${lead}${block}`;
  return { text: `${head}${trail}${after}`, caret: head.length };
}
