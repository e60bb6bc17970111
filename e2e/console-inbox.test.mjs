// The owner's inbox in Chromium, on the production stack: a message a visitor sent from the Business
// Automation page (its name, subject and text full of script) shows unread on the Inbox tab, opens at
// its own address as text, is marked read, and goes through Reply (which marks it replied), a private
// note, Archive, Move to inbox, Mark as spam, Not spam, Delete and Undo, each checked through the API;
// axe finds no serious or critical violation on the list or the message in either theme at 1280 and
// 375 px, and no payload runs anywhere. Leads first: a message just sent is on the Inbox's first
// screen at both widths with the unread count, under the console's notice that email to the owner is
// off (this stack has no SMTP_URL; the notice's absence with mail configured is checked by the API's
// and the console's unit tests).
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
        const tab = page.getByRole('navigation', { name: 'Sections', exact: true }).getByRole('tab', { name: /^Inbox \d+ unread$/ });
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
      if (viewport === DESKTOP) {
        // Reply opens the mail client (not in a headless browser: its default is stopped here) and records the reply.
        await reply.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
        await reply.click();
        await expectToast(page, 'Success', 'Message marked as replied');
        expect((await stored(message.id)).repliedAt).toEqual(expect.stringMatching(/^\d{4}-/));
        const replied = page.getByLabel('About this message', { exact: true }).getByText('Replied', { exact: true });
        expect(await replied.locator('xpath=following-sibling::dd[1]').innerText()).toMatch(/^just now/);
        await page.getByRole('button', { name: 'Mark as not replied', exact: true }).click();
        await expectToast(page, 'Success', 'Message marked as not replied');
        expect((await stored(message.id)).repliedAt).toBeNull();
        // A private note, kept as typed (the payload stays text), then removed.
        const note = page.getByRole('textbox', { name: 'Private note', exact: true });
        await note.fill(`Call back <b>Monday</b> (${colorScheme})`);
        await page.getByRole('button', { name: 'Save note', exact: true }).click();
        await expectToast(page, 'Success', 'Note saved');
        expect((await stored(message.id)).note).toBe(`Call back <b>Monday</b> (${colorScheme})`);
        await note.fill('');
        await page.getByRole('button', { name: 'Save note', exact: true }).click();
        await expectToast(page, 'Success', 'Note removed');
        expect((await stored(message.id)).note).toBeNull();
      }
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

/** Whether the whole of the element is inside the window without scrolling. */
const onFirstScreen = async (page, locator) => {
  const box = await locator.boundingBox();
  const { height } = page.viewportSize();
  return box !== null && box.y >= 0 && box.y + box.height <= height;
};

describe.each(THEMES)('leads first, in the %s theme', (colorScheme) => {
  it("shows a message just sent on the Inbox's first screen with the unread count, under the email-off notice, at 1280 and 375 px", async () => {
    const fresh = { ...sent(colorScheme), name: `Fresh lead ${colorScheme}`, email: `fresh.${colorScheme}@example.com`, idempotencyKey: `inbox-e2e-fresh-${colorScheme}` };
    expect(await sendContactMessages(env.stack.url, [fresh])).toEqual([201]);
    const { unread } = (await admin.call('GET', 'admin/messages/summary')).body;
    expect(unread).toBeGreaterThan(0);
    const { page, unexpected } = await signedInConsole(env.browser, env.stack.url, '/inbox', { colorScheme, viewport: DESKTOP });

    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto(at('/admin/inbox'));
      await page.waitForFunction((count) => document.title.startsWith(`(${count}) `), unread);
      const notice = page.getByRole('note', { name: 'Email to you is off', exact: true });
      await notice.waitFor();
      expect(await notice.innerText()).toContain('set SMTP_URL, CONTACT_FROM and CONTACT_NOTIFY_TO on the server');
      // The count in the navigation (a tab on wide screens, the dropdown's option on a phone) and on the Inbox folder.
      if (viewport === DESKTOP) await page.getByRole('navigation', { name: 'Sections', exact: true }).getByRole('tab', { name: `Inbox ${unread} unread`, exact: true }).waitFor();
      else await page.getByRole('combobox', { name: 'Select section to manage' }).getByRole('option', { name: `Inbox (${unread} unread)` }).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: `Inbox ${unread} unread`, exact: true }).waitFor();

      const first = page.getByRole('list', { name: 'Messages', exact: true }).getByRole('listitem').first();
      await first.getByRole('link', { name: `Unread: ${fresh.name}`, exact: true }).waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      expect({ width: viewport.width, firstMessageOnFirstScreen: await onFirstScreen(page, first), noticeOnFirstScreen: await onFirstScreen(page, notice) }).toEqual({
        width: viewport.width,
        firstMessageOnFirstScreen: true,
        noticeOnFirstScreen: true,
      });
      expect({ width: viewport.width, violations: await seriousViolations(page) }).toEqual({ width: viewport.width, violations: [] });
      await screenshot(page, 'inbox');
    }
    expect(unexpected()).toEqual([]);
    await page.context().close();
  }, TIMEOUT);
});
