import { act, screen, within } from '@testing-library/react';
import { PERSONA_IDS } from '@folio/contracts';
import { http, HttpResponse } from 'msw';
import { library, site, socialLink } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { api, server } from '../../test/server';
import { loadServerPage, navigations } from '../../test/server-page';
import userEvent from '@testing-library/user-event';

const footer = () => screen.getByRole('contentinfo');
const socialLabels = async () =>
  within(await within(footer()).findByRole('list', { name: 'Social links' }))
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);

describe('footer', () => {
  it("shows the copyright with the current year and the owner's name", async () => {
    renderApp('/');
    expect(await within(footer()).findByText(`© ${new Date().getFullYear()} Jordan Avery. All rights reserved.`)).toBeInTheDocument();
  });

  it('shows the social links sorted by displayOrder', async () => {
    renderApp('/');
    expect(await socialLabels()).toEqual([
      ['LinkedIn profile', 'https://www.linkedin.com/in/jordan'],
      ['GitHub profile', 'https://github.com/jordan'],
      ['Email', 'mailto:jordan@example.com'],
    ]);
  });

  it("keeps the built-in icons of the spec's platforms and shows the owner's library icon for another; the link keeps its name", async () => {
    const mastodon = socialLink({ id: 9, platform: 'Mastodon', url: 'https://social.example/@jordan', icon: library.png, displayOrder: 4 });
    server.use(http.get(api('social-links'), () => HttpResponse.json([socialLink({ icon: library.svg }), mastodon])));
    renderApp('/');
    const list = await within(footer()).findByRole('list', { name: 'Social links' });
    const linkedIn = within(list).getByRole('link', { name: 'LinkedIn profile' });
    expect(linkedIn.querySelector('img')).toBeNull();
    expect(linkedIn.querySelector('svg')).not.toBeNull();
    const own = within(list).getByRole('link', { name: 'Mastodon profile' });
    const image = own.querySelector('picture img');
    expect(image).toHaveAttribute('src', library.png);
    expect(image).toHaveAttribute('alt', '');
    expect(own.querySelector('source')).toHaveAttribute('sizes', '18px');
  });

  it("leaves a link limited to another persona out of a persona's page", async () => {
    const instagram = socialLink({ id: 8, platform: 'Instagram', url: 'https://www.instagram.com/jordan.coach', displayOrder: 2, personaIds: [PERSONA_IDS.fitness] });
    server.use(http.get(api('social-links'), () => HttpResponse.json([socialLink(), instagram])));
    renderApp('/?persona=enterprise');
    expect(await socialLabels()).toEqual([['LinkedIn profile', 'https://www.linkedin.com/in/jordan']]);
  });

  it("shows the fitness persona's own link on its pages, after the links of every persona", async () => {
    const instagram = socialLink({ id: 8, platform: 'Instagram', url: 'https://www.instagram.com/jordan.coach', displayOrder: 2, personaIds: [PERSONA_IDS.fitness] });
    server.use(http.get(api('social-links'), () => HttpResponse.json([socialLink(), instagram])));
    renderApp('/?persona=fitness');
    expect((await socialLabels()).map(([label]) => label)).toEqual(['LinkedIn profile', 'Instagram profile']);
  });

  it('shows the default set when the list is empty', async () => {
    server.use(http.get(api('social-links'), () => HttpResponse.json([])));
    renderApp('/');
    await within(footer()).findByText(/Jordan Avery/);
    expect(await socialLabels()).toEqual([
      ['LinkedIn profile', 'https://www.linkedin.com/'],
      ['GitHub profile', 'https://github.com/'],
      ['X profile', 'https://x.com/'],
      ['Instagram profile', 'https://www.instagram.com/'],
      ['Email', `mailto:${site.contactEmail}`],
    ]);
  });

  it('shows the section links on every page but home', async () => {
    const { router } = renderApp('/');
    await within(footer()).findByText(/Jordan Avery/);
    expect(within(footer()).queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();

    await act(() => router.navigate('/blog'));
    const nav = await within(footer()).findByRole('navigation', { name: 'Sections' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/#about'],
      ['Experience', '/#experience'],
      ['Skills', '/#skills'],
      ['Education', '/#education'],
      ['Case Studies', '/#case-studies'],
      ['Contact', '/#contact'],
    ]);
  });

  it("a section link leads to the persona's page at that section", async () => {
    await loadServerPage('/blog', { storage: { 'folio-persona': 'fitness' }, cookies: { 'folio-persona': 'fitness' } });
    const nav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Sections' });
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Education' }));
    expect(navigations).toEqual(['/#education']);

    // The server paints the saved persona's page, whose address the script then names.
    await loadServerPage('/#education');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/?persona=fitness#education');
    // The browser focuses the section the address names: it can take focus.
    expect(document.getElementById('education')).toHaveAttribute('tabindex', '-1');
  });

  it.each([true, false])("always has 'Back to top', a jump to the main area at the top of the page, which takes focus (scripts: %p)", async (scripts) => {
    await loadServerPage('/blog/automation-for-everyone', {}, { scripts });
    const top = within(footer()).getByRole('link', { name: 'Back to top' });
    expect(top).toHaveAttribute('href', '#main');
    // The browser scrolls to the target and focuses it: the main area, first under the fixed header, focusable.
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(document.querySelector('[data-site-header]')!.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.setup().click(top);
    expect(location.hash).toBe('#main');
    expect(navigations).toEqual([]);
  });
});
