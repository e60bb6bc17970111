import { CONTACT_MESSAGES } from '@folio/contracts';
import type { ContactFormIslandProps } from '../features/contact/contact-form-island';
import { documentOf, getPage, standInNewsletterApi } from '../test/newsletter-api';

describe('the page a form sent without JavaScript comes back to', () => {
  // The renderer under supertest, on loopback, reached (and the newsletter's form, which the page has too).
  beforeEach(() => standInNewsletterApi());

  it('opens at the panel (#contact-sent, focusable) with the owner’s reply-time promise and address', async () => {
    const answer = await getPage('/?persona=business&sent=1');
    expect(answer.status).toBe(200);
    const page = documentOf(answer.text);
    const shown = page.querySelector<HTMLElement>('#contact-sent')!;
    expect(shown).toHaveAttribute('tabindex', '-1');
    expect(shown.querySelector('h3')).toHaveTextContent('Message received');
    expect(shown.querySelector('[role="status"]')).toHaveTextContent(CONTACT_MESSAGES.sent);
    // The Site settings' reply-time promise and the site's address (test/fixtures.ts).
    expect(shown).toHaveTextContent('I read every message and reply as soon as I can.');
    expect(shown.querySelector('a[href="mailto:jordan@example.com"]')).toHaveTextContent('jordan@example.com');
    // The same panel in the island's props, so the browser hydrating it shows it too.
    const props = JSON.parse(page.querySelector('[data-island="contactForm"]')!.getAttribute('data-island-props')!) as ContactFormIslandProps;
    expect(props.reply).toEqual({ promise: 'I read every message and reply as soon as I can.', email: 'jordan@example.com' });
  });

  it('shows no panel on the page itself', async () => {
    const page = documentOf((await getPage('/?persona=business')).text);
    expect(page.querySelector('#contact-sent')).toBeNull();
    expect(page.querySelector('#contact-form [role="status"]')).toBeEmptyDOMElement();
  });
});
