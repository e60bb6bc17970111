import { theme } from '@folio/shared-ui';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { MarkdownBody } from './markdown-body';
import { renderPostBody } from './post-body-html';

const MARKDOWN = [
  '## Retry budgets',
  '',
  '| Attempt | Delay |',
  '| --- | --- |',
  '| 1 | 1 s |',
  '',
  'Old advice: ~~retry forever~~, see https://example.com/retries.',
  '',
  '```ts',
  'const delay = 2 ** attempt;',
  '```',
  '',
  '- [x] Budgeted',
  '- [ ] Measured[^1]',
  '',
  '[^1]: Next quarter.',
].join('\n');

describe("the console's preview of a post body (federation remote MarkdownBody)", () => {
  it('renders, live in the browser, the very HTML a post page carries from the rendering server', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <MarkdownBody content={MARKDOWN} />
      </ThemeProvider>,
    );
    const preview = container.firstElementChild!;
    // The page's HTML, as a browser reads it: the same elements, node for node (attributes in any
    // order, adjacent text as one node).
    const page = preview.cloneNode(false) as Element;
    page.innerHTML = renderPostBody(MARKDOWN).html;
    expect(page.childNodes.length).toBeGreaterThan(5);
    preview.normalize();
    expect(preview.isEqualNode(page)).toBe(true);
    // Highlighted as on the page, task boxes named, the table in its scrolling region.
    expect(preview.querySelector('code.hljs.language-ts .hljs-keyword')).toHaveTextContent('const');
    expect([...preview.querySelectorAll('input[type="checkbox"]')].map((box) => box.getAttribute('aria-label'))).toEqual(['Done', 'Not done']);
    expect(preview.querySelector('[role="region"][aria-label="Table"] table')).not.toBeNull();
  });
});
