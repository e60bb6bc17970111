import { emailBody } from './email-body.js';

// A body as a post page carries it (the rendering server's HTML for a heading, a link, a picture, a
// scrolling table, highlighted code, a task list and a footnote).
const PAGE_BODY = [
  '<h2 id="why"><a class="heading-anchor" href="#why">Why</a></h2>',
  '<p>Decisions get <strong>lost</strong>; see <a href="/blog/adr-guide">the guide</a>.<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="true" aria-describedby="footnote-label">1</a></sup></p>',
  '<p><picture><source type="image/avif" srcset="/media/0123456789abcdef-640w.avif 640w"/><img src="/media/0123456789abcdef-640w.jpg" alt="A whiteboard" width="640" height="480" loading="lazy" decoding="async"/></picture></p>',
  '<div tabindex="0" role="region" aria-label="Table" class="sc-crzntu bETvjh"><table><thead><tr><th>Record</th></tr></thead><tbody><tr><td>ADR-1</td></tr></tbody></table></div>',
  '<pre tabindex="0" role="region" aria-label="Code"><code class="hljs language-ts"><span class="hljs-keyword">const</span> answer = <span class="hljs-number">42</span>;\n</code></pre>',
  '<p>Inline <code>npm test</code>.</p>',
  '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" disabled="" checked=""/> Written</li><li class="task-list-item"><input type="checkbox" disabled=""/> Reviewed</li></ul>',
].join('\n');

const ACCENT = '#0f766e';
const PAGE = 'https://jordan.example/blog/records';

describe("a post's body made fit for email", () => {
  const html = emailBody(PAGE_BODY, ACCENT, PAGE);

  it('says what the page says, with every link and image absolute', () => {
    expect(html).toContain('href="https://jordan.example/blog/adr-guide"');
    expect(html).toContain('href="https://jordan.example/blog/records#user-content-fn-1"');
    expect(html).toMatch(/<img src="https:\/\/jordan\.example\/media\/0123456789abcdef-640w\.jpg" alt="A whiteboard" width="640" height="480" style="[^"]+" \/>/);
    expect(html).toContain('<span>const</span> answer = <span>42</span>;');
    expect(html).toContain('<th style="');
  });

  it('styles every element inline, in the accent, and takes away what only the site uses', () => {
    expect(html).toMatch(/<h2 style="[^"]*font-size:22px[^"]*">Why<\/h2>/);
    expect(html).toContain(`<a href="https://jordan.example/blog/adr-guide" style="color:${ACCENT};text-decoration:underline">`);
    expect(html).not.toMatch(/class=|id=|tabindex|role=|aria-|<picture|<source|<div|<input|srcset|loading=/);
    // Each element closes as it opened, the one after a heading's link included.
    expect(html).toContain('Decisions get <strong>lost</strong>; see');
    expect(html).toMatch(/<ul style="[^"]*"><li style="[^"]*">☑ Written<\/li><li style="[^"]*">☐ Reviewed<\/li><\/ul>/);
  });

  it('gives code in a block the block\'s look, inline code its own grey box', () => {
    expect(html).toMatch(/<pre style="[^"]*background:#f4f4f5[^"]*"><code style="[^"]*background:transparent[^"]*">/);
    expect(html).toMatch(/Inline <code style="[^"]*background:#f4f4f5[^"]*">npm test<\/code>/);
  });

  it('shows a task list\'s boxes as characters an email keeps', () => {
    expect(html).toMatch(/<li style="[^"]*">☑ Written<\/li>/);
    expect(html).toMatch(/<li style="[^"]*">☐ Reviewed<\/li>/);
  });
});
