import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { site } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { api, server } from '../../test/server';

const section = () => screen.findByRole('region', { name: "Let's Work Together" }, { timeout: 3000 });

describe('contact section', () => {
  it('invites visitors to write, with the email address and the social links', async () => {
    renderApp('/?persona=business');
    const region = await section();
    expect(within(region).getByText(/I read every message/)).toBeInTheDocument();
    expect(await within(region).findByRole('link', { name: 'Email Me' })).toHaveAttribute('href', 'mailto:jordan@example.com');
    expect(within(region).getByRole('link', { name: 'jordan@example.com' })).toHaveAttribute('href', 'mailto:jordan@example.com');

    const links = within(await within(region).findByRole('list', { name: 'Find me online' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['LinkedIn profile', 'GitHub profile', 'Email']);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[2]).not.toHaveAttribute('target');
  });

  it('has no form: nothing would deliver its messages', async () => {
    renderApp('/?persona=business');
    const region = await section();
    expect(region.querySelector('form, input, textarea')).toBeNull();
  });

  it('leaves the email out when none is configured', async () => {
    server.use(http.get(api('site'), () => HttpResponse.json({ ...site, contactEmail: null })));
    renderApp('/?persona=business');
    const region = await section();
    await within(region).findByRole('list', { name: 'Find me online' });
    expect(within(region).queryByRole('link', { name: 'Email Me' })).not.toBeInTheDocument();
  });
});
