import { LIMITS } from '@folio/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadServerPage, restoreFromBackForwardCache, type Visitor } from '../../test/server-page';

const indicator = () => screen.queryByRole('progressbar', { name: 'Loading page' });

/** Loads `url` with the indicator's timer faked, and says whether the bar shows, until when. */
async function indicatorOnArrival(url: string, visitor: Visitor) {
  await loadServerPage(url, visitor, { beforeScripts: () => jest.useFakeTimers({ doNotFake: ['performance'] }) });
  return indicator();
}

afterEach(() => jest.useRealTimers());

describe('routes and the shared layout', () => {
  it.each(['/', '/blog', '/blog/architecture-decision-records', '/no/such/page'])('%s has header, main and footer', async (path) => {
    await loadServerPage(path);
    expect(document.querySelector('header[data-site-header]')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getAllByRole('contentinfo').length).toBeGreaterThan(0);
  });

  it('shows the loading indicator for 600 ms on arrival from another route of the site', async () => {
    expect(await indicatorOnArrival('/blog', { referrer: `${location.origin}/?persona=fitness` })).toBeInTheDocument();
    jest.advanceTimersByTime(LIMITS.routeChangeIndicatorMs - 10);
    expect(indicator()).toBeInTheDocument();
    jest.advanceTimersByTime(20);
    expect(indicator()).not.toBeInTheDocument();
  });

  it.each<[string, string, Visitor]>([
    ['the first page (no referrer)', '/', {}],
    ['a page reached from another site', '/', { referrer: 'https://search.example/?q=jordan' }],
    ['the same route (another persona, a hash)', '/?persona=fitness', { referrer: `${location.origin}/?persona=business` }],
    ['a reload', '/blog', { referrer: `${location.origin}/`, navigationType: 'reload' }],
  ])('does not show it on %s', async (_kind, url, visitor) => {
    expect(await indicatorOnArrival(url, visitor)).not.toBeInTheDocument();
  });

  it('shows it again when Back restores a page from the back/forward cache', async () => {
    await indicatorOnArrival('/', {});
    restoreFromBackForwardCache();
    expect(indicator()).toBeInTheDocument();
    jest.advanceTimersByTime(LIMITS.routeChangeIndicatorMs);
    expect(indicator()).not.toBeInTheDocument();
  });

  it('fades one page into the next with the browser’s cross-document view transition, off for reduced motion', () => {
    const html = readFileSync(join(__dirname, '..', '..', '..', 'index.html'), 'utf8');
    expect(html).toContain('@view-transition { navigation: auto; }');
    expect(html).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*@view-transition \{ navigation: none; \}/);
  });

  it('carries no notifications region: nothing on the public site shows a toast, so none is loaded', async () => {
    await loadServerPage('/');
    expect(screen.getByText('Choose your path to explore my professional journey')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
  });

  it('offers a skip link to the main content, the first thing Tab reaches', async () => {
    await loadServerPage('/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Insights & Stories' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location.hash).toBe('#main');
    // The browser moves focus to the target of the address's fragment when it can take it.
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });
});
