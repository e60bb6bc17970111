import { THEME_STORAGE_KEY } from '@folio/shared-ui';
import { defaultSiteTexts, type SiteTexts } from '@folio/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { site } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { loadServerPage } from '../../test/server-page';
import { api, server } from '../../test/server';

/** The owner's availability lines (the console's Site settings), as GET /api/site answers them. */
function withAvailability(availability: Partial<SiteTexts['availability']>) {
  const texts = defaultSiteTexts();
  texts.availability = { ...texts.availability, ...availability };
  server.use(http.get(api('site'), () => HttpResponse.json({ ...site, texts })));
}

const aboutSection = () => document.getElementById('about')!;
/** The line's paragraph (its words sit in a span beside the icon). */
const lineIn = (container: HTMLElement) => within(container).queryByText(/^Available/)?.closest('p') ?? null;

describe("a persona's availability line under the hero", () => {
  it('is in the HTML the server sends, under the hero, before any script runs, in both themes', async () => {
    withAvailability({ enterprise: { from: '2099-03-01', for: 'two architecture engagements' } });
    for (const theme of ['light', 'dark']) {
      await loadServerPage('/?persona=enterprise', { cookies: { [THEME_STORAGE_KEY]: theme } }, { scripts: false });
      expect(document.documentElement.dataset.theme).toBe(theme);
      const line = lineIn(aboutSection())!;
      expect(line).toHaveTextContent('Available from March 1, 2099 for two architecture engagements');
      expect(line.querySelector('time')).toHaveAttribute('datetime', '2099-03-01');
      // Under the hero's slides, inside the hero's band, before About Me.
      const hero = within(aboutSection()).getByRole('region', { name: 'Highlights' });
      expect(hero.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(hero.contains(line)).toBe(false);
      expect(line.compareDocumentPosition(within(aboutSection()).getByRole('heading', { name: 'About Me' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // The words carry it: the icon is decoration.
      expect(line.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it("shows only on its own persona's page", async () => {
    withAvailability({ fitness: { from: null, for: 'four new coaching clients' } });
    await loadServerPage('/?persona=fitness', {}, { scripts: false });
    expect(lineIn(aboutSection())).toHaveTextContent(/^Available for four new coaching clients$/);
    await loadServerPage('/?persona=business', {}, { scripts: false });
    expect(lineIn(aboutSection())).toBeNull();
  });

  it("says 'now' once the day has come, with or without a 'for'", async () => {
    withAvailability({ business: { from: '2020-01-06', for: 'automation audits' }, enterprise: { from: '2021-05-01', for: null } });
    renderApp('/?persona=business');
    expect(await screen.findByText('Available now for automation audits')).toBeInTheDocument();
    await loadServerPage('/?persona=enterprise', {}, { scripts: false });
    expect(lineIn(aboutSection())).toHaveTextContent(/^Available now$/);
    expect(lineIn(aboutSection())!.querySelector('time')).toBeNull();
  });

  it('shows nothing on a fresh install (both parts blank), nor for an API that predates the setting', async () => {
    await loadServerPage('/?persona=enterprise', {}, { scripts: false });
    expect(lineIn(aboutSection())).toBeNull();

    const { availability: _none, ...older } = defaultSiteTexts();
    server.use(http.get(api('site'), () => HttpResponse.json({ ...site, texts: older })));
    await loadServerPage('/?persona=enterprise', {}, { scripts: false });
    expect(within(aboutSection()).getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(lineIn(aboutSection())).toBeNull();
  });
});
