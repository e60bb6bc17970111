import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { renderApp } from '../../test/render-app';
import { api, recordRequests, server } from '../../test/server';
import { loadServerPage, serverHtml } from '../../test/server-page';
import { CaseStudyTestimonials } from '.';

const TITLE = 'What People Say';
const section = () => screen.findByRole('region', { name: TITLE });
/** Each testimonial as a visitor reads it: the quote, then who said it. */
const read = (figure: HTMLElement) => [figure.querySelector('blockquote')!.textContent, figure.querySelector('figcaption')!.textContent];

describe("the persona page's testimonials", () => {
  it('come right after the case studies, in display order: three at first, the rest behind a control that needs no script', async () => {
    const requests = recordRequests();
    await loadServerPage('/?persona=enterprise', {}, { scripts: false });
    expect(requests).toContain('GET /api/testimonials?personaId=4');
    const headings = [...document.querySelectorAll('main section h2')].map((heading) => heading.textContent);
    expect(headings.slice(headings.indexOf('Case Studies & Projects'), headings.indexOf('Case Studies & Projects') + 2)).toEqual(['Case Studies & Projects', TITLE]);

    const region = await section();
    const figures = within(region).getAllByRole('figure');
    expect(figures.map(read)).toEqual([
      ['Billing stopped waiting on the slowest feed.', 'Helen MarshVP of Engineering, Kestrel Mutual'],
      ['The landing zone passed its first audit.', 'Tomasz NowakHead of Cloud'],
      ['Calm in every incident review.', 'Aisha BelloMeridian'],
      ['Our architects still quote the decision records.', 'Lee ChanVP of Engineering, Kestrel Mutual'],
    ]);
    const more = region.querySelector('details')!;
    expect(more).not.toHaveAttribute('open');
    expect(within(more).getByText('Show 1 more testimonial').tagName).toBe('SUMMARY');
    expect(within(more).getAllByRole('figure')).toEqual(figures.slice(3));
  });

  it('link the author to the page they gave and show their photo, lazily, its alt left to the name beside it', async () => {
    await loadServerPage('/?persona=enterprise', {}, { scripts: false });
    const region = await section();
    expect(within(region).getByRole('link', { name: 'Aisha Bello' })).toHaveAttribute('href', 'https://meridian.example.com');
    const photo = region.querySelector('img[src="/images/people/lee.jpg"]');
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it("show only the persona's own (a fitness visitor sees one, with no 'Show more')", async () => {
    renderApp('/?persona=fitness');
    const region = await section();
    await waitFor(() => expect(within(region).getAllByRole('figure').map(read)).toEqual([['Stronger at fifty-two than at thirty.', 'Sofia LindqvistProduct Designer']]));
    expect(region.querySelector('details')).toBeNull();
  });

  it.each([
    ['none', () => HttpResponse.json([])],
    ['an error', () => new HttpResponse(null, { status: 500 })],
  ])('leave no trace when the API answers %s, and the rest of the page is still served', async (_case, answer) => {
    server.use(http.get(api('testimonials'), answer));
    const html = await serverHtml('/?persona=enterprise');
    expect(html).toContain('Case Studies &amp; Projects');
    expect(html).not.toContain(TITLE);
    expect(html).not.toContain('id="testimonials"');
  });
});

describe("a case study's testimonials", () => {
  const renderFor = (caseStudyId: number) =>
    render(
      <AppProviders store={makeStore()}>
        <CaseStudyTestimonials caseStudyId={caseStudyId} />
      </AppProviders>,
    );

  it('show only those that belong to it, under their heading, whatever persona they are shown for', async () => {
    const requests = recordRequests();
    renderFor(1);
    const region = await screen.findByRole('region', { name: 'What the Client Said' });
    expect(within(region).getAllByRole('figure').map(read)).toEqual([['The landing zone passed its first audit.', 'Tomasz NowakHead of Cloud']]);
    expect(requests).toContain('GET /api/testimonials');
  });

  it('render nothing for a case study none belongs to', async () => {
    const requests = recordRequests();
    const { container } = renderFor(2);
    await waitFor(() => expect(requests).toContain('GET /api/testimonials'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the Show more control', () => {
  it('opens with a click, in place', async () => {
    await loadServerPage('/?persona=enterprise');
    const region = await section();
    const summary = within(region).getByText('Show 1 more testimonial');
    const user = userEvent.setup();
    await user.click(summary);
    expect(region.querySelector('details')).toHaveAttribute('open');
  });
});
