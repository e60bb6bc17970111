// The owner's inbox in Chromium, on the production stack: a message a visitor sent from the Business
// Automation page (its name, subject and text full of script) shows unread on the Inbox tab, opens at
// its own address as text, is marked read, and goes through Reply, Archive, Move to inbox, Mark as spam,
// Not spam, Delete and Undo, each checked through the API; axe finds no serious or critical violation
// on the list or the message in either theme at 1280 and 375 px, and no payload runs anywhere.
import { adminClient } from './support/admin-client.mjs';
import { expectToast, signedInConsole } from './support/admin-console.mjs';
import { DESKTOP, MOBILE, screenshot, seriousViolations } from './support/browser.mjs';
import { eventually } from './support/poll.mjs';
import { sendContactMessages } from './support/contact.mjs';
import { useWholeStack } from './support/whole-stack.mjs';
import { watchForScripts } from './support/xss-watch.mjs';

const env = useWholeStack('console-inbox');
const at = (path) => `${env.stack.url}${path}`;
const TIMEOUT = 240_000;
const THEMES = ['light', 'dark'];

/** What each theme's visitor wrote: every visitor value carries a payload that must stay text. */
const sent = (theme) => ({
  name: `Robin ${theme} <img src=x onerror=alert(2)>`,
  email: `robin.${theme}@example.com`,
  subject: 'A project',
  message: `Hello! <script>alert(1)</script>\nCould we automate our invoicing (${theme})?`,
  persona: 'business',
  page: '/?persona=business',
  idempotencyKey: `inbox-e2e-${theme}`,
});

let admin;
const messages = {};
beforeAll(async () => {
  admin = await adminClient(env.stack.url);
  expect(await sendContactMessages(env.stack.url, THEMES.map(sent))).toEqual([201, 201]);
  const list = await admin.call('GET', 'admin/messages?folder=inbox&pageSize=100');
  for (const theme of THEMES) messages[theme] = list.body.items.find((message) => message.email === sent(theme).email);
}, 60_000);

const stored = async (id) => (await admin.call('GET', `admin/messages/${id}`)).body;

async function checkScreen(page, name) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
  await screenshot(page, `inbox-${name}`);
}

describe.each(THEMES)('in the %s theme', (colorScheme) => {
  it('shows the unread message, opens it as text, and moves, deletes and restores it', async () => {
    const message = messages[colorScheme];
    expect(message).toMatchObject({ persona: 'business', folder: 'inbox', read: false, subject: 'A project' });
    const { page, unexpected } = await signedInConsole(env.browser, env.stack.url, '/inbox', { colorScheme, viewport: DESKTOP });
    const watch = await watchForScripts(page.context(), page);

    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto(at('/admin/inbox'));
      if (viewport === DESKTOP) {
        const tab = page.getByRole('tablist', { name: 'Sections', exact: true }).getByRole('tab', { name: /^Inbox \d+ unread$/ });
        await tab.waitFor();
      }
      await page.waitForFunction(() => /^\(\d+\) /.test(document.title));
      const row = page.getByRole('list', { name: 'Messages', exact: true }).getByRole('link', { name: `Unread: ${message.name}`, exact: true });
      await row.waitFor();
      await checkScreen(page, 'list');

      await row.click();
      await page.waitForURL((url) => url.pathname === `/admin/inbox/${message.id}`);
      await page.getByRole('heading', { name: 'A project', exact: true }).waitFor();
      const text = page.getByLabel('Message', { exact: true });
      expect(await text.innerText()).toBe(sent(colorScheme).message);
      expect(await page.getByText('Business Automation', { exact: true }).first().isVisible()).toBe(true);
      const reply = page.getByRole('link', { name: `Reply to ${message.name} by email`, exact: true });
      const href = await reply.getAttribute('href');
      expect(href.startsWith(`mailto:${message.email}?subject=${encodeURIComponent('Re: A project')}&body=`)).toBe(true);
      expect(decodeURIComponent(href.split('&body=')[1])).toContain('> Could we automate our invoicing');
      await eventually('the message is marked read', async () => (await stored(message.id)).read === true);
      await checkScreen(page, 'message');
      // Unread again, for the next width.
      await page.getByRole('button', { name: 'Mark as unread', exact: true }).click();
      await expectToast(page, 'Success', 'Message marked as unread');
      await page.waitForURL((url) => url.pathname === '/admin/inbox');
      expect((await stored(message.id)).read).toBe(false);
    }

    await page.setViewportSize(DESKTOP);
    const act = async (label, toast, path = `/admin/inbox/${message.id}`) => {
      await page.goto(at(path));
      await page.getByRole('button', { name: label, exact: true }).click();
      await expectToast(page, 'Success', toast);
      await page.waitForURL((url) => url.pathname === '/admin/inbox');
    };
    await act('Archive', 'Message archived');
    expect(await stored(message.id)).toMatchObject({ folder: 'archived' });
    await act('Move to inbox', 'Message moved to the inbox');
    expect(await stored(message.id)).toMatchObject({ folder: 'inbox' });
    await act('Mark as spam', 'Message marked as spam');
    expect(await stored(message.id)).toMatchObject({ folder: 'spam', spamReason: 'owner' });
    await act('Not spam', 'Message moved to the inbox');
    expect(await stored(message.id)).toMatchObject({ folder: 'inbox', spamReason: null });

    // Delete, then Undo from the toast: the message is back whole.
    const before = await stored(message.id);
    await page.goto(at(`/admin/inbox/${message.id}`));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const toast = page.locator('li[data-variant]').filter({ hasText: 'Message deleted successfully' });
    await toast.waitFor();
    expect((await admin.call('GET', `admin/messages/${message.id}`)).status).toBe(404);
    await toast.getByRole('button', { name: 'Undo', exact: true }).click();
    await expectToast(page, 'Success', 'Message restored successfully');
    expect(await stored(message.id)).toEqual(before);

    expect(await watch.findings()).toEqual([]);
    expect(unexpected()).toEqual([]);
    await page.context().close();
  }, TIMEOUT);
});
