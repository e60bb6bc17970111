import { LIMITS } from '@folio/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { heroItem, persona } from '../../test/fixtures';
import { setReducedMotion } from '../../test/media';
import { renderApp } from '../../test/render-app';
import { advance, settle } from '../../test/timing';
import { api, never, server } from '../../test/server';

const carousel = () => screen.findByRole('region', { name: 'Highlights' });
const activeDot = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button', { name: /^Go to slide/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true')?.getAttribute('aria-label');


const visibleSlide = (region: HTMLElement) => region.querySelector<HTMLElement>('.slick-slide.slick-active')!;

describe('hero carousel', () => {
  it("shows 'Loading content...' until there is data", async () => {
    server.use(http.get(api('hero-items'), never));
    renderApp('/?persona=enterprise');
    expect(await screen.findByText('Loading content...')).toBeInTheDocument();
    expect(screen.getByText('Please wait while we prepare your experience.')).toBeInTheDocument();
  });

  it("shows the persona's items with the text fixes, default buttons and dots", async () => {
    renderApp('/?persona=enterprise');
    const region = await carousel();

    const slide = visibleSlide(region);
    expect(within(slide).getByRole('heading', { name: 'Architecture that stays calm' })).toBeInTheDocument();
    expect(within(slide).getByText('Strategy and delivery in full-time employment')).toBeInTheDocument();
    expect(within(slide).getByRole('link', { name: 'View Experience' })).toHaveAttribute('href', '#experience');
    expect(within(slide).getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', '#contact');
    // Only the enterprise persona's two items, never the fitness one.
    expect(within(region).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(2);
    expect(within(region).queryByText('Get strong for the long run')).not.toBeInTheDocument();
  });

  it('scrolls smoothly to # targets and links to the others', async () => {
    const { user } = renderApp('/?persona=enterprise');
    const region = await carousel();
    const scroll = jest.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();

    await user.click(within(visibleSlide(region)).getByRole('link', { name: 'View Experience' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('experience'));

    await user.click(within(region).getByRole('button', { name: 'Go to slide 2 of 2' }));
    await waitFor(() => expect(activeDot(region)).toBe('Go to slide 2 of 2'));
    expect(within(region).getByRole('link', { name: 'Read the Blog' })).toHaveAttribute('href', '/blog?persona=enterprise');
  });

  it('advances every 8 seconds and wraps, holding still while hovered', async () => {
    jest.useFakeTimers();
    try {
      renderApp('/?persona=enterprise');
      const region = await carousel();
      expect(activeDot(region)).toBe('Go to slide 1 of 2');

      advance(LIMITS.heroAutoAdvanceMs - 100);
      expect(activeDot(region)).toBe('Go to slide 1 of 2');
      advance(200);
      expect(activeDot(region)).toBe('Go to slide 2 of 2');
      advance(LIMITS.heroAutoAdvanceMs + 1000);
      expect(activeDot(region)).toBe('Go to slide 1 of 2');

      fireEvent.mouseEnter(region);
      advance(LIMITS.heroAutoAdvanceMs * 2);
      expect(activeDot(region)).toBe('Go to slide 1 of 2');
      fireEvent.mouseLeave(region);
      advance(LIMITS.heroAutoAdvanceMs + 100);
      expect(activeDot(region)).toBe('Go to slide 2 of 2');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops advancing when the visitor pauses it', async () => {
    jest.useFakeTimers();
    try {
      renderApp('/?persona=enterprise');
      const region = await carousel();
      fireEvent.click(within(region).getByRole('button', { name: 'Pause slideshow' }));
      fireEvent.blur(within(region).getByRole('button', { name: 'Play slideshow' }));
      advance(LIMITS.heroAutoAdvanceMs * 3);
      expect(activeDot(region)).toBe('Go to slide 1 of 2');
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not advance by itself when the visitor prefers reduced motion', async () => {
    setReducedMotion(true);
    jest.useFakeTimers();
    try {
      renderApp('/?persona=enterprise');
      const region = await carousel();
      advance(LIMITS.heroAutoAdvanceMs * 2);
      expect(activeDot(region)).toBe('Go to slide 1 of 2');
      expect(within(region).queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('changes slide on a swipe of more than 50 px, not less', async () => {
    // jsdom lays nothing out: give every element (the carousel and slick's list) a 1000 px width.
    const width = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1000);
    try {
      renderApp('/?persona=enterprise');
      const region = await carousel();
      const list = region.querySelector('.slick-list')!;
      const swipe = (from: number, to: number) => {
        fireEvent.touchStart(list, { touches: [{ pageX: from, pageY: 100 }] });
        fireEvent.touchMove(list, { touches: [{ pageX: to, pageY: 100 }] });
        fireEvent.touchEnd(list, { changedTouches: [{ pageX: to, pageY: 100 }] });
      };

      swipe(500, 460);
      await settle(50);
      expect(activeDot(region)).toBe('Go to slide 1 of 2');

      swipe(500, 440);
      await waitFor(() => expect(activeDot(region)).toBe('Go to slide 2 of 2'));
      await settle(700);

      swipe(300, 370);
      await waitFor(() => expect(activeDot(region)).toBe('Go to slide 1 of 2'));
    } finally {
      width.mockRestore();
    }
  });

  it("without hero items, shows the persona's own entry", async () => {
    server.use(http.get(api('hero-items'), () => HttpResponse.json([])));
    renderApp('/?persona=enterprise');
    const region = await carousel();
    const slide = visibleSlide(region);
    expect(within(slide).getByRole('heading', { name: 'Enterprise Tech' })).toBeInTheDocument();
    expect(within(slide).getByRole('link', { name: 'Connect on LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/in/jordan');
  });

  it('uses the three built-in items when the hero and persona lists are both empty', async () => {
    server.use(
      http.get(api('hero-items'), () => HttpResponse.json([])),
      http.get(api('personas'), () => HttpResponse.json([])),
    );
    renderApp('/?persona=enterprise');
    const region = await carousel();
    expect(within(region).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    expect(within(visibleSlide(region)).getByRole('link', { name: 'View Experience' })).toHaveAttribute('href', '#experience');
  });

  it("shows 'Content unavailable' for an item it cannot show", async () => {
    server.use(http.get(api('hero-items'), () => HttpResponse.json([heroItem({ title: '' })])));
    renderApp('/?persona=enterprise');
    const region = await carousel();
    expect(within(region).getByText('Content unavailable')).toBeInTheDocument();
    expect(within(region).getByText("We're having trouble loading this content. Please try again later.")).toBeInTheDocument();
  });

  it('falls back to the persona image, then the default image', async () => {
    renderApp('/?persona=enterprise');
    const region = await carousel();
    const image = visibleSlide(region).querySelector('img')!;
    expect(image).toHaveAttribute('src', '/images/hero/enterprise-architecture.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/personas/enterprise.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/default.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/default.svg');
  });
});

describe('about me', () => {
  it("shows the persona's portrait, role, description and button", async () => {
    renderApp('/?persona=enterprise');
    const about = await screen.findByRole('region', { name: 'About Me' });
    expect(await within(about).findByRole('heading', { level: 3, name: 'Enterprise Tech' })).toBeInTheDocument();
    expect(within(about).getByText('I design cloud and integration platforms.')).toBeInTheDocument();
    const button = within(about).getByRole('link', { name: /Connect on LinkedIn/ });
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("offers the persona's CV: its PDF to download (counted) and its page", async () => {
    renderApp('/?persona=business');
    const about = await screen.findByRole('region', { name: 'About Me' });
    const pdf = await within(about).findByRole('link', { name: 'Download CV' });
    expect(pdf).toHaveAttribute('href', '/cv.pdf?persona=business');
    expect(pdf).toHaveAttribute('download');
    expect(pdf).toHaveAttribute('data-track', 'cv');
    expect(pdf).toHaveAttribute('data-track-detail', 'pdf');
    expect(within(about).getByRole('link', { name: 'View CV' })).toHaveAttribute('href', '/cv?persona=business');
  });

  it('asks for the persona by id', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('personas'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json([persona({ id: 1, title: 'Fitness Coach', tagType: 'fitness' })]);
      }),
    );
    renderApp('/?persona=fitness');
    const about = await screen.findByRole('region', { name: 'About Me' });
    expect(await within(about).findByRole('heading', { level: 3, name: 'Fitness Coach' })).toBeInTheDocument();
    expect(asked).toContain('?personaId=1');
  });

  it("says 'Failed to fetch personas' when they cannot be loaded", async () => {
    server.use(http.get(api('personas'), () => new HttpResponse(null, { status: 500 })));
    renderApp('/?persona=enterprise');
    const about = await screen.findByRole('region', { name: 'About Me' });
    expect(await within(about).findByText('Failed to fetch personas')).toBeInTheDocument();
  });
});
