import { PRIMARY_COLOURS, defaultSiteTexts } from '@folio/contracts';
import { createPalette, PRIMARY_COLOUR_STORAGE_KEY } from '@folio/shared-ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { browserCookies, formAddress, loadServerPage, navigations } from '../../test/server-page';
import { site } from '../../test/fixtures';
import { api, server } from '../../test/server';
import { PERSONA_STORAGE_KEY } from './persona-storage';

const address = () => `${location.pathname}${location.search}${location.hash}`;
const CHOOSER_PROMPT = 'Choose your path to explore my professional journey';

/** The accent the server painted the page in: its persona's colour in the page's style, none for the default. */
const accent = () => document.head.querySelector('style[data-accent]')?.textContent ?? null;
const paintedIn = (colour: string) => accent()?.includes(`--color-primary-solid:${createPalette('light', colour).primarySolid}`) ?? false;

/** What the visitor's browser keeps of the persona. */
const saved = () => ({ storage: localStorage.getItem(PERSONA_STORAGE_KEY), cookie: browserCookies()[PERSONA_STORAGE_KEY] ?? null });

describe('persona chooser (home without a persona)', () => {
  it("shows the owner's name, the subtitle, the prompt and three cards, each a link to its persona's page", async () => {
    await loadServerPage('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Jordan Avery' })).toBeInTheDocument();
    expect(screen.getByText('Multi-disciplinary Professional')).toBeInTheDocument();
    expect(screen.getByText(CHOOSER_PROMPT)).toBeInTheDocument();

    const cards = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(cards).toEqual(['Enterprise Tech', 'Business Automation', 'Fitness Coach']);

    const enterprise = screen.getByRole('heading', { name: 'Enterprise Tech' }).closest('li')!;
    expect(within(enterprise).getByText('Solutions Architect at Meridian Cloudworks')).toBeInTheDocument();
    expect(within(enterprise).getAllByRole('listitem')).toHaveLength(3);
    expect(within(enterprise).getByRole('link', { name: 'Explore Enterprise Tech' })).toHaveAttribute('href', '/?persona=enterprise');
    expect(screen.getByRole('link', { name: 'Explore Business Automation' })).toHaveAttribute('href', '/?persona=business');
    expect(screen.getByRole('link', { name: 'Explore Fitness Coach' })).toHaveAttribute('href', '/?persona=fitness');
  });

  it("speaks the owner's words from the Site settings: the subtitle line, the cards' order, a card's subtitle and bullets", async () => {
    const texts = defaultSiteTexts();
    texts.chooserSubtitle = 'Engineer, founder and coach';
    texts.chooserOrder = ['fitness', 'enterprise', 'business'];
    texts.chooserCards.fitness = { subtitle: 'Coaching online and in Leeds', highlights: ['Strength first', 'Form checks every week', 'Plans for travel'] };
    server.use(http.get(api('site'), () => HttpResponse.json({ ...site, texts })));
    await loadServerPage('/');

    expect(screen.getByText('Engineer, founder and coach')).toBeInTheDocument();
    expect(screen.queryByText('Multi-disciplinary Professional')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(cards).toEqual(['Fitness Coach', 'Enterprise Tech', 'Business Automation']);
    const fitness = screen.getByRole('heading', { name: 'Fitness Coach' }).closest('li')!;
    expect(within(fitness).getByText('Coaching online and in Leeds')).toBeInTheDocument();
    expect(within(fitness).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Strength first', 'Form checks every week', 'Plans for travel']);
    // A card without a subtitle of the owner's keeps the persona's own.
    const enterprise = screen.getByRole('heading', { name: 'Enterprise Tech' }).closest('li')!;
    expect(within(enterprise).getByText('Solutions Architect at Meridian Cloudworks')).toBeInTheDocument();
  });

  it('falls back to a generic subtitle while the personas are unavailable', async () => {
    server.use(http.get(api('personas'), () => new HttpResponse(null, { status: 500 })));
    await loadServerPage('/');
    expect(screen.getByText('Strength and Conditioning Coach')).toBeInTheDocument();
  });

  it('chooses a persona: the link goes to its page, which saves it (storage, cookie, accent) and is painted in its colour', async () => {
    await loadServerPage('/');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Explore Fitness Coach' }));
    expect(navigations).toEqual(['/?persona=fitness']);

    await loadServerPage('/?persona=fitness', { referrer: `${location.origin}/` });
    expect(address()).toBe('/?persona=fitness');
    expect(saved()).toEqual({ storage: 'fitness', cookie: 'fitness' });
    expect(localStorage.getItem(PRIMARY_COLOUR_STORAGE_KEY)).toBe(PRIMARY_COLOURS.fitness);
    expect(paintedIn(PRIMARY_COLOURS.fitness)).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'About Me' })).toBeInTheDocument();
  });
});

describe('persona in the URL and in storage', () => {
  it.each([
    ['enterprise', PRIMARY_COLOURS.enterprise],
    ['business', PRIMARY_COLOURS.business],
    ['fitness', PRIMARY_COLOURS.fitness],
  ])('?persona=%s selects it and paints %s', async (persona, colour) => {
    await loadServerPage(`/?persona=${persona}`);
    expect(saved()).toEqual({ storage: persona, cookie: persona });
    expect(document.documentElement).toHaveAttribute('data-persona', persona);
    // The default accent needs no style of its own.
    expect(accent() === null ? colour === PRIMARY_COLOURS.enterprise : paintedIn(colour)).toBe(true);
  });

  it('an invalid query value clears the persona and leaves the URL', async () => {
    await loadServerPage('/?persona=admin', { storage: { [PERSONA_STORAGE_KEY]: 'fitness' }, cookies: { [PERSONA_STORAGE_KEY]: 'fitness' } });

    expect(screen.getByText(CHOOSER_PROMPT)).toBeInTheDocument();
    expect(address()).toBe('/');
    expect(saved()).toEqual({ storage: null, cookie: null });
    expect(accent()).toBeNull();
  });

  it('restores the saved persona on a new visit (the server paints it from the cookie) and mirrors it into the URL', async () => {
    const visitor = { storage: { [PERSONA_STORAGE_KEY]: 'business' }, cookies: { [PERSONA_STORAGE_KEY]: 'business' } };
    await loadServerPage('/', visitor);

    expect(paintedIn(PRIMARY_COLOURS.business)).toBe(true);
    expect(address()).toBe('/?persona=business');
    expect(localStorage.getItem(PRIMARY_COLOUR_STORAGE_KEY)).toBe(PRIMARY_COLOURS.business);
    expect(screen.queryByText(CHOOSER_PROMPT)).not.toBeInTheDocument();

    await loadServerPage('/blog');
    expect(address()).toBe('/blog?persona=business');
    await loadServerPage('/blog/automation-for-everyone');
    expect(address()).toBe('/blog/automation-for-everyone');
  });

  it('keeps the persona the cookie painted when this browser’s storage lost it', async () => {
    await loadServerPage('/', { cookies: { [PERSONA_STORAGE_KEY]: 'fitness' } });
    expect(address()).toBe('/?persona=fitness');
    expect(saved()).toEqual({ storage: 'fitness', cookie: 'fitness' });
  });

  it('ignores a saved value that is not a persona', async () => {
    await loadServerPage('/', { storage: { [PERSONA_STORAGE_KEY]: 'admin' }, cookies: { [PERSONA_STORAGE_KEY]: 'admin' } });
    expect(screen.getByText(CHOOSER_PROMPT)).toBeInTheDocument();
    expect(address()).toBe('/');
  });
});

describe('persona switcher in the header', () => {
  const switcher = () => within(document.querySelector<HTMLElement>('[data-site-header]')!).getByRole('combobox', { name: 'Persona' });

  it('is shown only with a persona', async () => {
    await loadServerPage('/');
    expect(screen.queryByRole('combobox', { name: 'Persona' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-persona-switcher]')).toBeNull();
  });

  it('offers Enterprise, Business, Fitness and View All in a form the server answers', async () => {
    await loadServerPage('/?persona=enterprise', {}, { scripts: false });
    const select = switcher();
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Enterprise', 'Business', 'Fitness', 'View All']);
    expect(select).toHaveValue('enterprise');
    const form = select.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/');
    expect(select).toHaveAttribute('name', 'persona');

    // Without the script: choose, then Go.
    const go = within(form).getByRole('button', { name: 'Go' });
    const user = userEvent.setup();
    await user.selectOptions(select, 'Fitness');
    expect(navigations).toEqual([]);
    await user.click(go);
    expect(navigations).toEqual(['/?persona=fitness']);
  });

  it('without the script, is as wide as its longest label, its Go button joined to it', async () => {
    await loadServerPage('/?persona=enterprise', {}, { scripts: false });
    const select = switcher();
    const form = select.closest('form')!;
    const go = within(form).getByRole('button', { name: 'Go' });
    // No fixed width that cuts 'Enterprise': the select takes its options' width.
    expect(getComputedStyle(form).width).not.toMatch(/rem|px/);
    expect(getComputedStyle(select).width).toBe('auto');
    // One control of two parts: the select's end and Go's start square, their borders overlapping.
    expect([getComputedStyle(select).borderStartEndRadius, getComputedStyle(select).borderEndEndRadius]).toEqual(['0', '0']);
    expect([getComputedStyle(go).borderStartStartRadius, getComputedStyle(go).borderEndStartRadius, getComputedStyle(go).marginInlineStart]).toEqual(['0', '0', '-1px']);
  });

  it('with the script, applies a choice as it is made, its Go button gone', async () => {
    await loadServerPage('/?persona=enterprise');
    const form = switcher().closest('form')!;
    expect(within(form).queryByRole('button', { name: 'Go' })).not.toBeInTheDocument();
    // Alone, the select keeps its rounded end.
    expect(getComputedStyle(switcher()).borderEndEndRadius).not.toBe('0');
    const requestSubmit = jest.spyOn(HTMLFormElement.prototype, 'requestSubmit');

    await userEvent.setup().selectOptions(switcher(), 'Fitness');

    expect(requestSubmit.mock.contexts).toEqual([form]);
    expect(navigations).toEqual(['/?persona=fitness']);
    requestSubmit.mockRestore();
  });

  it('sends the blog’s switcher to the blog', async () => {
    await loadServerPage('/blog?persona=business');
    await userEvent.setup().selectOptions(switcher(), 'Enterprise');
    expect(navigations).toEqual(['/blog?persona=enterprise']);
  });

  it("'View All' sends no persona, which clears it and returns to /", async () => {
    await loadServerPage('/blog?persona=business');
    const select = switcher() as HTMLSelectElement;
    select.value = '';
    expect(formAddress(select.form!)).toBe('/blog?persona=');
    await userEvent.setup().selectOptions(switcher(), 'View All');
    expect(navigations).toEqual(['/blog?persona=']);

    await loadServerPage('/?persona=');
    expect(address()).toBe('/');
    expect(screen.getByText(CHOOSER_PROMPT)).toBeInTheDocument();
    expect(saved()).toEqual({ storage: null, cookie: null });
    expect(accent()).toBeNull();
  });
});
