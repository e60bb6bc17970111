import { LIMITS } from '@folio/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { caseStudies, caseStudy } from '../../test/fixtures';
import { setViewportWidth } from '../../test/media';
import { renderApp } from '../../test/render-app';
import { advance, settle } from '../../test/timing';
import { api, never, recordRequests, server } from '../../test/server';
import { caseStudyFallbackImage } from './case-study-image';

const TITLE = 'Case Studies & Projects';
const section = () => screen.findByRole('region', { name: TITLE });
const cardTitles = (element: HTMLElement) => within(element).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
/** The app at `path`, with the browser's address there too: the island reads and writes window.location. */
function visit(path: string) {
  window.history.replaceState(null, '', path);
  return renderApp(path);
}
const address = () => window.location.pathname + window.location.search + window.location.hash;
const activeDot = (element: HTMLElement) =>
  within(element)
    .getAllByRole('button', { name: /^Go to slide/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');


describe('case studies section', () => {
  it('shows the heading and 3 card skeletons while loading', async () => {
    server.use(http.get(api('case-studies'), never));
    renderApp('/?persona=enterprise');
    const region = await section();
    expect(within(region).getByRole('heading', { level: 2, name: TITLE })).toBeInTheDocument();
    expect(within(region).getAllByTestId('case-study-skeleton')).toHaveLength(LIMITS.caseStudySkeletons);
  });

  it.each([
    ['fails', () => new HttpResponse(null, { status: 500 })],
    ['is empty', () => HttpResponse.json([])],
  ])('renders nothing at all when the list %s', async (_case, answer) => {
    server.use(http.get(api('case-studies'), answer));
    renderApp('/?persona=enterprise');
    await screen.findByRole('region', { name: 'Experience' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: TITLE })).not.toBeInTheDocument());
    expect(document.getElementById('case-studies')).toBeNull();
  });

  it("shows the persona's case studies in displayOrder, summarised", async () => {
    const requests = recordRequests();
    renderApp('/?persona=enterprise');
    const region = await section();
    await within(region).findByRole('heading', { level: 3, name: 'Event-Driven Integration Platform' });
    expect(requests).toContain('GET /api/case-studies?personaId=4');
    expect(cardTitles(region)).toEqual(['Policy-as-Code Landing Zone', 'Event-Driven Integration Platform']);

    const [second, first] = [caseStudies[1]!, caseStudies[0]!];
    const long = within(region).getByRole('heading', { name: second.title }).closest('article')!;
    const plain = 'A self-service cloud foundation. '.repeat(10).trim();
    expect(within(long).getByText(/^A self-service cloud foundation/).textContent).toBe(`${plain.slice(0, 200).trimEnd()}...`);

    const card = within(region).getByRole('heading', { name: first.title }).closest('article')!;
    expect(within(card).getByText('A shared streaming platform with data in seconds.')).toBeInTheDocument();
    const badges = within(within(card).getByRole('list', { name: 'Technologies' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual(['Kafka', 'Kubernetes', 'TypeScript', 'OpenTelemetry', '+2 more']);
  });

  it("opens 'View Case Study' in a dialog with tabs Overview, Challenge, Solution and Results", async () => {
    const { user } = renderApp('/?persona=enterprise');
    const region = await section();
    const card = (await within(region).findByRole('heading', { level: 3, name: 'Event-Driven Integration Platform' })).closest('article')!;
    const open = within(card).getByRole('link', { name: 'View Case Study' });
    await user.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Event-Driven Integration Platform' });
    expect(within(dialog).getByText('Replacing nightly batch transfers')).toBeInTheDocument();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Challenge', 'Solution', 'Results']);
    expect(within(dialog).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    const overview = within(dialog).getByRole('tabpanel');
    expect(within(overview).getByText('data in seconds')).toBeInTheDocument();
    expect(within(within(overview).getByRole('list', { name: 'Technologies' })).getAllByRole('listitem')).toHaveLength(6);
    const project = within(overview).getByRole('link', { name: /View Project/ });
    expect(project).toHaveAttribute('href', 'https://example.com/case-studies/integration');
    expect(project).toHaveAttribute('target', '_blank');
    expect(project).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(dialog).getByRole('tab', { name: 'Challenge' }));
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Forty teams exchanged overnight files.');
    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Solution' })).toHaveFocus();
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('A streaming backbone with versioned schemas.');
    await user.click(within(dialog).getByRole('tab', { name: 'Results' }));
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('18 million events a day');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it("has its own address: 'View Case Study' links to it, opening pushes it (Back closes), closing removes `case`", async () => {
    const { user } = visit('/?persona=enterprise');
    const region = await section();
    const card = (await within(region).findByRole('heading', { level: 3, name: 'Event-Driven Integration Platform' })).closest('article')!;
    const view = within(card).getByRole('link', { name: 'View Case Study' });
    expect(view).toHaveAttribute('href', '/?persona=enterprise&case=1#case-studies');
    expect(view).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(view);
    await screen.findByRole('dialog', { name: 'Event-Driven Integration Platform' });
    expect(address()).toBe('/?persona=enterprise&case=1#case-studies');
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/?persona=enterprise');

    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Event-Driven Integration Platform' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/?persona=enterprise');
    expect(view).toHaveFocus();
  });

  it('opens the case study a shared address names, and closing it removes `case`; an unknown one opens nothing', async () => {
    const { user, unmount } = visit('/?persona=enterprise&case=2#case-studies');
    const dialog = await screen.findByRole('dialog', { name: 'Policy-as-Code Landing Zone' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/?persona=enterprise#case-studies');
    expect(dialog).not.toBeInTheDocument();
    unmount();

    visit('/?persona=enterprise&case=99');
    await screen.findByRole('heading', { level: 3, name: 'Event-Driven Integration Platform' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("has no 'View Project' link without a url", async () => {
    const { user } = renderApp('/?persona=enterprise');
    const region = await section();
    const card = (await within(region).findByRole('heading', { level: 3, name: 'Policy-as-Code Landing Zone' })).closest('article')!;
    await user.click(within(card).getByRole('link', { name: 'View Case Study' }));
    const dialog = await screen.findByRole('dialog', { name: 'Policy-as-Code Landing Zone' });
    expect(within(dialog).queryByRole('link', { name: /View Project/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back once to the image of its tag type and says so in the console', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/?persona=enterprise');
    const region = await section();
    const card = (await within(region).findByRole('heading', { level: 3, name: 'Event-Driven Integration Platform' })).closest('article')!;
    const image = card.querySelector('img')!;
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/case-studies/tech-leader.svg');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Event-Driven Integration Platform'));
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/case-studies/tech-leader.svg');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('moves with the arrow keys and the dots', async () => {
    // One card per view: two cards are more than a screen.
    setViewportWidth(375);
    const { user } = renderApp('/?persona=enterprise');
    const region = await section();
    await within(region).findByRole('heading', { level: 3, name: 'Policy-as-Code Landing Zone' });
    const slider = within(region).getByRole('region', { name: TITLE });
    expect(activeDot(region)).toBe('Go to slide 1 of 2');

    act(() => slider.focus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(activeDot(region)).toBe('Go to slide 2 of 2'));
    await settle(600);
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(activeDot(region)).toBe('Go to slide 1 of 2'));
    await settle(600);
    await user.click(within(region).getByRole('button', { name: 'Go to slide 2 of 2' }));
    await waitFor(() => expect(activeDot(region)).toBe('Go to slide 2 of 2'));
  });

  it('advances every 5000 ms, pausing while the pointer is over it', async () => {
    setViewportWidth(375);
    jest.useFakeTimers();
    try {
      renderApp('/?persona=enterprise');
      const region = await section();
      await within(region).findByRole('heading', { level: 3, name: 'Policy-as-Code Landing Zone' });
      const slider = within(region).getByRole('region', { name: TITLE });

      advance(LIMITS.caseStudyAutoAdvanceMs - 100);
      expect(activeDot(region)).toBe('Go to slide 1 of 2');
      advance(200);
      expect(activeDot(region)).toBe('Go to slide 2 of 2');

      fireEvent.mouseEnter(slider);
      advance(LIMITS.caseStudyAutoAdvanceMs * 2);
      expect(activeDot(region)).toBe('Go to slide 2 of 2');
      fireEvent.mouseLeave(slider);
      advance(LIMITS.caseStudyAutoAdvanceMs + 100);
      expect(activeDot(region)).toBe('Go to slide 1 of 2');
    } finally {
      jest.useRealTimers();
    }
  });

  it('neither advances nor offers a pause when every card is in view (two cards at 1280 px)', async () => {
    setViewportWidth(1280);
    jest.useFakeTimers();
    try {
      renderApp('/?persona=enterprise');
      const region = await section();
      await within(region).findByRole('heading', { level: 3, name: 'Policy-as-Code Landing Zone' });
      advance(LIMITS.caseStudyAutoAdvanceMs * 3);
      expect(region.querySelectorAll('.slick-slide.slick-active')).toHaveLength(2);
      expect(within(region).queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [375, 1],
    [768, 1],
    [900, 2],
    [1024, 2],
    [1280, 3],
  ])('at %i px shows %i card(s) per view', async (width, perView) => {
    setViewportWidth(width);
    server.use(
      http.get(api('case-studies'), () =>
        HttpResponse.json([1, 2, 3, 4].map((id) => caseStudy({ id, title: `Case ${id}`, displayOrder: id }))),
      ),
    );
    renderApp('/?persona=enterprise');
    const region = await section();
    await within(region).findAllByRole('heading', { level: 3, name: 'Case 1' });
    expect(region.querySelectorAll('.slick-slide.slick-active')).toHaveLength(perView);
  });

  it('stands still with a single case study', async () => {
    server.use(http.get(api('case-studies'), () => HttpResponse.json([caseStudy()])));
    jest.useFakeTimers();
    try {
      renderApp('/?persona=enterprise');
      const region = await section();
      await within(region).findByRole('heading', { level: 3, name: 'Event-Driven Integration Platform' });
      advance(LIMITS.caseStudyAutoAdvanceMs * 2);
      expect(within(region).queryByRole('button', { name: /^Go to slide/ })).not.toBeInTheDocument();
      expect(within(region).queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
      expect(cardTitles(region)).toEqual(['Event-Driven Integration Platform']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('case-study fallback images', () => {
  it.each([
    ['fitness coaching', '/images/case-studies/fitness-coach.svg'],
    ['Small Business', '/images/case-studies/entrepreneur.svg'],
    ['entrepreneur', '/images/case-studies/entrepreneur.svg'],
    ['enterprise tech', '/images/case-studies/tech-leader.svg'],
    ['Tech', '/images/case-studies/tech-leader.svg'],
    ['enterprise', '/images/case-studies/tech-leader.svg'],
    ['consulting', '/images/case-studies/it-professional.svg'],
    [null, '/images/case-studies/it-professional.svg'],
  ])('%s → %s', (tagType, image) => {
    expect(caseStudyFallbackImage(tagType)).toBe(image);
  });
});
