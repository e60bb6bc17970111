import { DEFAULT_PRIMARY_COLOUR, PRIMARY_COLOURS } from '@folio/contracts';
import { createPalette, PRIMARY_COLOUR_STORAGE_KEY } from '@folio/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentUrl, renderApp } from '../../test/render-app';
import { api, never, server } from '../../test/server';
import { PERSONA_STORAGE_KEY } from './persona-storage';

const rootStyle = () => document.documentElement.style;
const accentIs = (colour: string) => rootStyle().getPropertyValue('--color-primary-solid') === createPalette('light', colour).primarySolid;

describe('persona chooser (home without a persona)', () => {
  it("shows the owner's name, the subtitle, the prompt and three cards", async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Avery' })).toBeInTheDocument();
    expect(screen.getByText('Multi-disciplinary Professional')).toBeInTheDocument();
    expect(screen.getByText('Choose your path to explore my professional journey')).toBeInTheDocument();

    const cards = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(cards).toEqual(['Enterprise Tech', 'Business Automation', 'Fitness Coach']);

    const enterprise = screen.getByRole('heading', { name: 'Enterprise Tech' }).closest('li')!;
    expect(await within(enterprise).findByText('Solutions Architect at Meridian Cloudworks')).toBeInTheDocument();
    expect(within(enterprise).getAllByRole('listitem')).toHaveLength(3);
    expect(within(enterprise).getByRole('link', { name: 'Explore Enterprise Tech' })).toHaveAttribute('href', '/?persona=enterprise');
    expect(screen.getByRole('link', { name: 'Explore Business Automation' })).toHaveAttribute('href', '/?persona=business');
    expect(screen.getByRole('link', { name: 'Explore Fitness Coach' })).toHaveAttribute('href', '/?persona=fitness');
  });

  it('falls back to a generic subtitle while the personas are unavailable', async () => {
    server.use(http.get(api('personas'), () => new HttpResponse(null, { status: 500 })));
    renderApp('/');
    expect(await screen.findByText('Strength and Conditioning Coach')).toBeInTheDocument();
  });

  it('chooses a persona: the URL, browser storage and the accent colour follow', async () => {
    const { user, router } = renderApp('/');

    await user.click(await screen.findByRole('link', { name: 'Explore Fitness Coach' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/?persona=fitness'));
    await waitFor(() => expect(localStorage.getItem(PERSONA_STORAGE_KEY)).toBe('fitness'));
    expect(localStorage.getItem(PRIMARY_COLOUR_STORAGE_KEY)).toBe(PRIMARY_COLOURS.fitness);
    expect(accentIs(PRIMARY_COLOURS.fitness)).toBe(true);
    expect(await screen.findByRole('heading', { level: 2, name: 'About Me' })).toBeInTheDocument();
  });
});

describe('persona in the URL and in storage', () => {
  it.each([
    ['enterprise', PRIMARY_COLOURS.enterprise],
    ['business', PRIMARY_COLOURS.business],
    ['fitness', PRIMARY_COLOURS.fitness],
  ])('?persona=%s selects it and paints %s', async (persona, colour) => {
    renderApp(`/?persona=${persona}`);
    await waitFor(() => expect(localStorage.getItem(PERSONA_STORAGE_KEY)).toBe(persona));
    expect(accentIs(colour)).toBe(true);
  });

  it('an invalid query value clears the persona and leaves the URL', async () => {
    localStorage.setItem(PERSONA_STORAGE_KEY, 'fitness');
    const { router } = renderApp('/?persona=admin');

    expect(await screen.findByText('Choose your path to explore my professional journey')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(localStorage.getItem(PERSONA_STORAGE_KEY)).toBeNull();
    expect(accentIs(DEFAULT_PRIMARY_COLOUR)).toBe(true);
  });

  it('restores the saved persona on a new visit and mirrors it into the URL', async () => {
    localStorage.setItem(PERSONA_STORAGE_KEY, 'business');
    localStorage.setItem(PRIMARY_COLOUR_STORAGE_KEY, PRIMARY_COLOURS.business);
    // The accent is applied before the first paint, from storage.
    server.use(http.get(api('site'), never));
    const { router } = renderApp('/');

    expect(accentIs(PRIMARY_COLOURS.business)).toBe(true);
    await waitFor(() => expect(currentUrl(router)).toBe('/?persona=business'));
    expect(screen.queryByText('Choose your path to explore my professional journey')).not.toBeInTheDocument();
  });

  it('ignores a saved value that is not a persona', async () => {
    localStorage.setItem(PERSONA_STORAGE_KEY, 'admin');
    const { router } = renderApp('/');
    expect(await screen.findByText('Choose your path to explore my professional journey')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('an invalid saved accent colour logs a warning and falls back to #2563eb', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(PRIMARY_COLOUR_STORAGE_KEY, 'not-a-colour');
    renderApp('/');

    await screen.findByText('Choose your path to explore my professional journey');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('#2563eb'));
    expect(accentIs(DEFAULT_PRIMARY_COLOUR)).toBe(true);
    warn.mockRestore();
  });
});

describe('persona switcher in the header', () => {
  it('is shown only with a persona', async () => {
    renderApp('/');
    await screen.findByText('Choose your path to explore my professional journey');
    expect(screen.queryByRole('combobox', { name: 'Persona' })).not.toBeInTheDocument();
  });

  it('offers Enterprise, Business, Fitness and View All; a choice scrolls to the top', async () => {
    const { user, router } = renderApp('/?persona=enterprise');
    const switcher = await screen.findByRole('combobox', { name: 'Persona' });
    expect(within(switcher).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Enterprise',
      'Business',
      'Fitness',
      'View All',
    ]);
    expect(switcher).toHaveValue('enterprise');

    await user.selectOptions(switcher, 'Fitness');

    await waitFor(() => expect(currentUrl(router)).toBe('/?persona=fitness'));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await waitFor(() => expect(localStorage.getItem(PERSONA_STORAGE_KEY)).toBe('fitness'));
  });

  it("'View All' clears the persona and returns to /", async () => {
    const { user, router } = renderApp('/blog?persona=business');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Persona' }), 'View All');

    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(await screen.findByText('Choose your path to explore my professional journey')).toBeInTheDocument();
    expect(localStorage.getItem(PERSONA_STORAGE_KEY)).toBeNull();
    expect(accentIs(DEFAULT_PRIMARY_COLOUR)).toBe(true);
  });
});
