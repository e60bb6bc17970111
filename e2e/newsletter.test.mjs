// The newsletter's journey on the built stack behind nginx, with a real SMTP server on loopback
// standing for the owner's mail provider: a visitor subscribes to Enterprise Tech without
// JavaScript and confirms from the email; another subscribes with JavaScript on /subscribe to
// Enterprise and Fitness; the owner sends an Enterprise post from the console (its progress shown
// live) and a Fitness post; each subscriber receives exactly the posts of the personas they follow,
// with the RFC 8058 one-click headers; the one-click POST unsubscribes, and the next send does not
// reach them. axe on the new public pages and the console's screens in both themes.
import { startSmtpSink } from '../api/test/support/smtp-sink.ts';
import { NEWSLETTER_TEXTS, PERSONA_IDS, PERSONA_TITLES } from '../contracts/src/index.ts';
import { RICH_POST_BODY, RICH_POST_FIRST_HEADING } from '../public-site/src/test/rich-post-body.ts';
import { adminClient } from './support/admin-client.mjs';
import { postInput } from './support/admin-api.mjs';
import { signedInConsole } from './support/admin-console.mjs';
import { DESKTOP, MOBILE, launchBrowser, openPage, screenshot, seriousViolations } from './support/browser.mjs';
import { eventually } from './support/poll.mjs';
import { startStack } from './support/stack.mjs';

const OWNER = 'owner@folio.example';
const FROM = 'news@folio.example';
const CTO = 'cto@example.com';
const COACHEE = 'coachee@example.com';
/** The API takes a form sent within 3 s of being made for a robot's: a person takes longer. */
const TYPING_MS = 3_500;

let smtp;
let stack;
let browser;
let admin;
const posts = {};

beforeAll(async () => {
  smtp = await startSmtpSink();
  [stack, browser] = await Promise.all([
    startStack('newsletter', { apiEnv: { SMTP_URL: smtp.url, CONTACT_FROM: FROM, CONTACT_NOTIFY_TO: OWNER, NEWSLETTER_RATE_PER_MINUTE: '0' } }),
    launchBrowser(),
  ]);
  admin = await adminClient(stack.url);
  const publishedAt = new Date(Date.now() - 60_000).toISOString();
  const make = async (key, persona, title) => {
    const answer = await admin.call('POST', 'admin/blog/posts', postInput({ title, slug: key, publishedAt, tagType: persona, personaIds: [PERSONA_IDS[persona]], content: `# ${title}\n\nThe body of ${title}, with [a link](/blog).` }));
    if (answer.status !== 201) throw new Error(`Creating ${key} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    posts[key] = answer.body;
  };
  await make('platform-migrations', 'enterprise', 'Platform migrations without downtime');
  await make('strength-at-forty', 'fitness', 'Strength training at forty');
  await make('observability-budgets', 'enterprise', 'Observability on a budget');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await smtp?.close();
});

/** A header of a received email as sent (mailparser turns List-* headers into objects). */
const headerOf = (mail, name) => new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim() ?? null;
const mailTo = (address) => smtp.received.filter((mail) => mail.rcptTo.includes(address));
const subscribeForm = (page) => page.locator('form[action="/subscribe"]');

/** The confirmation link in the newest email to `address`. */
async function confirmationLink(address) {
  const mail = await eventually(`the confirmation email to ${address}`, async () => mailTo(address).find((each) => /\/subscribe\/confirm\//.test(each.parsed.text ?? '')) ?? null, { within: 30_000 });
  const [link] = mail.parsed.text.match(/https?:\/\/\S+\/subscribe\/confirm\/[A-Za-z0-9_-]+/);
  expect(new URL(link).origin).toBe(stack.url);
  return link;
}

/** Confirms from the email's link: the page asks for a click (a link scanner's GET confirms nothing). */
async function confirmFrom(page, link) {
  await page.goto(link);
  await page.getByRole('heading', { name: NEWSLETTER_TEXTS.confirmHeading }).waitFor();
  await page.getByRole('button', { name: NEWSLETTER_TEXTS.confirm, exact: true }).click();
  await page.getByText(NEWSLETTER_TEXTS.confirmed).waitFor();
}

/** The owner's send of `key` from the console: the dialog's preview, the send, its progress until done. */
async function sendFromConsole(key, expectedRecipients) {
  const { context, page, unexpected } = await signedInConsole(browser, stack.url, '/blog/posts');
  try {
    await page.getByRole('button', { name: `Edit ${posts[key].title}`, exact: true }).click();
    await page.getByRole('form', { name: /^Edit / }).getByRole('button', { name: 'Send by email' }).click();
    const dialog = page.getByRole('dialog');
    const audience = `${expectedRecipients} subscriber${expectedRecipients === 1 ? '' : 's'}`;
    await dialog.getByText(`Will go to ${audience}`).waitFor();
    // The email as subscribers get it: the post's own heading, in a sandboxed frame.
    await dialog.frameLocator('iframe').getByRole('heading', { name: posts[key].title }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'newsletter-send-dialog');
    await dialog.getByRole('button', { name: `Send to ${audience}` }).click();
    await dialog.getByRole('group', { name: 'Confirm the send' }).getByRole('button', { name: 'Yes, send it' }).click();
    // The progress is the API's, read again every 2 s while it runs: it ends with every recipient sent.
    const progress = dialog.getByRole('region', { name: 'Progress of the send' });
    await progress.getByText(new RegExp(`^Done.*: ${expectedRecipients} sent, 0 failed, 0 suppressed, of ${expectedRecipients}\\.$`)).waitFor({ timeout: 30_000 });
    await screenshot(page, 'newsletter-send-progress');
    expect(unexpected()).toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * What a reader gets of a body: its elements, their addresses absolute, and its words, a token a
 * line. What only the site's page uses (a heading's link to itself, code colours' spans, a table's
 * scroll region, the footnotes' section) the email leaves out, and so does this reading. Runs in the
 * browser, on the page's body and on the email.
 */
function readingOf(root) {
  const KEPT = new Set(['P', 'H2', 'A', 'IMG', 'UL', 'OL', 'LI', 'TABLE', 'TR', 'TH', 'TD', 'PRE', 'CODE', 'BLOCKQUOTE', 'STRONG', 'DEL', 'SUP']);
  const tokens = [];
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const words = child.textContent.replace(/\s+/g, ' ').trim();
        if (words) tokens.push(words);
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const kept = KEPT.has(child.tagName) && !child.classList.contains('heading-anchor');
        if (kept) tokens.push(`<${child.tagName}${child.href ? ` ${child.href}` : ''}${child.src ? ` ${child.src}` : ''}>`);
        walk(child);
        if (kept) tokens.push(`</${child.tagName}>`);
      }
    }
  };
  walk(root);
  return tokens.join('\n');
}

describe('a subscriber per persona', () => {
  it('subscribes to Enterprise Tech without JavaScript and confirms from the email', async () => {
    const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${stack.url}/?persona=enterprise`);
    const form = subscribeForm(page);
    await form.scrollIntoViewIfNeeded();
    const boxes = form.getByRole('group', { name: NEWSLETTER_TEXTS.personas });
    expect(await boxes.getByRole('checkbox', { name: PERSONA_TITLES.enterprise }).isChecked()).toBe(true);
    expect(await boxes.getByRole('checkbox', { name: PERSONA_TITLES.fitness }).isChecked()).toBe(false);
    await form.getByLabel(NEWSLETTER_TEXTS.email, { exact: true }).fill(CTO);
    await page.waitForTimeout(TYPING_MS);
    await form.getByRole('button', { name: NEWSLETTER_TEXTS.subscribe, exact: true }).click();
    await page.getByText(NEWSLETTER_TEXTS.sent).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByText(NEWSLETTER_TEXTS.sent).scrollIntoViewIfNeeded();
    await screenshot(page, 'newsletter-persona-page-thanks');

    const link = await confirmationLink(CTO);
    // Until confirmed, the address receives nothing but the confirmation.
    expect((await admin.call('GET', `admin/newsletter/subscribers?q=${encodeURIComponent(CTO)}`)).body.items[0]).toMatchObject({ status: 'pending', personas: ['enterprise'] });
    await confirmFrom(page, link);
    expect((await admin.call('GET', `admin/newsletter/subscribers?q=${encodeURIComponent(CTO)}`)).body.items[0]).toMatchObject({ status: 'confirmed', personas: ['enterprise'] });
    await context.close();
  });

  it('subscribes to Enterprise and Fitness on /subscribe with JavaScript, the page passing axe in both themes', async () => {
    for (const colorScheme of ['light', 'dark']) {
      const { context, page } = await openPage(browser, { viewport: DESKTOP, colorScheme });
      await page.goto(`${stack.url}/subscribe`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `newsletter-subscribe-${colorScheme}`);
      await context.close();
    }
    const { context, page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${stack.url}/subscribe`);
    const form = subscribeForm(page);
    await form.getByLabel(NEWSLETTER_TEXTS.email, { exact: true }).fill(COACHEE);
    await form.getByRole('checkbox', { name: PERSONA_TITLES.business }).uncheck();
    await page.waitForTimeout(TYPING_MS);
    await form.getByRole('button', { name: NEWSLETTER_TEXTS.subscribe, exact: true }).click();
    await page.getByText(NEWSLETTER_TEXTS.sent).waitFor();
    await confirmFrom(page, await confirmationLink(COACHEE));
    expect(problems).toEqual([]);
    await context.close();
    expect((await admin.call('GET', `admin/newsletter/subscribers?q=${encodeURIComponent(COACHEE)}`)).body.items[0]).toMatchObject({ status: 'confirmed', personas: ['enterprise', 'fitness'] });
  });
});

describe('the owner sends posts', () => {
  it('an Enterprise post from the console reaches both subscribers once, with the one-click headers', async () => {
    await sendFromConsole('platform-migrations', 2);
    for (const address of [CTO, COACHEE]) {
      const copies = mailTo(address).filter((mail) => mail.parsed.subject === posts['platform-migrations'].title);
      expect(copies).toHaveLength(1);
      const unsubscribe = headerOf(copies[0], 'List-Unsubscribe');
      expect(unsubscribe).toMatch(new RegExp(`<${stack.url}/api/newsletter/unsubscribe/[^>]+>`));
      expect(unsubscribe).toMatch(/<mailto:[^>]+>/);
      expect(headerOf(copies[0], 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      // No tracking: the post's own links, absolute, and no image but the post's.
      expect(copies[0].parsed.html).toContain(`href="${stack.url}/blog"`);
      expect(copies[0].parsed.html).not.toMatch(/<img[^>]+(width|height)="1"/);
    }
  });

  it('a Fitness post reaches only the subscriber who follows Fitness', async () => {
    const sent = await admin.call('POST', `admin/newsletter/posts/${posts['strength-at-forty'].id}/send`);
    expect(sent.status).toBe(201);
    await eventually('the Fitness post sent', async () => ((await admin.call('GET', `admin/newsletter/sends/${sent.body.id}`)).body.status === 'done' ? true : null), { within: 30_000 });
    const title = posts['strength-at-forty'].title;
    expect(mailTo(COACHEE).filter((mail) => mail.parsed.subject === title)).toHaveLength(1);
    expect(mailTo(CTO).filter((mail) => mail.parsed.subject === title)).toHaveLength(0);
    // Once per post.
    expect((await admin.call('POST', `admin/newsletter/posts/${posts['strength-at-forty'].id}/send`)).status).toBe(409);

    // The console, in the dark theme, shows the send it made and offers no second one.
    const { context, page, unexpected } = await signedInConsole(browser, stack.url, '/blog/posts', { colorScheme: 'dark' });
    try {
      await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
      await page.getByRole('form', { name: /^Edit / }).getByRole('button', { name: 'Send by email' }).click();
      const progress = page.getByRole('dialog').getByRole('region', { name: 'Progress of the send' });
      await progress.getByText(/^Done.*: 1 sent, 0 failed, 0 suppressed, of 1\.$/).waitFor();
      expect(await page.getByRole('dialog').getByRole('button', { name: /^Send to/ }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'newsletter-sent-dialog-dark');
      expect(unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("an email says what its page says: the body the rendering server made for the page, each link absolute", async () => {
    const made = await admin.call('POST', 'admin/blog/posts', postInput({ title: 'Records that last', slug: 'records-that-last', publishedAt: new Date(Date.now() - 60_000).toISOString(), tagType: 'enterprise', personaIds: [PERSONA_IDS.enterprise], content: RICH_POST_BODY }));
    expect(made.status).toBe(201);
    const preview = await admin.call('GET', `admin/newsletter/posts/${made.body.id}/preview`);
    expect(preview.status).toBe(200);

    const { context, page, problems } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/blog/records-that-last`);
      const pageReading = await page.evaluate(`(${readingOf})(document.getElementById('${RICH_POST_FIRST_HEADING}').parentElement)`);
      const email = await context.newPage();
      await email.setContent(preview.body.html);
      const emailReading = await email.evaluate(`(${readingOf})(document.body)`);
      await screenshot(email, 'newsletter-email');

      expect(pageReading).toContain(`<A ${stack.url}/blog>`);
      expect(pageReading).toMatch(/<PRE>\n<CODE>\nconst\n/);
      expect(pageReading).toContain('<TABLE>');
      expect(emailReading).toContain(pageReading);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("one click in the CTO's mail program unsubscribes them, and the next Enterprise post does not reach them", async () => {
    const [mail] = mailTo(CTO).filter((each) => each.parsed.subject === posts['platform-migrations'].title);
    const [, url] = headerOf(mail, 'List-Unsubscribe').match(/<(https?:[^>]+)>/);
    // As a mail provider's server sends it (RFC 8058): a POST with that body, no cookie, no Origin.
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(answer.status).toBe(200);
    expect((await admin.call('GET', `admin/newsletter/subscribers?q=${encodeURIComponent(CTO)}`)).body.items[0]).toMatchObject({ status: 'unsubscribed' });

    const next = await admin.call('POST', `admin/newsletter/posts/${posts['observability-budgets'].id}/send`);
    expect(next.status).toBe(201);
    await eventually('the second Enterprise post sent', async () => ((await admin.call('GET', `admin/newsletter/sends/${next.body.id}`)).body.status === 'done' ? true : null), { within: 30_000 });
    const title = posts['observability-budgets'].title;
    expect(mailTo(COACHEE).filter((each) => each.parsed.subject === title)).toHaveLength(1);
    expect(mailTo(CTO).filter((each) => each.parsed.subject === title)).toHaveLength(0);
  });
});

describe("the subscriber's pages", () => {
  it('the confirmation and the unsubscribe pages pass axe in both themes at 1280 and 375 px', async () => {
    const [mail] = mailTo(COACHEE).filter((each) => each.parsed.subject === posts['platform-migrations'].title);
    const [, link] = headerOf(mail, 'List-Unsubscribe').match(/<(https?:[^>]+)>/);
    for (const colorScheme of ['light', 'dark']) {
      for (const viewport of [DESKTOP, MOBILE]) {
        const { context, page, problems } = await openPage(browser, { viewport, colorScheme });
        // The email's link: the API sends a person to the page, which shows the address masked and the personas followed.
        await page.goto(link);
        expect(new URL(page.url()).pathname).toMatch(/^\/unsubscribe\//);
        await page.getByRole('heading', { name: NEWSLETTER_TEXTS.unsubscribeHeading }).waitFor();
        await page.getByText('c***@example.com').first().waitFor();
        expect(await page.getByRole('checkbox', { name: PERSONA_TITLES.fitness }).isChecked()).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `newsletter-unsubscribe-page-${colorScheme}`);
        await page.goto(`${stack.url}/subscribe/confirm/a-link-from-an-email`);
        await page.getByRole('button', { name: NEWSLETTER_TEXTS.confirm, exact: true }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `newsletter-confirm-page-${colorScheme}`);
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  });
});

describe("the owner's Subscribers screen", () => {
  it('counts by persona and status, finds an address and passes axe in both themes at 1280 and 375 px', async () => {
    for (const colorScheme of ['light', 'dark']) {
      for (const viewport of [DESKTOP, MOBILE]) {
        const { context, page, unexpected } = await signedInConsole(browser, stack.url, '/subscribers', { viewport, colorScheme });
        await page.getByRole('heading', { name: 'Subscribers', level: 2 }).waitFor();
        await page.getByText(COACHEE).first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `newsletter-subscribers-${colorScheme}-${viewport.width}`);
        expect(unexpected()).toEqual([]);
        await context.close();
      }
    }
  });
});
