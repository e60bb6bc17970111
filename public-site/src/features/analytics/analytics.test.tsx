import type { Beacon } from '@folio/contracts';
import { FolioThemeProvider } from '@folio/shared-ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveCv } from '../cv/enterprise-cv.fixtures';
import { CaseStudyCard } from '../../exposed/case-study-card';
import { caseStudies } from '../../test/fixtures';
import { loadServerPage, navigations, restoreFromBackForwardCache, serverHtml } from '../../test/server-page';
import { settle } from '../../test/timing';
import { PERSONA_STORAGE_KEY } from '../persona/persona-storage';

const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);

/** The beacons sent so far, parsed, each checked to have gone to the events endpoint. */
function sent(): Beacon[] {
  return sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe('/api/analytics/events');
    return JSON.parse(body as string) as Beacon;
  });
}
const named = (name: string) => sent().filter((beacon) => beacon.name === name);

/** IntersectionObserver as a test drives it: `reveal()` tells every observer its elements came into view. */
const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
class TestIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observers.add(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    observers.delete(this.entry);
  }
}
const reveal = () => {
  for (const { callback, elements } of [...observers]) {
    callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
  }
};

const define = (target: object, key: string, value: unknown) => Object.defineProperty(target, key, { value, configurable: true, writable: true });

beforeEach(() => {
  sendBeacon.mockClear();
  define(navigator, 'sendBeacon', sendBeacon);
  define(window.screen, 'width', 1280);
  define(window, 'IntersectionObserver', TestIntersectionObserver);
});
afterEach(() => {
  for (const key of ['sendBeacon', 'globalPrivacyControl']) delete (navigator as unknown as Record<string, unknown>)[key];
  delete (window as unknown as Record<string, unknown>).IntersectionObserver;
  observers.clear();
});

describe('page views', () => {
  it('sends one for the page loaded, with its address, persona, the other site that sent the visitor and the screen width', async () => {
    await loadServerPage('/?persona=business', { referrer: 'https://search.example/results?q=jordan' });

    expect(sent()).toEqual([
      { name: 'pageview', path: '/?persona=business', persona: 'business', referrer: 'https://search.example/results?q=jordan', width: 1280 },
    ]);
  });

  it('sends one for each page loaded; none for a hash followed on the page', async () => {
    await loadServerPage('/?persona=business', { referrer: 'https://search.example/' });
    await userEvent.setup().click(within(document.querySelector<HTMLElement>('[data-site-header]')!).getByRole('link', { name: 'Contact' }));
    expect(location.hash).toBe('#contact');
    await loadServerPage('/blog?persona=business', { referrer: `${location.origin}/?persona=business` });

    expect(named('pageview').map(({ path, persona, referrer }) => ({ path, persona, referrer }))).toEqual([
      { path: '/?persona=business', persona: 'business', referrer: 'https://search.example/' },
      { path: '/blog?persona=business', persona: 'business', referrer: undefined },
    ]);
  });

  it('leaves out a referrer of this site', async () => {
    await loadServerPage('/blog', { referrer: `${location.origin}/blog?page=2` });
    expect(named('pageview')).toHaveLength(1);
    expect(named('pageview')[0]).not.toHaveProperty('referrer');
  });

  it('sends one again when Back restores the page from the back/forward cache, as a visit to it again', async () => {
    await loadServerPage('/blog');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    restoreFromBackForwardCache();

    expect(named('pageview').map(({ path }) => path)).toEqual(['/blog', '/blog']);
  });

  it('counts the home page of a saved persona once, with that persona, its query mirrored into the address first', async () => {
    await loadServerPage('/', { storage: { [PERSONA_STORAGE_KEY]: 'fitness' }, cookies: { [PERSONA_STORAGE_KEY]: 'fitness' } });

    expect(named('pageview')).toEqual([expect.objectContaining({ path: '/?persona=fitness', persona: 'fitness' })]);
  });
});

describe('what a visitor does', () => {
  it("sends 'persona' with the persona chosen in the chooser, then the page view of that persona", async () => {
    await loadServerPage('/');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Explore Enterprise Tech' }));
    expect(navigations).toEqual(['/?persona=enterprise']);
    await loadServerPage('/?persona=enterprise', { referrer: `${location.origin}/` });

    expect(sent().map(({ name, detail, persona }) => ({ name, detail, persona }))).toEqual([
      { name: 'pageview', detail: undefined, persona: undefined },
      { name: 'persona', detail: 'enterprise', persona: undefined },
      { name: 'pageview', detail: undefined, persona: 'enterprise' },
    ]);
  });

  it("sends 'persona' with the persona chosen in the switcher, and nothing for 'View All'", async () => {
    await loadServerPage('/?persona=business');
    const switcher = () => within(document.querySelector<HTMLElement>('[data-site-header]')!).getByRole('combobox', { name: 'Persona' });
    const user = userEvent.setup();
    await user.selectOptions(switcher(), 'fitness');
    await loadServerPage('/?persona=fitness');
    await user.selectOptions(switcher(), '');

    expect(navigations).toEqual(['/?persona=']);
    expect(named('persona')).toEqual([expect.objectContaining({ detail: 'fitness', path: '/?persona=business', persona: 'business' })]);
  });

  it("sends 'case-study' with its title when 'View Case Study' is chosen, and 'project' with the link's address", async () => {
    await loadServerPage('/?persona=enterprise');
    const region = screen.getByRole('region', { name: 'Case Studies & Projects' });
    const card = within(region).getAllByRole('heading', { level: 3, name: 'Event-Driven Integration Platform' })[0]!.closest('article')!;
    const user = userEvent.setup();
    await user.click(within(card).getByRole('link', { name: 'View Case Study' }));
    // The case study's own address (the page with it open, as the server renders it without a script).
    await loadServerPage(navigations[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Event-Driven Integration Platform' });
    await user.click(within(dialog).getByRole('link', { name: /View Project/ }));

    expect(sent().map(({ name, detail }) => ({ name, detail }))).toEqual([
      { name: 'pageview', detail: undefined },
      { name: 'case-study', detail: 'Event-Driven Integration Platform' },
      { name: 'pageview', detail: undefined },
      { name: 'project', detail: 'https://example.com/case-studies/integration' },
    ]);
    expect(named('case-study')[0]).toMatchObject({ path: '/?persona=enterprise', persona: 'enterprise' });
  });

  it("sends 'social' with the platform of a social link followed", async () => {
    await loadServerPage('/blog');
    await userEvent.setup().click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'GitHub profile' }));

    expect(named('social')).toEqual([expect.objectContaining({ detail: 'GitHub', path: '/blog' })]);
  });

  it("sends 'cv' with 'pdf' or 'json' for the CV's downloads, on the CV page and in the about section", async () => {
    serveCv();
    const user = userEvent.setup();
    await loadServerPage('/cv?persona=enterprise');
    await user.click(screen.getByRole('link', { name: 'Download PDF' }));
    await user.click(screen.getByRole('link', { name: 'JSON Resume' }));
    await loadServerPage('/?persona=enterprise');
    await user.click(screen.getByRole('link', { name: 'Download CV' }));

    expect(named('cv')).toEqual([
      expect.objectContaining({ detail: 'pdf', path: '/cv?persona=enterprise', persona: 'enterprise' }),
      expect.objectContaining({ detail: 'json', path: '/cv?persona=enterprise' }),
      expect.objectContaining({ detail: 'pdf', path: '/?persona=enterprise' }),
    ]);
  });

  it("sends 'search' with the words searched", async () => {
    await loadServerPage('/blog?persona=enterprise');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), '  decision records ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(named('search')).toEqual([expect.objectContaining({ detail: 'decision records', persona: 'enterprise' })]);
    expect(navigations).toHaveLength(1);
    expect(new URL(navigations[0]!, location.origin).searchParams.get('q')).toBe('  decision records ');
  });

  it("sends 'contact' once when the contact section comes into view, not when the page loads", async () => {
    await loadServerPage('/?persona=business');
    expect(screen.getByRole('region', { name: "Let's Work Together" })).toBeInTheDocument();
    expect(named('contact')).toEqual([]);

    reveal();
    reveal();

    expect(named('contact')).toEqual([expect.objectContaining({ path: '/?persona=business', persona: 'business' })]);
    expect(named('contact')[0]).not.toHaveProperty('detail');
  });
});

describe('sending nothing', () => {
  it('when the browser sends Global Privacy Control, whatever the visitor does', async () => {
    define(navigator, 'globalPrivacyControl', true);
    await loadServerPage('/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Explore Enterprise Tech' }));
    await loadServerPage('/?persona=enterprise');
    reveal();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'GitHub profile' }));

    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('and throwing nothing when the browser has no sendBeacon', async () => {
    delete (navigator as unknown as Record<string, unknown>).sendBeacon;
    await loadServerPage('/');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Explore Enterprise Tech' }));
    expect(navigations).toEqual(['/?persona=enterprise']);
    // The script went on past the counting: the header's buttons work.
    expect(document.querySelector('[data-theme-toggle]')).not.toHaveAttribute('aria-disabled');
  });

  it("in the console's preview: the components the federation remote exposes send nothing of their own", async () => {
    render(
      <FolioThemeProvider>
        <CaseStudyCard caseStudy={caseStudies[0]!} />
      </FolioThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'View Case Study' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('link', { name: /View Project/ }));
    await settle(100);

    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('while the server renders a page', async () => {
    expect(await serverHtml('/?persona=business')).toContain('<html');
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
