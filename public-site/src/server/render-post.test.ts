import { build } from '../test/render-on-server';
import { http, HttpResponse } from 'msw';
import { post } from '../test/fixtures';
import { api, server, withNames } from '../test/server';
import { renderPostBody } from '../features/blog/post-body-html';
import { renderPage } from './render-page';

const SLUG = 'architecture-decision-records';

const MARKDOWN = [
  '## Install',
  '',
  '```ts',
  'const answer: number = 42; // the answer',
  '```',
  '',
  '## Install',
  '',
  '```',
  'plain text, no language',
  '```',
  '',
  '### Check it',
  '',
  '```not-a-language',
  'left as it is',
  '```',
].join('\n');

async function renderPost(content: string): Promise<string> {
  server.use(http.get(api(`blog/posts/slug/${SLUG}`), () => HttpResponse.json(withNames(post({ content })))));
  const page = await renderPage(build, globalThis.location.origin, { url: `/blog/${SLUG}#install-1`, savedPersona: null, savedTheme: null });
  if (!('html' in page)) throw new Error(`render failed with ${page.status}`);
  return page.html;
}

describe('a post rendered on the server', () => {
  it('sends fenced code highlighted, and code without a known language plain', () => {
    const { html } = renderPostBody(MARKDOWN);
    expect(html).toContain(
      '<code class="hljs language-ts"><span class="hljs-keyword">const</span> <span class="hljs-attr">answer</span>: <span class="hljs-built_in">number</span> = <span class="hljs-number">42</span>; <span class="hljs-comment">// the answer</span>\n</code>',
    );
    expect(html).toContain('<code>plain text, no language\n</code>');
    expect(html).toContain('<code class="hljs language-not-a-language">left as it is\n</code>');
  });

  it('sends the page with highlighted code, heading ids and links, the contents and the reading time', async () => {
    const html = await renderPost(MARKDOWN);
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<h2 id="install"><a class="heading-anchor" href="#install">Install</a></h2>');
    expect(html).toContain('<h2 id="install-1"><a class="heading-anchor" href="#install-1">Install</a></h2>');
    expect(html).toContain('<h3 id="check-it"><a class="heading-anchor" href="#check-it">Check it</a></h3>');
    const contents = /<nav[^>]*aria-labelledby="post-contents-title"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect([...contents.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => [match[1], match[2]])).toEqual([
      ['#install', 'Install'],
      ['#install-1', 'Install'],
      ['#check-it', 'Check it'],
    ]);
    expect(html).toContain('1 min read');
  });

  it('shows no contents for a post with a single section', async () => {
    const html = await renderPost('## Why\n\nDecisions get lost.');
    expect(html).toContain('<h2 id="why">');
    expect(html).not.toContain('post-contents-title');
  });

  it('renders a body once per version: the same post again is the same page, its table styled, and an edit shows at once', async () => {
    const table = '| Step | Time |\n|---|---|\n| Warm up | 10 min |';
    const first = await renderPost(`## Plan\n\n${table}`);
    const again = await renderPost(`## Plan\n\n${table}`);
    const scrollClass = (html: string) => /<div tabindex="0" role="region" aria-label="Table" class="([^"]+)"/.exec(html)?.[1]?.split(' ').at(-1);
    for (const html of [first, again]) {
      const name = scrollClass(html);
      expect(name).toBeDefined();
      // The class of the table's scrolling region is styled in the page's head, from the kept body too.
      expect(html).toMatch(new RegExp(`<style[^>]*>[^<]*\\.${name}\\{overflow-x:auto;\\}`));
    }
    expect(again).toBe(first);
    const edited = await renderPost(`## Plan\n\n${table.replace('10 min', '15 min')}`);
    expect(edited).toContain('<td>15 min</td>');
    expect(edited).not.toContain('<td>10 min</td>');
  });
});
