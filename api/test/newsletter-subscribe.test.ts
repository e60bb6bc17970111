/**
 * Subscribing to the newsletter, on each engine, with a real SMTP server: the double opt-in email and
 * its link, the consent record, the same answer whatever the address, the checks and limits, and
 * leaving (one click, the page) or changing the personas followed.
 */
import { CONTACT_PAGE_RULE, NEWSLETTER_CONSENT_WORDING, NEWSLETTER_MESSAGES, NEWSLETTER_TEXTS } from '@folio/contracts';
import { signFormToken } from '../src/modules/messages/form-token.js';
import { randomBytes } from 'node:crypto';
import {
  appWith,
  confirmationTokenOf,
  confirmedSubscriber,
  consentRows,
  dbTime,
  formToken,
  freshAddress,
  freshEmail,
  mailContext,
  mailTo,
  mailsTo,
  personasOf,
  resetEmailWindows,
  resetSiteDay,
  settle,
  SENDER,
  subscribe,
  subscriberRow,
  unsubscribeTokenOf,
  type MailContext,
} from './support/newsletter-subscribe.js';
import { engines } from './support/test-context.js';

const RECEIPT = { received: true, message: NEWSLETTER_TEXTS.sent };
const ONE_CLICK = 'List-Unsubscribe=One-Click';

describe.each(engines)('subscribing to the newsletter on %s', (engine) => {
  let ctx: MailContext;

  beforeAll(async () => {
    ctx = await mailContext(engine, { NEWSLETTER_MAX_PER_ADDRESS_PER_HOUR: '5' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const t = () => ctx.t;
  const confirm = (token: string) => t().client().post('/api/newsletter/confirmations').send({ token });

  it('offers the form with a token while mail is configured', async () => {
    const { body, headers } = await t().client().get('/api/newsletter/form').expect(200);
    expect(body).toEqual({ available: true, token: expect.stringMatching(/^f1\./) });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('sends a confirmation email whose link confirms the address, and keeps the consent without the visitor\'s network address', async () => {
    const email = freshEmail('ada');
    const address = freshAddress();
    const before = Date.now();
    const answer = await subscribe(t(), { email: ` ${email.toUpperCase()} `, personas: ['fitness', 'enterprise'], page: '/enterprise' }, address).expect(202);
    expect(answer.body).toEqual(RECEIPT);

    const mail = await mailTo(ctx.sink, email);
    expect(mail.mailFrom).toBe(SENDER);
    expect(mail.rcptTo).toEqual([email]);
    expect(mail.parsed.subject).toBe('Confirm your subscription to jordan.example');
    expect(mail.parsed.headers.get('list-unsubscribe')).toBeUndefined();
    const token = confirmationTokenOf(mail);
    expect(mail.parsed.text).toContain(`https://jordan.example/subscribe/confirm/${token}`);
    expect(mail.parsed.text).toContain('Enterprise Tech and Fitness Coach');
    expect(mail.parsed.text).toContain('48 hours');
    expect(mail.parsed.html).toContain(`href="https://jordan.example/subscribe/confirm/${token}"`);

    const pending = await subscriberRow(t(), email);
    expect(pending!.status).toBe('pending');
    expect(await personasOf(t(), email)).toEqual(['enterprise', 'fitness']);

    const confirmed = await confirm(token).expect(200);
    expect(confirmed.body).toEqual({ personas: ['enterprise', 'fitness'] });
    const subscriber = await subscriberRow(t(), email);
    expect(subscriber!.status).toBe('confirmed');
    expect(subscriber!.confirmed_at).toBeTruthy();

    const [consent, ...more] = await consentRows(t(), email);
    expect(more).toEqual([]);
    expect(consent).toMatchObject({ wording_version: 1, wording: NEWSLETTER_CONSENT_WORDING, page: '/enterprise', personas: 'enterprise,fitness', token_hash: null });
    const asked = Date.parse(`${String(consent!.asked_at).replace(' ', 'T')}Z`);
    expect(asked).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(`${String(consent!.token_expires_at).replace(' ', 'T')}Z`) - asked).toBe(48 * 60 * 60 * 1000);
    expect(consent!.confirmed_at).toBeTruthy();
    // Nothing of the client's network in any newsletter row.
    for (const table of ['newsletter_subscribers', 'newsletter_consents', 'newsletter_subscriber_personas']) {
      expect(JSON.stringify(await t().db(table).select('*'))).not.toContain(address);
    }

    // The link is used up.
    const again = await confirm(token).expect(410);
    expect(again.body).toEqual({ message: NEWSLETTER_TEXTS.linkExpired });
  });

  it('refuses a link after 48 hours, and a token it never sent', async () => {
    const email = freshEmail();
    await subscribe(t(), { email }).expect(202);
    const token = confirmationTokenOf(await mailTo(ctx.sink, email));
    const [consent] = await consentRows(t(), email);
    await t().db('newsletter_consents').where({ id: consent!.id }).update({ token_expires_at: dbTime(Date.now() - 1000) });
    expect((await confirm(token).expect(410)).body.message).toBe(NEWSLETTER_TEXTS.linkExpired);
    expect((await subscriberRow(t(), email))!.status).toBe('pending');
    await confirm(randomBytes(32).toString('base64url')).expect(410);
    const missing = await confirm('').expect(400);
    expect(Object.keys(missing.body.fields)).toEqual(['token']);
  });

  it('answers a pending and a confirmed address as a new one, and mails each', async () => {
    const fresh = await subscribe(t(), { email: freshEmail() }).expect(202);
    const pendingEmail = freshEmail();
    await subscribe(t(), { email: pendingEmail }).expect(202);
    const confirmedEmail = await confirmedSubscriber(ctx, ['enterprise']);
    await resetEmailWindows(t());
    const pending = await subscribe(t(), { email: pendingEmail, personas: ['business'] }).expect(202);
    const confirmed = await subscribe(t(), { email: confirmedEmail, personas: ['fitness'] }).expect(202);
    for (const answer of [fresh, pending, confirmed]) {
      expect(answer.body).toEqual(RECEIPT);
      expect(answer.headers['content-length']).toBe(fresh.headers['content-length']);
    }
    await mailTo(ctx.sink, pendingEmail, 2);
    // The pending address follows what it asked for last; the confirmed one adds the new persona once it confirms.
    expect(await personasOf(t(), pendingEmail)).toEqual(['business']);
    const added = await mailTo(ctx.sink, confirmedEmail, 2);
    expect(added.parsed.text).toContain('already gets new posts');
    expect(await personasOf(t(), confirmedEmail)).toEqual(['enterprise']);
    expect((await confirm(confirmationTokenOf(added)).expect(200)).body).toEqual({ personas: ['enterprise', 'fitness'] });
    expect(await personasOf(t(), confirmedEmail)).toEqual(['enterprise', 'fitness']);
  });

  it('stores and sends nothing for a filled honeypot or a missing, forged, hurried or stale form token', async () => {
    const token = formToken(t());
    const used = freshEmail();
    await subscribe(t(), { email: used, formToken: token }).expect(202);
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['honeypot', { website: 'https://spam.example' }],
      ['no token', { formToken: null }],
      ['forged', { formToken: signFormToken(randomBytes(32), Date.now() - 60_000) }],
      ['too fast', { formToken: formToken(t(), 500) }],
      ['stale', { formToken: formToken(t(), 25 * 60 * 60 * 1000) }],
    ];
    const emails: string[] = [];
    for (const [name, body] of attempts) {
      const email = freshEmail(name.replace(/\s/g, ''));
      emails.push(email);
      expect([name, (await subscribe(t(), { email, ...body }).expect(202)).body]).toEqual([name, RECEIPT]);
    }
    await mailTo(ctx.sink, used);
    await settle();
    for (const email of emails) {
      expect([email, await subscriberRow(t(), email), mailsTo(ctx.sink, email).length]).toEqual([email, undefined, 0]);
    }
  });

  it('subscribes a second visitor whose page carried the same form token (a micro-cached page gives every visitor one)', async () => {
    const token = formToken(t());
    const [first, second] = [freshEmail('first'), freshEmail('second')];
    await subscribe(t(), { email: first, formToken: token }).expect(202);
    await subscribe(t(), { email: second, formToken: token }).expect(202);
    await mailTo(ctx.sink, first);
    await mailTo(ctx.sink, second);
    expect(await consentRows(t(), second)).toHaveLength(1);
  });

  it('sends one confirmation per address per 10 minutes, answering the same', async () => {
    const email = freshEmail();
    await subscribe(t(), { email }).expect(202);
    const second = await subscribe(t(), { email, personas: ['fitness'] }).expect(202);
    expect(second.body).toEqual(RECEIPT);
    await mailTo(ctx.sink, email);
    await settle();
    expect(mailsTo(ctx.sink, email)).toHaveLength(1);
    expect(await consentRows(t(), email)).toHaveLength(1);
    expect(await personasOf(t(), email)).toEqual(['enterprise']);
  });

  it('refuses a sixth form in an hour from one network (an IPv6 /64 counting as one), with Retry-After', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 65535).toString(16)}:${engine === 'mysql' ? 1 : 2}`;
    for (let n = 1; n <= 5; n += 1) await subscribe(t(), { email: freshEmail() }, `${network}::${n}`).expect(202);
    const refused = await subscribe(t(), { email: freshEmail() }, `${network}::ff`).expect(429);
    expect(refused.body).toEqual({ message: NEWSLETTER_MESSAGES.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    await subscribe(t(), { email: freshEmail() }, freshAddress()).expect(202);
  });

  it("stores the consent but sends no email past the site's daily limit", async () => {
    await resetSiteDay(t());
    const capped = appWith(t(), (config) => ({ ...config, newsletter: { ...config.newsletter, maxPerDay: 1 } }));
    const first = freshEmail();
    const second = freshEmail();
    await subscribe(t(), { email: first }, freshAddress(), capped).expect(202);
    const answer = await subscribe(t(), { email: second }, freshAddress(), capped).expect(202);
    expect(answer.body).toEqual(RECEIPT);
    await mailTo(ctx.sink, first);
    await settle();
    expect(mailsTo(ctx.sink, second)).toHaveLength(0);
    expect(await consentRows(t(), second)).toHaveLength(1);
    await resetSiteDay(t());
  });

  it('answers 400 naming the email, the personas and a page that is not of this site', async () => {
    const bad = await subscribe(t(), { email: 'not an address', personas: [] }).expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'personas']);
    expect(bad.body.fields.personas).toBe(NEWSLETTER_MESSAGES.personasRequired);
    const elsewhere = await subscribe(t(), { email: freshEmail(), page: '//elsewhere.example/x' }).expect(400);
    expect(elsewhere.body.fields).toEqual({ page: CONTACT_PAGE_RULE });
    const unknown = await subscribe(t(), { email: freshEmail(), personas: ['gardening'] }).expect(400);
    expect(JSON.stringify(unknown.body.fields)).toContain(NEWSLETTER_MESSAGES.personaUnknown);
    const missing = await t().client().post('/api/newsletter/subscriptions').send({}).expect(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['email', 'personas']);
  });

  it('answers 503, and hides the form, without mail', async () => {
    const noMail = appWith(t(), (config) => ({ ...config, contact: { ...config.contact, mail: null } }));
    expect((await noMail.get('/api/newsletter/form').expect(200)).body.available).toBe(false);
    const email = freshEmail();
    const refused = await subscribe(t(), { email }, freshAddress(), noMail).expect(503);
    expect(refused.body).toEqual({ message: NEWSLETTER_MESSAGES.unavailable });
    expect(await subscriberRow(t(), email)).toBeUndefined();
  });

  it("refuses a subscription posted from another site's page", async () => {
    const email = freshEmail();
    const cross = await t().client().post('/api/newsletter/subscriptions').set('Sec-Fetch-Site', 'cross-site').send({ email, personas: ['enterprise'], formToken: formToken(t()) }).expect(403);
    expect(cross.body.message).toMatch(/only from the forms of this site/);
    await t().client().post('/api/newsletter/subscriptions').set('Origin', 'https://evil.example').send({ email, personas: ['enterprise'], formToken: formToken(t()) }).expect(403);
    expect(await subscriberRow(t(), email)).toBeUndefined();
  });

  it('unsubscribes with one POST of a form from a mail server (no Origin), and drops the queued emails', async () => {
    const email = await confirmedSubscriber(ctx, ['enterprise']);
    const token = await unsubscribeTokenOf(t(), email);
    const subscriber = await subscriberRow(t(), email);
    const now = dbTime(Date.now());
    const [sendId] = await t().db('newsletter_sends').insert({ post_id: 900_000 + (engine === 'mysql' ? 1 : 2), post_title: 'A post', subject: 'A post', personas: 'enterprise', status: 'sending', created_at: now, html: '<p>x</p>', text: 'x' });
    await t().db('newsletter_recipients').insert({ send_id: Number(sendId), subscriber_id: subscriber!.id, status: 'queued', attempts: 0, next_at: now });

    const answer = await t().client().post(`/api/newsletter/unsubscribe/${token}`).type('form').send(ONE_CLICK).expect(200);
    expect(answer.body).toEqual({ unsubscribed: true });
    const left = await subscriberRow(t(), email);
    expect(left!.status).toBe('unsubscribed');
    expect(left!.unsubscribed_at).toBeTruthy();
    expect(await t().db('newsletter_recipients').where({ subscriber_id: subscriber!.id }).first('status', 'error')).toEqual({ status: 'suppressed', error: 'unsubscribed' });
    // Again: the same answer, nothing changes.
    await t().client().post(`/api/newsletter/unsubscribe/${token}`).type('form').send(ONE_CLICK).expect(200);
    await t().client().post(`/api/newsletter/unsubscribe/${subscriber!.id}.${'A'.repeat(22)}`).type('form').send(ONE_CLICK).expect(404);
  });

  it('sends a person following the link to the page, and says nothing of a link it did not send', async () => {
    const email = await confirmedSubscriber(ctx);
    const token = await unsubscribeTokenOf(t(), email);
    const followed = await t().client().get(`/api/newsletter/unsubscribe/${token}`).expect(303);
    expect(followed.headers.location).toBe(`/unsubscribe/${token}`);
    expect((await subscriberRow(t(), email))!.status).toBe('confirmed');
    expect((await t().client().get('/api/newsletter/unsubscribe/1.nope').expect(404)).body.message).toBe(NEWSLETTER_TEXTS.unknownLink);
    const view = await t().client().get(`/api/newsletter/subscription?token=${encodeURIComponent(token)}`).expect(200);
    expect(view.body).toEqual({ status: 'confirmed', personas: ['enterprise'], maskedEmail: `${email[0]}***@example.com` });
    await t().client().get('/api/newsletter/subscription').expect(404);
  });

  it('changes the personas of a confirmed subscription, and of no other', async () => {
    const email = await confirmedSubscriber(ctx, ['enterprise']);
    const token = await unsubscribeTokenOf(t(), email);
    const changed = await t().client().put('/api/newsletter/subscription').send({ token, personas: ['business', 'fitness'] }).expect(200);
    expect(changed.body).toMatchObject({ status: 'confirmed', personas: ['business', 'fitness'] });
    expect(await personasOf(t(), email)).toEqual(['business', 'fitness']);
    const empty = await t().client().put('/api/newsletter/subscription').send({ token, personas: [] }).expect(400);
    expect(Object.keys(empty.body.fields)).toEqual(['personas']);
    await t().client().put('/api/newsletter/subscription').send({ token: '1.nope', personas: ['business'] }).expect(404);

    const pendingEmail = freshEmail();
    await subscribe(t(), { email: pendingEmail }).expect(202);
    await t().client().put('/api/newsletter/subscription').send({ token: await unsubscribeTokenOf(t(), pendingEmail), personas: ['business'] }).expect(409);
  });

  it('needs a new confirmation to come back after unsubscribing from the page', async () => {
    const email = freshEmail();
    await subscribe(t(), { email }).expect(202);
    const first = await mailTo(ctx.sink, email);
    await confirm(confirmationTokenOf(first)).expect(200);
    // A second link, asked for but not followed before leaving.
    await resetEmailWindows(t());
    await subscribe(t(), { email, personas: ['fitness'] }).expect(202);
    const unused = await mailTo(ctx.sink, email, 2);
    const token = await unsubscribeTokenOf(t(), email);
    expect((await t().client().post('/api/newsletter/unsubscribe').send({ token }).expect(200)).body).toEqual({ unsubscribed: true });
    expect((await subscriberRow(t(), email))!.status).toBe('unsubscribed');
    await confirm(confirmationTokenOf(unused)).expect(410);
    await t().client().put('/api/newsletter/subscription').send({ token, personas: ['business'] }).expect(409);

    await resetEmailWindows(t());
    await subscribe(t(), { email, personas: ['business'] }).expect(202);
    expect((await subscriberRow(t(), email))!.status).toBe('unsubscribed');
    const renewed = await mailTo(ctx.sink, email, 3);
    expect((await confirm(confirmationTokenOf(renewed)).expect(200)).body).toEqual({ personas: ['business'] });
    expect((await subscriberRow(t(), email))!.status).toBe('confirmed');
    expect(await personasOf(t(), email)).toEqual(['business']);
  });
});
