import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setViewportWidth } from '../../test/media';
import { renderApp } from '../../test/render-app';
import { api, never, recordRequests, server } from '../../test/server';

const section = () => screen.findByRole('region', { name: 'Education & Certifications' });
const column = (region: HTMLElement, name: string) => within(region).getByRole('heading', { level: 3, name }).parentElement!;
const titles = (element: HTMLElement) => within(element).queryAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);

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
    renderApp('/?persona=business');
    const region = await section();
    await within(region).findByRole('heading', { name: 'BSc Computer Science' });
    expect(requests).toEqual(expect.arrayContaining(['GET /api/education?personaId=5', 'GET /api/certifications?personaId=5']));

    const education = column(region, 'Education');
    expect(titles(education)).toEqual(['BSc Computer Science', 'Executive Programme in Digital Transformation', 'Certificate in Coaching']);
    expect(within(education).getByText('University of Westbrook')).toBeInTheDocument();
    expect(within(education).getByText('2009 - 2013')).toBeInTheDocument();

    const certifications = column(region, 'Certifications');
    expect(titles(certifications)).toHaveLength(3);
    expect(within(certifications).getByText('Cloud Architecture Guild')).toBeInTheDocument();
    expect(within(certifications).getAllByText('2022').length).toBeGreaterThan(0);
    const logo = within(certifications).getByRole('img', { name: 'Cloud Architecture Guild logo' });
    fireEvent.error(logo);
    expect(logo).toHaveAttribute('src', '/images/logos/placeholder-logo.svg');
  });

  it('shows 2 of each under 768 px until expanded', async () => {
    setViewportWidth(767);
    const { user } = renderApp('/?persona=enterprise');
    const region = await section();
    await within(region).findByRole('heading', { name: 'BSc Computer Science' });
    const education = column(region, 'Education');
    const certifications = column(region, 'Certifications');
    expect(titles(education)).toHaveLength(2);
    expect(titles(certifications)).toHaveLength(2);

    await user.click(within(education).getByRole('button', { name: 'Show More' }));
    expect(titles(education)).toHaveLength(3);
    expect(titles(certifications)).toHaveLength(2);
    await user.click(within(education).getByRole('button', { name: 'Show Less' }));
    expect(titles(education)).toHaveLength(2);

    await user.click(within(certifications).getByRole('button', { name: 'Show More' }));
    expect(titles(certifications)).toHaveLength(3);
  });

  it('shows everything at 768 px', async () => {
    setViewportWidth(768);
    renderApp('/?persona=enterprise');
    const region = await section();
    await within(region).findByRole('heading', { name: 'BSc Computer Science' });
    expect(titles(column(region, 'Education'))).toHaveLength(3);
    expect(within(region).queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('says when a list is empty', async () => {
    server.use(http.get(api('education'), () => HttpResponse.json([])), http.get(api('certifications'), () => HttpResponse.json([])));
    renderApp('/?persona=enterprise');
    const region = await section();
    expect(await within(region).findByText('No education data available')).toBeInTheDocument();
    expect(await within(region).findByText('No certification data available')).toBeInTheDocument();
  });

  it('says when a list could not be loaded', async () => {
    server.use(
      http.get(api('education'), () => new HttpResponse(null, { status: 500 })),
      http.get(api('certifications'), () => new HttpResponse(null, { status: 500 })),
    );
    renderApp('/?persona=enterprise');
    const region = await section();
    expect(await within(region).findByText("Couldn't load education data")).toBeInTheDocument();
    expect(await within(region).findByText("Couldn't load certification data")).toBeInTheDocument();
  });
});
