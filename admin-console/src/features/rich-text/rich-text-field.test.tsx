import { RICH_TEXT_RULES } from '@folio/contracts';
import { FolioThemeProvider } from '@folio/shared-ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Form, FormSpy } from 'react-final-form';
import sanitizeHtml from 'sanitize-html';
import { LINK_ADDRESS_RULE } from './link-address';
import { RichTextField } from './rich-text-field';

/** What the API stores for an HTML field (api/src/modules/content/html.ts: the same library, the same rules). */
const apiSanitised = (html: string) => sanitizeHtml(html, RICH_TEXT_RULES);

/** The Challenge field in a form of its own; `value()` is what the form holds. */
async function renderChallenge(challenge: string, mode: 'light' | 'dark' = 'light') {
  let values: { challenge?: string } = {};
  const user = userEvent.setup({ delay: null });
  render(
    <FolioThemeProvider initialMode={mode}>
      <Form onSubmit={() => undefined} initialValues={{ challenge }}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} aria-label="Case study">
            <RichTextField name="challenge" label="Challenge" required hint="The problem the project solved." />
            <FormSpy subscription={{ values: true }} onChange={(state) => (values = state.values)} />
          </form>
        )}
      </Form>
    </FolioThemeProvider>,
  );
  const text = await screen.findByRole('textbox', { name: 'Challenge' });
  return { user, text, value: () => values.challenge };
}

const selectAll = (text: HTMLElement) => fireEvent.keyDown(text, { key: 'a', ctrlKey: true });
const tool = (name: string) => within(screen.getByRole('toolbar', { name: 'Challenge formatting' })).getByRole('button', { name });

describe('a rich-text field', () => {
  it('shows the HTML as formatted text, and leaves the form as it was until the text is edited', async () => {
    const stored = '<p>Forty teams, <strong>one</strong> platform.</p><ul><li>No owners</li></ul>';
    const { text, value } = await renderChallenge(stored);
    expect(within(text).getByText('one').tagName).toBe('STRONG');
    expect(within(text).getByRole('listitem')).toHaveTextContent('No owners');
    expect(text).toHaveAccessibleDescription('The problem the project solved.');
    expect(text).toHaveAttribute('aria-required', 'true');
    // The editor writes list items with a paragraph inside: only an edit may change the stored HTML.
    expect(value()).toBe(stored);
  });

  // Each tool's HTML is what the API keeps unchanged: the editor never makes what the API would remove.
  it.each([
    ['Bold', '<p><strong>Audit findings.</strong></p>'],
    ['Italic', '<p><em>Audit findings.</em></p>'],
    ['Heading', '<h3>Audit findings.</h3>'],
    ['Subheading', '<h4>Audit findings.</h4>'],
    ['Bulleted list', '<ul><li><p>Audit findings.</p></li></ul>'],
    ['Numbered list', '<ol><li><p>Audit findings.</p></li></ol>'],
    ['Code', '<p><code>Audit findings.</code></p>'],
  ])('%s: the selected text formatted, in HTML the API stores unchanged, and back', async (name, html) => {
    const { user, text, value } = await renderChallenge('<p>Audit findings.</p>');
    selectAll(text);
    await user.click(tool(name));
    expect(value()).toBe(html);
    expect(apiSanitised(value()!)).toBe(value());
    expect(tool(name)).toHaveAttribute('aria-pressed', 'true');
    // A second press takes it off.
    await user.click(tool(name));
    expect(value()).toBe('<p>Audit findings.</p>');
  });

  it('Quote: the selected paragraph quoted, in HTML the API stores unchanged', async () => {
    const { user, text, value } = await renderChallenge('<p>Audit findings.</p>');
    selectAll(text);
    await user.click(tool('Quote'));
    expect(value()).toBe('<blockquote><p>Audit findings.</p></blockquote>');
    expect(apiSanitised(value()!)).toBe(value());
    expect(tool('Quote')).toHaveAttribute('aria-pressed', 'true');
  });

  it('links the selected text to an address it checks first, in HTML the API stores unchanged, and takes the link off again', async () => {
    const { user, text, value } = await renderChallenge('<p>Audit findings.</p>');
    selectAll(text);
    await user.click(tool('Link'));
    expect(tool('Link')).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();

    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAccessibleDescription(LINK_ADDRESS_RULE);
    expect(value()).toBe('<p>Audit findings.</p>');

    await user.clear(address);
    await user.type(address, 'https://example.com/audit?year=2026&team=all{Enter}');
    expect(value()).toBe('<p><a target="_blank" rel="noopener noreferrer" href="https://example.com/audit?year=2026&amp;team=all">Audit findings.</a></p>');
    expect(apiSanitised(value()!)).toBe(value());
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    await waitFor(() => expect(text).toHaveFocus());

    await user.click(tool('Link'));
    expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveValue('https://example.com/audit?year=2026&team=all');
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(value()).toBe('<p>Audit findings.</p>');
  });

  it('keeps to what the API stores whatever HTML it is given: once edited, pasted HTML comes out as the API would store it', async () => {
    const pasted = [
      '<h2>Old heading</h2>',
      '<p>Tom &amp; Jerry said "hi" &lt;3&nbsp;times<br>then left</p>',
      '<ol start="3" type="a"><li>Third</li></ol>',
      '<pre><code class="language-js">const a = 1 &lt; 2;</code></pre>',
      '<p><span style="color:red">red</span> <u>under</u> <s>struck</s> <code>x</code></p>',
      '<p><a href="https://example.com/a?b=1&amp;c=2" title="Example">ex</a> <a href="javascript:alert(1)">bad</a> <a href="/blog/x" target="_self">in</a></p>',
      '<hr><blockquote><p>Quoted</p></blockquote><h5>Small</h5>',
    ].join('');
    const { user, text, value } = await renderChallenge('');
    await user.click(screen.getByRole('button', { name: 'Challenge Source' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Challenge' }), { target: { value: pasted } });
    await user.click(screen.getByRole('button', { name: 'Challenge Source' }));

    const edited = await screen.findByRole('textbox', { name: 'Challenge' });
    expect(edited).not.toBe(text);
    expect(value()).toBe(pasted);
    // An edit: everything in italics (code stays code).
    selectAll(edited);
    await user.click(tool('Italic'));
    const html = value()!;
    expect(apiSanitised(html)).toBe(html);
    expect(html).toContain('<br />');
    expect(html).toContain('<h5>');
    expect(html).toContain('href="/blog/x"');
    expect(html).not.toMatch(/<h2|<hr|start=|type=|class=|style=|javascript:/);
  });

  it('empties to nothing, so that a required field says it is missing', async () => {
    const { text, value } = await renderChallenge('<p>Audit findings.</p>');
    selectAll(text);
    fireEvent.keyDown(text, { key: 'Backspace' });
    expect(value()).toBe('');
  });

  it('shows and edits the HTML itself with the Source toggle', async () => {
    const { user, value } = await renderChallenge('<p>Audit findings.</p>');
    const toggle = screen.getByRole('button', { name: 'Challenge Source' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    const source = screen.getByRole('textbox', { name: 'Challenge' });
    expect(source.tagName).toBe('TEXTAREA');
    expect(source).toHaveValue('<p>Audit findings.</p>');

    await user.clear(source);
    await user.type(source, '<h3>Findings</h3><p>Seven, all closed.</p>');
    expect(value()).toBe('<h3>Findings</h3><p>Seven, all closed.</p>');

    await user.click(toggle);
    const text = await screen.findByRole('textbox', { name: 'Challenge' });
    expect(within(text).getByRole('heading', { level: 3, name: 'Findings' })).toBeInTheDocument();
    expect(within(text).getByText('Seven, all closed.')).toBeInTheDocument();
  });

  it('is one tab stop of buttons, moved through with the arrow keys, Home and End; Ctrl+K asks for a link and Esc goes back to the text', async () => {
    const { user, text } = await renderChallenge('<p>Audit findings.</p>');
    const buttons = within(screen.getByRole('toolbar', { name: 'Challenge formatting' })).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Code',
      'Link',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    // From the Source toggle, Tab reaches the toolbar once, then the text.
    screen.getByRole('button', { name: 'Challenge Source' }).focus();
    await user.tab();
    expect(tool('Bold')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tool('Italic')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tool('Link')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tool('Bold')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tool('Link')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tool('Bold')).toHaveFocus();
    await user.tab();
    expect(text).toHaveFocus();

    fireEvent.keyDown(text, { key: 'k', ctrlKey: true });
    const address = await screen.findByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    const escape = fireEvent.keyDown(address, { key: 'Escape' });
    // Handled here: the case study's form does not take it as Cancel.
    expect(escape).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    await waitFor(() => expect(text).toHaveFocus());
  });

  it.each(['light', 'dark'] as const)('has no axe violations (%s theme), its link form open', async (mode) => {
    const { user, text } = await renderChallenge('<p>Audit <a href="https://example.com">findings</a>.</p>', mode);
    selectAll(text);
    await user.click(tool('Link'));
    const results = await axe.run(screen.getByRole('form', { name: 'Case study' }), { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
