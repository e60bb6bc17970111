import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { site } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { api, never, recordRequests, server } from '../../test/server';
import { loadServerPage } from '../../test/server-page';
import { PERSONA_STORAGE_KEY } from '../persona/persona-storage';

const cards = () => screen.getAllByRole('article');
const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('article')!;

describe('blog list', () => {
  it("shows 'Insights & Stories', the weekly-updates note and the article count", async () => {
    renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights & Stories' })).toBeInTheDocument();
    expect(screen.getByText('New articles every week on technology, business automation and fitness.')).toBeInTheDocument();
    expect(await screen.findByText('3 articles')).toBeInTheDocument();
  });

  it("shows the owner's intro line from the Site settings, and none when the owner left it blank", async () => {
    server.use(http.get(api('site'), () => HttpResponse.json({ ...site, texts: { ...site.texts, blogIntro: 'Notes from the workshop, monthly.' } })));
    renderApp('/blog');
    expect(await screen.findByText('Notes from the workshop, monthly.')).toBeInTheDocument();
    expect(screen.queryByText(/New articles every week/)).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    server.use(http.get(api('blog/posts'), never));
    renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights & Stories' })).toBeInTheDocument();
    expect(screen.getAllByTestId('post-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so when there are no posts', async () => {
    server.use(http.get(api('blog/posts'), () => HttpResponse.json([])));
    renderApp('/blog');
    expect(await screen.findByText('No blog posts available yet. Check back soon!')).toBeInTheDocument();
    expect(screen.getByText('0 articles')).toBeInTheDocument();
  });

  it('says so when the posts cannot be loaded', async () => {
    server.use(http.get(api('blog/posts'), () => new HttpResponse(null, { status: 500 })));
    renderApp('/blog');
    expect(await screen.findByText("Couldn't load blog posts. Please try again later.")).toBeInTheDocument();
  });

  it('asks for published posts and lists them by displayOrder, highest first', async () => {
    const requests = recordRequests();
    renderApp('/blog');
    await screen.findByText('3 articles');
    expect(requests).toContain('GET /api/blog/posts?status=published');
    expect(cards().map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Architecture Decision Records People Read',
      'Automation for Everyone',
      'Periodization for Busy Calendars',
    ]);
  });

  it('shows image, badges, title, date, views above 0, excerpt and Read More on each card', async () => {
    renderApp('/blog');
    await screen.findByText('3 articles');

    const adr = card('Architecture Decision Records People Read');
    expect(adr.querySelector('img')).toHaveAttribute('src', '/images/blog/architecture-decision-records-people-read.svg');
    expect(await within(adr).findByText('Engineering')).toBeInTheDocument();
    expect(within(adr).getByText('Enterprise')).toBeInTheDocument();
    expect(within(adr).getByText('March 4, 2026')).toBeInTheDocument();
    expect(within(adr).getByText('12 views')).toBeInTheDocument();
    expect(within(adr).getByText('Short records that survive reorganisations.')).toBeInTheDocument();
    // 'Read More' shown; the post's title said too, so the link's text names where it goes.
    const readMore = within(adr).getByRole('link', { name: /^Read More about / });
    expect(readMore).toHaveAttribute('href', '/blog/architecture-decision-records');
    expect(readMore).toHaveAccessibleName(`Read More about ${within(adr).getByRole('heading').textContent}`);

    const periodization = card('Periodization for Busy Calendars');
    expect(periodization.querySelector('img')).toBeNull();
    // Without an image, a cover drawn in type in the picture's place (decorative: hidden from assistive technology).
    expect(periodization.querySelector('[data-cover]')).toHaveAttribute('aria-hidden', 'true');
    expect(periodization.querySelector('[data-cover]')).toHaveTextContent('Fitness CoachP');
    // The picture's box, so the card is as tall as its neighbours with a picture.
    expect(getComputedStyle(periodization.querySelector('[data-cover]')!).aspectRatio).toBe(getComputedStyle(adr.querySelector('img')!).aspectRatio);
    expect(getComputedStyle(periodization.querySelector('[data-cover]')!).aspectRatio).toMatch(/^16 ?\/ ?9$/);
    expect(within(periodization).getByText('Recently')).toBeInTheDocument();
    expect(within(periodization).getByText('1 view')).toBeInTheDocument();
    expect(within(periodization).getByText('Fitness')).toBeInTheDocument();
    expect(within(periodization).getByText('Training')).toBeInTheDocument();

    // A post for everyone has no tag type: no 'All' badge on its card.
    const everyone = card('Automation for Everyone');
    expect(within(everyone).queryByText('All')).not.toBeInTheDocument();
    expect(within(everyone).queryByText(/views?$/)).not.toBeInTheDocument();
  });

  it('offers a filter card per persona, each a plain link to its page of the blog', async () => {
    renderApp('/blog');
    await screen.findByText('3 articles');
    const filters = screen.getByRole('group', { name: 'Filter posts by persona' });
    expect(within(filters).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enterprise Tech', '/blog?persona=enterprise'],
      ['Business Automation', '/blog?persona=business'],
      ['Fitness Coach', '/blog?persona=fitness'],
    ]);
    expect(within(filters).queryByText('Active Filter')).not.toBeInTheDocument();
    expect(within(filters).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });

  it("filters by the persona the address names: its card shows 'Active Filter'", async () => {
    const requests = recordRequests();
    renderApp('/blog?persona=fitness');
    await waitFor(() => expect(requests).toContain('GET /api/blog/posts?status=published&personaId=1'));
    const filters = screen.getByRole('group', { name: 'Filter posts by persona' });
    const active = within(filters).getByRole('link', { name: /Fitness Coach/ });
    expect(active).toHaveAttribute('aria-current', 'true');
    expect(within(active).getByText('Active Filter')).toBeInTheDocument();
    expect(within(filters).getAllByText('Active Filter')).toHaveLength(1);
  });

  it('sets its head tags', async () => {
    await loadServerPage('/blog?persona=fitness');
    expect(document.title).toBe('Blog | Jordan Avery');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://jordan.example/blog');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Insights and stories by Jordan Avery/);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Blog | Jordan Avery');
    // The blog shares the site's link-preview image, so the card is the large one.
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/og\/site\.png\?v=\w+$/);
  });

  it('filters by the saved persona', async () => {
    localStorage.setItem(PERSONA_STORAGE_KEY, 'business');
    const requests = recordRequests();
    renderApp('/blog');
    await waitFor(() => expect(requests).toContain('GET /api/blog/posts?status=published&personaId=5'));
    expect(await screen.findByRole('link', { name: /Business Automation/ })).toHaveAttribute('aria-current', 'true');
  });
});
