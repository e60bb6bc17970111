import { NEWSLETTER_MESSAGES } from '@folio/contracts';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { seedData } from '../../test/fixtures';
import type { RenderOptions } from '../../test/render';
import { newsletterSend, renderWithNewsletter, subscriber, type FakeNewsletterOptions } from './testing/fake-newsletter-api';
import { PROGRESS_POLL_MS } from './send-progress';

const readers = () => [subscriber({ email: 'ada@example.com' }), subscriber({ email: 'grace@example.org' }), subscriber({ email: 'pending@example.org', status: 'pending' })];
const TITLE = 'Cloud Landing Zone Checklist';
const dialog = () => screen.getByRole('dialog', { name: `Send “${TITLE}” by email` });

async function openPost(newsletter: FakeNewsletterOptions = { subscribers: readers() }, data?: RenderOptions['data']) {
  const rendered = await renderWithNewsletter({ at: '/admin/blog/posts/1', newsletter, data });
  await screen.findByRole('form', { name: 'Edit Post' });
  return rendered;
}

async function openDialog(newsletter?: FakeNewsletterOptions) {
  const rendered = await openPost(newsletter);
  await rendered.user.click(await screen.findByRole('button', { name: 'Send by email' }));
  await within(dialog()).findByText('Subject');
  return rendered;
}

describe("a post's 'Send by email'", () => {
  it('is offered on a published post only: a draft has no such action', async () => {
    const [post] = seedData()['blog-posts'];
    await openPost(undefined, { 'blog-posts': [{ ...post!, status: 'draft' }] });
    expect(await screen.findByRole('button', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send by email' })).not.toBeInTheDocument();
  });

  it('previews the email: its subject, how many it will go to, the HTML in a frame that runs no script, and the plain text', async () => {
    const { user, newsletter } = await openDialog();
    expect(newsletter.calls('GET', '/api/admin/newsletter/posts/1/preview')).toHaveLength(1);
    const facts = within(dialog());
    expect(facts.getByText('Subject').nextSibling).toHaveTextContent(TITLE);
    expect(facts.getByText('Will go to 2 subscribers')).toBeInTheDocument();
    const frame = facts.getByTitle('The email as HTML');
    expect(frame.tagName).toBe('IFRAME');
    // Sandboxed with no permission at all: no script, no access to the console's origin.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Cloud Landing Zone Checklist</h1>');
    await user.click(facts.getByRole('tab', { name: 'Plain text' }));
    expect(await facts.findByLabelText('The email as plain text')).toHaveTextContent('Unsubscribe: https://example.test/unsubscribe');
  });

  it('sends a test to the owner, and says where it went', async () => {
    const { user, api, newsletter } = await openDialog({ subscribers: readers(), sentTo: 'me@folio.test' });
    await user.click(within(dialog()).getByRole('button', { name: 'Send a test to me' }));
    expect(await within(dialog()).findByText('Test sent to me@folio.test')).toBeInTheDocument();
    const tests = newsletter.calls('POST', '/api/admin/newsletter/posts/1/test');
    expect(tests).toHaveLength(1);
    expect(tests[0]!.csrf).toBe(api.token);
    expect(newsletter.calls('POST', /\/send$/)).toHaveLength(0);
  });

  it('sends to the subscribers once, after asking, then shows the progress of the send', async () => {
    const { user, newsletter } = await openDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Send to 2 subscribers' }));
    const confirm = within(dialog()).getByRole('group', { name: 'Confirm the send' });
    expect(confirm).toHaveTextContent(`Send “${TITLE}” to 2 subscribers now? A post is sent by email once: this cannot be undone.`);
    expect(newsletter.calls('POST', /\/send$/)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, send it' }));

    const progress = await within(dialog()).findByRole('region', { name: 'Progress of the send' });
    expect(within(progress).getByText('Queued').nextSibling).toHaveTextContent('2');
    expect(within(progress).getByText('Sent').nextSibling).toHaveTextContent('0');
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 of 2 handled');
    expect(within(progress).getByText(/^Sending: 0 of 2 handled/)).toHaveAttribute('aria-live', 'polite');
    expect(newsletter.calls('POST', '/api/admin/newsletter/posts/1/send')).toHaveLength(1);
    // No second send is offered.
    expect(within(dialog()).queryByRole('button', { name: /^Send to/ })).not.toBeInTheDocument();
  });

  it("shows the API's refusal of a second send, and the progress of the first", async () => {
    // The preview was made before another tab sent the post.
    const earlier = newsletterSend({ id: 41, postId: 1, status: 'done', finishedAt: new Date().toISOString(), counts: { queued: 0, sent: 5, failed: 0, suppressed: 1 } });
    const { user, newsletter } = await openDialog();
    newsletter.state.sends.set(41, earlier);
    await user.click(within(dialog()).getByRole('button', { name: 'Send to 2 subscribers' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, send it' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(`409: ${NEWSLETTER_MESSAGES.alreadySent}`);
    const progress = await within(dialog()).findByRole('region', { name: 'Progress of the send' });
    expect(await within(progress).findByText(/^Done on .+: 5 sent, 0 failed, 1 suppressed, of 6\.$/)).toBeInTheDocument();
    expect(newsletter.calls('POST', '/api/admin/newsletter/posts/1/send')).toHaveLength(1);
  });

  it('shows a send already made at once, with no way to send again', async () => {
    const earlier = newsletterSend({ id: 41, postId: 1, status: 'done', finishedAt: new Date().toISOString(), counts: { queued: 0, sent: 5, failed: 1, suppressed: 1 } });
    await openDialog({ subscribers: readers(), sent: { 1: earlier } });
    const progress = await within(dialog()).findByRole('region', { name: 'Progress of the send' });
    expect(await within(progress).findByText(/^Done on .+: 5 sent, 1 failed, 1 suppressed, of 7\.$/)).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '7 of 7 handled');
    expect(within(dialog()).queryByText(/Will go to/)).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: /^Send to/ })).not.toBeInTheDocument();
  });

  it('reads the progress again every 2 seconds while sending, and stops once done', async () => {
    const counts = (queued: number, sent: number) => ({ queued, sent, failed: 0, suppressed: 0 });
    const sending = newsletterSend({ id: 7, postId: 1, counts: counts(2, 0) });
    const { newsletter } = await openDialog({
      subscribers: readers(),
      sent: { 1: sending },
      progress: [{ counts: counts(1, 1) }, { status: 'done', finishedAt: new Date().toISOString(), counts: counts(0, 2) }],
    });
    const reads = () => newsletter.calls('GET', '/api/admin/newsletter/sends/7').length;
    const progress = await within(dialog()).findByRole('region', { name: 'Progress of the send' });
    expect(await within(progress).findByText(/^Sending: 1 of 2 handled/)).toBeInTheDocument();
    expect(await within(progress).findByText(/^Done on .+: 2 sent, 0 failed, 0 suppressed, of 2\.$/, undefined, { timeout: PROGRESS_POLL_MS * 2 })).toBeInTheDocument();
    const done = reads();
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS + 500));
    expect(reads()).toBe(done);
  }, 15_000);

  it("says so when no confirmed subscriber follows the post's personas, and offers no send", async () => {
    await openDialog({ subscribers: [subscriber({ email: 'pending@example.org', status: 'pending' })] });
    expect(within(dialog()).getByText('Will go to 0 subscribers')).toBeInTheDocument();
    expect(within(dialog()).getByText(NEWSLETTER_MESSAGES.noRecipients)).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Send to 0 subscribers' })).toBeDisabled();
  });

  it("shows the API's message when the mail server is not configured", async () => {
    await openDialog({ subscribers: readers(), mailConfigured: false });
    expect(await within(dialog()).findByRole('note')).toHaveTextContent(NEWSLETTER_MESSAGES.mailOff);
    expect(within(dialog()).getByRole('button', { name: 'Send a test to me' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Send to 2 subscribers' })).toBeDisabled();
  });

  it("shows the API's message when a send is refused", async () => {
    const { user, newsletter } = await openDialog();
    newsletter.failNext('POST', /\/send$/, () => Response.json({ message: NEWSLETTER_MESSAGES.mailOff }, { status: 503 }));
    await user.click(within(dialog()).getByRole('button', { name: 'Send to 2 subscribers' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, send it' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(`503: ${NEWSLETTER_MESSAGES.mailOff}`);
    expect(within(dialog()).getByRole('button', { name: 'Send to 2 subscribers' })).toBeEnabled();
  });

  it.each(['light', 'dark'])('has no axe violations (%s theme), before and after sending', async (theme) => {
    localStorage.setItem('folio-theme', theme);
    const { user } = await openDialog();
    expect(document.documentElement.dataset.theme).toBe(theme);
    const check = async () => {
      const results = await axe.run(dialog(), { rules: { 'color-contrast': { enabled: false } } });
      return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    };
    expect(await check()).toEqual([]);
    await user.click(within(dialog()).getByRole('button', { name: 'Send to 2 subscribers' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, send it' }));
    await within(dialog()).findByRole('region', { name: 'Progress of the send' });
    expect(await check()).toEqual([]);
  });
});
