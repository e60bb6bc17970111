import { theme } from '@folio/shared-ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { hydrateAsInThePage } from '../../test/island-hydration';
import { heroItems } from '../../test/fixtures';
import { heroSlides } from './hero-items';
import { HeroSlides, type HeroSlidesProps } from './hero-slides';

const slides = heroSlides(heroItems, [], 4);
const dots = () => screen.getAllByRole('button', { name: /^Go to slide/, hidden: true });
const activeDot = () => dots().find((dot) => dot.getAttribute('aria-current') === 'true')?.getAttribute('aria-label');

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The island as the page has it (test/island-hydration.tsx). */
async function hydrateServerHtml(props: HeroSlidesProps) {
  const island = await hydrateAsInThePage('heroSlides', props);
  root = island.root;
  return island;
}

describe('hero slides island', () => {
  it('renders the first slide on the server, its buttons plain links, the dots not ready yet', () => {
    document.body.innerHTML = renderToString(
      <ThemeProvider theme={theme}>
        <HeroSlides slides={slides} />
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(within(region).getByRole('heading', { name: 'Architecture that stays calm' })).toBeInTheDocument();
    expect(within(region).queryByRole('heading', { name: 'Make the secure path easy' })).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'View Experience' })).toHaveAttribute('href', '#experience');
    expect(dots().map((dot) => dot.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
  });

  it('hydrates the server HTML without a mismatch, then its dots and links work', async () => {
    const { recoverable, errors } = await hydrateServerHtml({ slides });
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);

    // The page has loaded (jsdom's readyState is 'complete'): react-slick takes over once it arrives.
    await waitFor(() => expect(dots()[1]).not.toHaveAttribute('aria-disabled'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to slide 2 of 2' }));
    await waitFor(() => expect(activeDot()).toBe('Go to slide 2 of 2'));
    const active = document.querySelector<HTMLElement>('.slick-slide.slick-active')!;
    expect(within(active).getByRole('link', { name: 'Read the Blog' })).toHaveAttribute('href', '/blog?persona=enterprise');

    const scroll = jest.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    const target = Object.assign(document.createElement('section'), { id: 'experience' });
    document.body.append(target);
    await user.click(within(active).getByRole('link', { name: 'View Experience' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(scroll.mock.contexts[0]).toBe(target);
  });
});
