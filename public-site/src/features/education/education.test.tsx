import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setViewportWidth } from '../../test/media';
import { renderApp } from '../../test/render-app';
import { api, never, recordRequests, server } from '../../test/server';
import { loadServerPage, shownOnScreen } from '../../test/server-page';

const section = () => screen.findByRole('region', { name: 'Education & Certifications' });
const column = (region: HTMLElement, name: string) => within(region).getByRole('heading', { level: 3, name }).parentElement!;
/** The titles the visitor sees at the page's width (the server sends every item; CSS may hide some). */
const shownTitles = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('heading', { level: 4, hidden: true })
    .filter(shownOnScreen)
    .map((heading) => heading.textContent);

describe('education and certifications', () => {
  it('shows placeholders while loading', async () => {
    server.use(http.get(api('education'), never), http.get(api('certifications'), never));
    renderApp('/?persona=enterprise');
    const region = await section();
    expect(within(region).getByRole('list', { name: 'Loading education' })).toBeInTheDocument();
    expect(within(region).getByRole('list', { name: 'Loading certifications' })).toBeInTheDocument();
  });

  it("shows both lists side by side, asked for the persona's id", async () => {
    const requests = recordRequests();
    await loadServerPage('/?persona=business');
    const region = await section();
    expect(requests).toEqual(expect.arrayContaining(['GET /api/education?personaId=5', 'GET /api/certifications?personaId=5']));

    const education = column(region, 'Education');
    expect(shownTitles(education)).toEqual(['BSc Computer Science', 'Executive Programme in Digital Transformation', 'Certificate in Coaching']);
    expect(within(education).getByText('University of Westbrook')).toBeInTheDocument();
    expect(within(education).getByText('2009 - 2013')).toBeInTheDocument();

    const certifications = column(region, 'Certifications');
    expect(shownTitles(certifications)).toHaveLength(3);
    expect(within(certifications).getByText('Cloud Architecture Guild')).toBeInTheDocument();
    expect(within(certifications).getAllByText('2022').length).toBeGreaterThan(0);
  });

  it('uses the placeholder logo when a logo fails', async () => {
    await loadServerPage('/?persona=business');
    const certifications = column(await section(), 'Certifications');
    const logo = within(certifications).getByRole('img', { name: 'Cloud Architecture Guild logo' });
    fireEvent.error(logo);
    expect(logo).toHaveAttribute('src', '/images/logos/placeholder-logo.svg');
  });

  it('shows 2 of each under 768 px until expanded', async () => {
    setViewportWidth(767);
    await loadServerPage('/?persona=enterprise');
    const user = userEvent.setup();
    const region = await section();
    const education = column(region, 'Education');
    const certifications = column(region, 'Certifications');
    expect(shownTitles(education)).toHaveLength(2);
    expect(shownTitles(certifications)).toHaveLength(2);

    const more = within(education).getByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(more.getAttribute('aria-controls')!)).toBe(within(education).getByRole('list'));
    await user.click(more);
    expect(shownTitles(education)).toHaveLength(3);
    expect(shownTitles(certifications)).toHaveLength(2);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(education).getByRole('button', { name: 'Show Less' }));
    expect(shownTitles(education)).toHaveLength(2);
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(certifications).getByRole('button', { name: 'Show More' }));
    expect(shownTitles(certifications)).toHaveLength(3);
  });

  it('shows everything at 768 px', async () => {
    setViewportWidth(768);
    await loadServerPage('/?persona=enterprise');
    const region = await section();
    expect(shownTitles(column(region, 'Education'))).toHaveLength(3);
    expect(shownTitles(column(region, 'Certifications'))).toHaveLength(3);
    expect(within(region).queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('shows everything, and no button, where scripts do not run', async () => {
    setViewportWidth(767);
    await loadServerPage('/?persona=enterprise', {}, { scripts: false });
    const region = await section();
    expect(shownTitles(column(region, 'Education'))).toHaveLength(3);
    expect(shownTitles(column(region, 'Certifications'))).toHaveLength(3);
    expect(within(region).queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('says when a list is empty', async () => {
    server.use(http.get(api('education'), () => HttpResponse.json([])), http.get(api('certifications'), () => HttpResponse.json([])));
    await loadServerPage('/?persona=enterprise');
    const region = await section();
    expect(within(region).getByText('No education data available')).toBeInTheDocument();
    expect(within(region).getByText('No certification data available')).toBeInTheDocument();
  });

  it('says when a list could not be loaded', async () => {
    // A failure the page can be sent with (a 500 makes the whole page a 503).
    server.use(
      http.get(api('education'), () => new HttpResponse(null, { status: 404 })),
      http.get(api('certifications'), () => new HttpResponse(null, { status: 404 })),
    );
    await loadServerPage('/?persona=enterprise');
    const region = await section();
    expect(within(region).getByText("Couldn't load education data")).toBeInTheDocument();
    expect(within(region).getByText("Couldn't load certification data")).toBeInTheDocument();
  });
});
