// The contact form as visitors use it, on the built stack: behind nginx (micro-cache on) and behind
// the gateway of `npm start`, with JavaScript and without (and clicked before the page's scripts
// ran), each message read back through the owner's API with the persona it was sent from; the form
// in both themes at 1280 and 375 px through axe; and the per-address limit counting the visitor,
// not the rendering server that forwards a form sent without JavaScript. Under npm start an SMTP
// server on loopback stands for the owner's mail provider: each message sent arrives there as one email.
import { startSmtpSink } from '../api/test/support/smtp-sink.ts';
import { CONTACT_MESSAGES } from '../contracts/src/messages.ts';
import { adminClient, clientCall } from './support/admin-client.mjs';
import { DESKTOP, launchBrowser, MOBILE, openPage, screenshot, seriousViolations } from './support/browser.mjs';
import { startNpmStart } from './support/npm-start.mjs';
import { eventually } from './support/poll.mjs';
import { startStack } from './support/stack.mjs';

const PERSONA_PAGE = '/?persona=business';
/** The API keeps a form sent within 3 s of being made in Spam ('too-fast'): a person takes longer to write. */
const WRITING_MS = 3_500;

let stack;
let browser;
let admin;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack('contact-form'), launchBrowser()]);
  admin = await adminClient(stack.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Console problems React reports when the server's HTML and the first render in the browser differ. */
const hydrationProblems = (problems) => problems.filter((problem) => /hydrat|#418|#423|#425|did not match/i.test(problem));

const contactForm = (page) => page.getByRole('form', { name: 'Contact form' });

/**
 * Waits until the form is live: its message's hint counts the characters once its island has
 * hydrated, which it does as it comes near the screen (a reader scrolls to it, as fill would).
 */
async function formLive(page) {
  await contactForm(page).scrollIntoViewIfNeeded();
  await contactForm(page).getByText(/^\d[\d,]* of 5,000 characters$/).waitFor();
}

/** Fills the form as a person does; `text` tells this message from every other. */
/**
 * Does `edit` on the live form as a visitor who then takes WRITING_MS to write before sending. The island
 * asks for a token of the visitor's own on the first use of the form, and the API files a message sent
 * sooner than 3 s after its token as too fast: the time is counted from that token's answer (on a loaded
 * machine it can come well after the page was shown, and a CI run saw it come more than 8 s after it was
 * asked for), or from `shown` when no new token was asked for within 8 s of the edit.
 */
async function editAndWrite(page, shown, edit) {
  const tokenAnswered = page
    .waitForRequest((request) => new URL(request.url()).pathname === '/api/contact/form', { timeout: 8_000 })
    .then(
      async (request) => {
        await request.response();
        return Date.now();
      },
      () => shown,
    );
  await edit();
  await page.waitForTimeout(Math.max(0, (await tokenAnswered) + WRITING_MS - Date.now()));
}

async function fillIn(page, { name = 'Ada Lovelace', email = 'ada@example.com', subject = 'A project', text }) {
  const form = contactForm(page);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  if (subject) await form.getByLabel('Subject (optional)').selectOption(subject);
  await form.getByLabel('Message', { exact: true }).fill(text);
}

/** The stored message whose text is `text`, read as the owner reads it (any folder). */
async function storedMessage(call, text) {
  return eventually(`the message "${text}" in the owner's inbox`, async () => {
    for (const folder of ['inbox', 'spam']) {
      const list = await call('GET', `admin/messages?folder=${folder}&pageSize=100`);
      if (list.status !== 200) throw new Error(`GET admin/messages answered ${list.status}: ${JSON.stringify(list.body)}`);
      const found = list.body.items.find((message) => message.message === text);
      if (found) return found;
    }
    return null;
  });
}

/**
 * Holds every script of the build (/assets/*.js) until `release()`: a slow phone's seconds before the
 * site's script and the islands run. The site's script is a module, which holds DOMContentLoaded
 * back too: load the page with `waitUntil: 'commit'`.
 */
async function holdScripts(page) {
  const held = [];
  let released = false;
  await page.route(/\/assets\/[^?#]*\.js(?:[?#].*)?$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

describe('behind nginx', () => {
  it('sends with JavaScript: Sending…, the thanks read out, the form emptied, the message stored with its persona', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: DESKTOP });
    const text = `Sent with JavaScript at ${Date.now()}: could we talk about automating our invoicing?`;
    await page.goto(`${stack.url}${PERSONA_PAGE}`);
    const shown = Date.now();
    await contactForm(page).scrollIntoViewIfNeeded();
    await formLive(page);
    await editAndWrite(page, shown, () => fillIn(page, { text }));

    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact/messages'));
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    expect((await sent).status()).toBe(201);
    await contactForm(page).getByRole('status').getByText(CONTACT_MESSAGES.sent).waitFor();
    expect(await contactForm(page).getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(PERSONA_PAGE);

    expect(await storedMessage(admin.call, text)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'A project',
      persona: 'business',
      page: PERSONA_PAGE,
      folder: 'inbox',
      spamReason: null,
    });
    expect(hydrationProblems(problems)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends without JavaScript: the page again with the errors and the values kept, then 303 to the page with the thanks', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const text = `Sent without JavaScript at ${Date.now()}: a question about coaching for a team.`;
    await page.goto(`${stack.url}${PERSONA_PAGE}`);
    const shown = Date.now();

    // A mistake first: the server answers the page again (400), never cached, the text kept.
    await fillIn(page, { email: 'ada@', text });
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/contact');
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    const answer = await refused;
    expect([answer.status(), answer.headers()['cache-control']]).toEqual([400, 'no-store']);
    const summary = contactForm(page).getByRole('heading', { name: 'Your message was not sent' });
    await summary.waitFor();
    expect(await contactForm(page).getByRole('link', { name: CONTACT_MESSAGES.emailInvalid }).getAttribute('href')).toBe('#contact-email');
    expect(await contactForm(page).getByLabel('Message', { exact: true }).inputValue()).toBe(text);
    expect(await contactForm(page).getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // The summary takes focus as the page loads (autofocus): read first by a screen reader. The browser
    // runs autofocus at its next rendering step, after the load, so the check waits for it (and fails if it never comes).
    const summaryFocused = () => document.activeElement?.getAttribute('aria-labelledby') === 'contact-summary-title';
    expect(await page.waitForFunction(summaryFocused, undefined, { timeout: 5_000 }).then(() => true, () => false)).toBe(true);

    await contactForm(page).getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.waitForTimeout(Math.max(0, shown + WRITING_MS - Date.now()));
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL((url) => url.search === '?persona=business&sent=1' && url.hash === '#contact-sent');
    await contactForm(page).getByRole('status').getByText(CONTACT_MESSAGES.sent).waitFor();

    expect(await storedMessage(admin.call, text)).toMatchObject({ persona: 'business', page: PERSONA_PAGE, folder: 'inbox', spamReason: null });
    await context.close();
  });

  it('answers a form sent before the scripts ran with its page, which then hydrates without a warning and sends with JavaScript', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: MOBILE });
    const scripts = await holdScripts(page);
    const text = `Sent before hydration at ${Date.now()}: is there room for a small project in spring?`;
    await page.goto(`${stack.url}${PERSONA_PAGE}`, { waitUntil: 'commit' });
    const shown = Date.now();
    await fillIn(page, { name: '', subject: null, text });
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/contact');
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    expect((await answered).status()).toBe(400);
    await contactForm(page).getByRole('heading', { name: 'Your message was not sent' }).waitFor();
    expect(await page.locator('html[data-site-ready]').count()).toBe(0);
    // The server's answer as it stands, before any script: no serious accessibility problem either.
    expect(await seriousViolations(page)).toEqual([]);

    // The scripts run: the site's script puts the page's own address in the address bar, and the form's island hydrates as the server drew it.
    await scripts.release();
    await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
    await formLive(page);
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(PERSONA_PAGE);
    expect(await contactForm(page).getByLabel('Message', { exact: true }).inputValue()).toBe(text);
    expect(await contactForm(page).getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await editAndWrite(page, shown, () => contactForm(page).getByLabel('Name', { exact: true }).fill('Grace Hopper'));
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await contactForm(page).getByRole('status').getByText(CONTACT_MESSAGES.sent).waitFor();
    expect(await storedMessage(admin.call, text)).toMatchObject({ name: 'Grace Hopper', persona: 'business', folder: 'inbox' });
    expect(hydrationProblems(problems)).toEqual([]);
    // Chromium logs the page's own status (400, as designed) as a failed resource; nothing else went wrong.
    expect(problems.filter((problem) => !/Failed to load resource: the server responded with a status of 400/.test(problem))).toEqual([]);
    await context.close();
  });

  it.each([
    ['light', DESKTOP],
    ['dark', DESKTOP],
    ['light', MOBILE],
    ['dark', MOBILE],
  ])('has no serious accessibility problem in the %s theme at %o, empty and with its errors shown', async (colorScheme, viewport) => {
    const { context, page, problems } = await openPage(browser, { viewport, colorScheme });
    await page.goto(`${stack.url}${PERSONA_PAGE}#contact`);
    await formLive(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme ?? 'light')).toBe(colorScheme);
    expect(await seriousViolations(page)).toEqual([]);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await contactForm(page).getByRole('heading', { name: 'Your message was not sent' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing wider than the screen: the form fits 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'contact-form');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('counts the per-address limit for the visitor, not for the rendering server that forwards forms sent without JavaScript', async () => {
    // nginx believes loopback's X-Forwarded-For, so each of these comes from an address of its own.
    const send = (address, index) =>
      fetch(`${stack.url}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
        body: new URLSearchParams({ name: 'Busy Visitor', email: 'busy@example.com', message: `Limit check ${address} #${index}`, persona: 'fitness', page: '/?persona=fitness' }),
      });
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await send('198.51.100.61', index)).status);
    // CONTACT_MAX_PER_ADDRESS_PER_HOUR is 5 as built: the sixth from that visitor is refused, with the text kept.
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    const refused = await send('198.51.100.61', 6);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toContain('Limit check 198.51.100.61 #6');
    // Another visitor, through the same rendering server: received.
    expect((await send('198.51.100.62', 0)).status).toBe(303);
  });
});

describe('behind the gateway of npm start, with an SMTP server configured', () => {
  const OWNER = 'owner@folio.example';
  let started;
  let call;
  let smtp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    started = await startNpmStart({ env: { SMTP_URL: smtp.url, CONTACT_FROM: 'site@folio.example', CONTACT_NOTIFY_TO: OWNER } });
    // npm start's own owner (e2e/support/npm-start.mjs), signed in as the console signs in.
    const login = await fetch(`${started.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'npm start suite passphrase' }),
    });
    if (!login.ok) throw new Error(`Sign-in answered ${login.status}`);
    const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const { token } = await (await fetch(`${started.url}/api/csrf-token`, { headers: { cookie } })).json();
    call = clientCall(started.url, cookie, token);
  }, 300_000);
  afterAll(async () => {
    await started?.stop();
    await smtp?.close();
  });

  it('sends without JavaScript and with it, each stored with its persona and emailed to the owner once', async () => {
    const plain = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false, reducedMotion: 'reduce' });
    const page = await plain.newPage();
    const withoutScripts = `npm start without JavaScript at ${Date.now()}`;
    await page.goto(`${started.url}${PERSONA_PAGE}`);
    const shown = Date.now();
    await fillIn(page, { text: withoutScripts });
    await page.waitForTimeout(Math.max(0, shown + WRITING_MS - Date.now()));
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL((url) => url.search === '?persona=business&sent=1');
    await contactForm(page).getByRole('status').getByText(CONTACT_MESSAGES.sent).waitFor();
    await plain.close();

    const { context, page: live, problems } = await openPage(browser, { viewport: DESKTOP });
    const withScripts = `npm start with JavaScript at ${Date.now()}`;
    await live.goto(`${started.url}${PERSONA_PAGE}`);
    const liveShown = Date.now();
    await formLive(live);
    await editAndWrite(live, liveShown, () => fillIn(live, { text: withScripts }));
    await contactForm(live).getByRole('button', { name: 'Send message' }).click();
    await contactForm(live).getByRole('status').getByText(CONTACT_MESSAGES.sent).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    for (const text of [withoutScripts, withScripts]) {
      expect(await storedMessage(call, text)).toMatchObject({ persona: 'business', page: PERSONA_PAGE, folder: 'inbox', spamReason: null });
      const email = await eventually(`the email about "${text}"`, async () => smtp.received.find((mail) => mail.parsed.text?.includes(text)) ?? null, { within: 30_000 });
      expect(email.rcptTo).toEqual([OWNER]);
      expect(email.parsed.replyTo?.value).toEqual([{ name: 'Ada Lovelace', address: 'ada@example.com' }]);
      expect(email.parsed.subject).toContain('Business Automation');
      expect(smtp.received.filter((mail) => mail.parsed.text?.includes(text))).toHaveLength(1);
      await eventually(`the message "${text}" marked as emailed`, async () => (await storedMessage(call, text)).notify === 'sent');
    }
  });

  it('counts the per-address limit for the visitor there too', async () => {
    const send = (address, index) =>
      fetch(`${started.url}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
        body: new URLSearchParams({ name: 'Busy Visitor', email: 'busy@example.com', message: `Gateway limit ${address} #${index}`, persona: 'enterprise', page: '/?persona=enterprise' }),
      });
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await send('198.51.100.71', index)).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    expect((await send('198.51.100.72', 0)).status).toBe(303);
  });
});
