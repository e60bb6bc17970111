import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { site } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { api, server } from '../../test/server';

const section = () => screen.findByRole('region', { name: "Let's Work Together" }, { timeout: 3000 });

describe('contact section', () => {
  it('invites visitors to write, with the form, then the email address and the social links under it', async () => {
    renderApp('/?persona=business');
    const region = await section();
    expect(within(region).getByText(/I read every message/)).toBeInTheDocument();
    const form = within(region).getByRole('form', { name: 'Contact form' });
    const address = await within(region).findByRole('link', { name: 'jordan@example.com' });
    expect(address).toHaveAttribute('href', 'mailto:jordan@example.com');
    expect(address.closest('p')).toHaveTextContent('Or write to jordan@example.com');

    const list = await within(region).findByRole('list', { name: 'Find me online' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['LinkedIn profile', 'GitHub profile', 'Email']);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[2]).not.toHaveAttribute('target');
    // The form first, then the address, then the links.
    expect(form.compareDocumentPosition(address) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(address.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("invites in the owner's words from the Site settings, with what the owner is available for", async () => {
    const texts = { ...site.texts, contactIntro: 'Planning a migration?', contactReplyPromise: 'I answer within two working days.', availableFor: 'Available for two projects from March' };
    server.use(http.get(api('site'), () => HttpResponse.json({ ...site, texts })));
    renderApp('/?persona=business');
    const region = await section();
    expect(await within(region).findByText('Planning a migration? I answer within two working days.')).toBeInTheDocument();
    expect(within(region).getByText('Available for two projects from March')).toBeInTheDocument();
    expect(within(region).queryByText(/I read every message/)).not.toBeInTheDocument();
  });

  it('leaves the email out when none is configured, and keeps the form', async () => {
    server.use(http.get(api('site'), () => HttpResponse.json({ ...site, contactEmail: null })));
    renderApp('/?persona=business');
    const region = await section();
    await within(region).findByRole('list', { name: 'Find me online' });
    expect(within(region).getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(within(region).queryByText(/Or write to/)).not.toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'jordan@example.com' })).not.toBeInTheDocument();
  });
});
