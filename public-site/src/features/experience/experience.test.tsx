import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { experience } from '../../test/fixtures';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { api, never, server } from '../../test/server';
import { loadServerPage, navigations } from '../../test/server-page';

const section = () => screen.findByRole('region', { name: 'Experience' });

describe('experience section', () => {
  it('shows placeholders while loading', async () => {
    server.use(http.get(api('experiences'), never));
    renderApp('/?persona=enterprise');
    expect(await within(await section()).findByRole('list', { name: 'Loading experience' })).toHaveAttribute('aria-busy', 'true');
  });

  it("lists the persona's entries: logo, title, company, period and one line per description line", async () => {
    renderApp('/?persona=enterprise');
    const region = await section();
    const entries = await within(region).findAllByRole('heading', { level: 3 });
    // Its own entry and the one shared with business; not business's or fitness's own.
    expect(entries.map((heading) => heading.textContent)).toEqual(['Solutions Architect', 'Integration Consultant']);

    const first = entries[0]!.closest('li')!;
    expect(within(first).getByText('Meridian Cloudworks')).toBeInTheDocument();
    expect(within(first).getByText('2021 - Present')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Meridian Cloudworks logo' })).toHaveAttribute('src', '/images/logos/meridian-cloudworks.svg');
    expect(within(first).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Led the integration platform',
      'Designed the landing zone',
      'Coached eight engineers',
    ]);
  });

  it('shows an entry assigned to no persona for every persona', async () => {
    server.use(http.get(api('experiences'), () => HttpResponse.json([experience({ title: 'Volunteer Mentor', personaIds: [], tagType: null, tagTypes: [] })])));
    renderApp('/?persona=fitness');
    expect(await within(await section()).findByRole('heading', { name: 'Volunteer Mentor' })).toBeInTheDocument();
  });

  it('uses the placeholder logo when a logo fails', async () => {
    await loadServerPage('/?persona=enterprise');
    const logo = within(await section()).getByRole('img', { name: 'Meridian Cloudworks logo' });
    fireEvent.error(logo);
    expect(logo).toHaveAttribute('src', '/images/logos/placeholder-logo.svg');
  });

  it("says 'No experience data available' when the persona has none", async () => {
    server.use(http.get(api('experiences'), () => HttpResponse.json([experience({ tagType: 'fitness', tagTypes: ['fitness'] })])));
    renderApp('/?persona=enterprise');
    expect(await within(await section()).findByText('No experience data available')).toBeInTheDocument();
  });

  it("says 'Couldn't load experience data' with a 'Refresh Page' button that reloads, without a script", async () => {
    // A failure the page can be sent with (a 500 makes the whole page a 503).
    server.use(http.get(api('experiences'), () => new HttpResponse(null, { status: 404 })));
    await loadServerPage('/?persona=enterprise#experience', {}, { scripts: false });
    const region = await section();
    expect(within(region).getByText("Couldn't load experience data")).toBeInTheDocument();
    const refresh = within(region).getByRole('link', { name: 'Refresh Page' });
    // The page's own address without a hash: following it loads the page again (with one, the browser would only jump within the page).
    expect(refresh).toHaveAttribute('href', '/?persona=enterprise');
    await userEvent.setup().click(refresh);
    expect(navigations).toEqual(['/?persona=enterprise']);
  });
});
