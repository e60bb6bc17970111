import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { skill } from '../../test/fixtures';
import { setViewportWidth } from '../../test/media';
import { renderApp } from '../../test/render-app';
import { api, never, recordRequests, server } from '../../test/server';

const section = () => screen.findByRole('region', { name: 'Skills' });
const names = (region: HTMLElement) => within(region).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('skills section', () => {
  it('shows placeholders while loading', async () => {
    server.use(http.get(api('skills'), never));
    renderApp('/?persona=enterprise');
    expect(await within(await section()).findByRole('list', { name: 'Loading skills' })).toBeInTheDocument();
  });

  it("asks for the persona's skills and shows a level bar for each", async () => {
    const requests = recordRequests();
    renderApp('/?persona=fitness');
    const region = await section();
    await within(region).findByRole('heading', { name: 'Cloud Architecture' });
    expect(requests).toContain('GET /api/skills?personaId=1');
    expect(names(region)).toHaveLength(6);
    expect(within(region).getByRole('progressbar', { name: 'Cloud Architecture level' })).toHaveAttribute('aria-valuenow', '92');
    // The public display treats the level as 0 to 100.
    expect(within(region).getByRole('progressbar', { name: 'Stakeholder Communication level' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('filters by category: all, technical, business, methodologies, soft skills', async () => {
    const { user } = renderApp('/?persona=enterprise');
    const region = await section();
    await within(region).findByRole('heading', { name: 'Cloud Architecture' });
    const filters = within(region).getByRole('group', { name: 'Filter skills by category' });
    expect(within(filters).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Technical',
      'Business',
      'Methodologies',
      'Soft Skills',
    ]);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: 'Soft Skills' }));
    expect(names(region)).toEqual(['Stakeholder Communication', 'Mentoring']);
    expect(within(filters).getByRole('button', { name: 'Soft Skills' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: 'Technical' }));
    expect(names(region)).toEqual(['Cloud Architecture', 'Event-Driven Integration']);
  });

  it('shows 3 skills at 768 px until expanded', async () => {
    setViewportWidth(768);
    const { user } = renderApp('/?persona=enterprise');
    const region = await section();
    await within(region).findByRole('heading', { name: 'Cloud Architecture' });
    expect(names(region)).toHaveLength(3);

    await user.click(within(region).getByRole('button', { name: 'Show 3 More Skills' }));
    expect(names(region)).toHaveLength(6);
    await user.click(within(region).getByRole('button', { name: 'Show Less' }));
    expect(names(region)).toHaveLength(3);
  });

  it('shows every skill above 768 px, without the toggle', async () => {
    setViewportWidth(769);
    renderApp('/?persona=enterprise');
    const region = await section();
    await within(region).findByRole('heading', { name: 'Cloud Architecture' });
    expect(names(region)).toHaveLength(6);
    expect(within(region).queryByRole('button', { name: /More Skills/ })).not.toBeInTheDocument();
  });

  it('has no toggle on a small screen when 3 or fewer skills match', async () => {
    setViewportWidth(375);
    server.use(http.get(api('skills'), () => HttpResponse.json([skill(), skill({ id: 2, name: 'Go' })])));
    renderApp('/?persona=enterprise');
    const region = await section();
    await within(region).findByRole('heading', { name: 'Go' });
    expect(within(region).queryByRole('button', { name: /More Skills|Show Less/ })).not.toBeInTheDocument();
  });

  it('says when there are no skills, and when they could not be loaded', async () => {
    server.use(http.get(api('skills'), () => HttpResponse.json([])));
    const first = renderApp('/?persona=enterprise');
    expect(await within(await section()).findByText('No skills data available')).toBeInTheDocument();
    first.unmount();

    server.use(http.get(api('skills'), () => new HttpResponse(null, { status: 500 })));
    renderApp('/?persona=enterprise');
    expect(await within(await section()).findByText("Couldn't load skills data")).toBeInTheDocument();
  });
});
