import { NEWSLETTER_CONSENT_WORDING, NEWSLETTER_MESSAGES, NEWSLETTER_TEXTS } from '@folio/contracts';
import { http, HttpResponse } from 'msw';
import { post } from '../test/fixtures';
import { documentOf, expectAccessible, getPage, NEWSLETTER_FORM_TOKEN, standInNewsletterApi } from '../test/newsletter-api';
import { appHtml } from '../test/render-on-server';
import { api, server, withNames } from '../test/server';

/** The subscribe section of a page, as a browser reads it. */
const sectionOf = (html: string) => documentOf(html).querySelector<HTMLElement>('section#subscribe');
const checkedPersonas = (section: HTMLElement) => [...section.querySelectorAll<HTMLInputElement>('input[name="personas"]')].filter((box) => box.checked).map((box) => box.value);
const hidden = (section: HTMLElement, name: string) => section.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

beforeEach(() => standInNewsletterApi());

describe('the subscribe form, rendered on the server as plain HTML', () => {
  it('ends a post: a POST form to /subscribe with Email, the post’s persona preselected, the consent wording and Subscribe', async () => {
    const answer = await getPage('/blog/architecture-decision-records?utm_source=x');
    expect(answer.status).toBe(200);
    const section = sectionOf(answer.text)!;
    expect(section).not.toBeNull();
    expect(section.querySelector('h2')).toHaveTextContent(NEWSLETTER_TEXTS.heading);
    const form = section.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/subscribe']);
    const email = form.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect([email.type, email.getAttribute('autocomplete'), email.labels?.[0]?.textContent]).toEqual(['email', 'email', NEWSLETTER_TEXTS.email]);
    expect(form.querySelector('fieldset legend')).toHaveTextContent(NEWSLETTER_TEXTS.personas);
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="personas"]')].map((box) => [box.value, box.labels?.[0]?.textContent])).toEqual([
      ['enterprise', 'Enterprise Tech'],
      ['business', 'Business Automation'],
      ['fitness', 'Fitness Coach'],
    ]);
    expect(checkedPersonas(section)).toEqual(['enterprise']);
    const button = form.querySelector('button[type="submit"]')!;
    expect(button).toHaveTextContent(NEWSLETTER_TEXTS.subscribe);
    expect(form.querySelector(`#${button.getAttribute('aria-describedby')}`)).toHaveTextContent(NEWSLETTER_CONSENT_WORDING);
    expect(hidden(section, 'page')).toBe('/blog/architecture-decision-records');
    expect(hidden(section, 'formToken')).toBe(NEWSLETTER_FORM_TOKEN);
    // The honeypot is there for robots, out of sight and reach of people.
    const trap = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.getAttribute('tabindex')).toBe('-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    // After the post itself.
    expect(documentOf(answer.text).querySelector('article')!.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expectAccessible(documentOf(answer.text));
    // No island: the form needs no script.
    expect(answer.text).not.toContain('/assets/islands.js');
  });

  it('preselects every persona on a post for everyone', async () => {
    server.use(http.get(api('blog/posts/slug/for-all'), () => HttpResponse.json(withNames(post({ id: 9, slug: 'for-all', tagType: null, personaIds: [] })))));
    const answer = await getPage('/blog/for-all');
    expect(checkedPersonas(sectionOf(answer.text)!)).toEqual(['enterprise', 'business', 'fitness']);
  });

  it('is on each persona’s page, that persona preselected, beside the contact section (not instead of it)', async () => {
    const answer = await getPage('/?persona=fitness');
    expect(answer.status).toBe(200);
    const doc = documentOf(answer.text);
    const section = doc.querySelector<HTMLElement>('section#subscribe')!;
    expect(checkedPersonas(section)).toEqual(['fitness']);
    expect(hidden(section, 'page')).toBe('/?persona=fitness');
    expect(doc.querySelector('#contact form')).not.toBeNull();
    expectAccessible(doc);
  });

  it('is on /blog: every persona preselected, or the one of ?persona=', async () => {
    const all = sectionOf((await getPage('/blog')).text)!;
    expect(checkedPersonas(all)).toEqual(['enterprise', 'business', 'fitness']);
    expect(hidden(all, 'page')).toBe('/blog');
    const business = await getPage('/blog?persona=business&page=1');
    expect(checkedPersonas(sectionOf(business.text)!)).toEqual(['business']);
    expect(hidden(sectionOf(business.text)!, 'page')).toBe('/blog?persona=business');
    expectAccessible(documentOf(business.text));
  });

  it('has a page of its own, /subscribe, titled Subscribe, with one h1 and a label for every field', async () => {
    const answer = await getPage('/subscribe');
    expect(answer.status).toBe(200);
    // A page like any other: revalidated by browsers, kept a few seconds by nginx.
    expect(answer.headers['cache-control']).toBe('no-cache');
    const doc = documentOf(answer.text);
    expect(doc.querySelector('h1')).toHaveTextContent(NEWSLETTER_TEXTS.pageTitle);
    expect(doc.querySelector('title')?.textContent).toMatch(/^Subscribe \| /);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://jordan.example/subscribe');
    expect(checkedPersonas(doc.querySelector<HTMLElement>('section#subscribe')!)).toEqual(['enterprise', 'business', 'fitness']);
    expectAccessible(doc);
    expect(checkedPersonas(sectionOf((await getPage('/subscribe?persona=enterprise')).text)!)).toEqual(['enterprise']);
  });

  it('thanks the visitor a sent form came back with (?subscribed=1) in a status region, instead of the form', async () => {
    for (const path of ['/blog/architecture-decision-records?subscribed=1', '/?persona=business&subscribed=1', '/blog?subscribed=1', '/subscribe?subscribed=1']) {
      const section = sectionOf((await getPage(path)).text)!;
      expect([path, section.querySelector('[role="status"]')?.textContent]).toEqual([path, NEWSLETTER_TEXTS.sent]);
      expect([path, section.querySelector('form')]).toEqual([path, null]);
    }
  });

  it.each([
    ['says it is not available (no SMTP_URL)', () => HttpResponse.json({ available: false, token: '' })],
    ['fails', () => new HttpResponse('Database unavailable', { status: 500 })],
    ['does not answer', () => HttpResponse.error()],
  ])('shows no form when the API %s, and the pages stay whole', async (_case, answerOf) => {
    server.use(http.get(api('newsletter/form'), answerOf));
    for (const path of ['/blog/architecture-decision-records', '/?persona=fitness', '/blog']) {
      const answer = await getPage(path);
      expect([path, answer.status]).toEqual([path, 200]);
      expect([path, sectionOf(answer.text)]).toEqual([path, null]);
    }
    const own = await getPage('/subscribe');
    expect(own.status).toBe(200);
    expect(sectionOf(own.text)).toBeNull();
    expect(appHtml(own.text)).toContain(NEWSLETTER_MESSAGES.unavailable);
  });
});
