import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setViewportWidth } from '../../test/media';
import { serveCv } from '../cv/enterprise-cv.fixtures';
import { loadServerPage, navigations, scrollWindowTo, shownOnScreen } from '../../test/server-page';

const header = () => document.querySelector<HTMLElement>('[data-site-header]')!;
const SECTION_LINKS = ['About', 'Experience', 'Skills', 'Education', 'Case Studies', 'Contact'];
/** The header's items shown at the page's width (the server sends both sets; CSS shows one). */
const shownNav = () => within(header()).queryAllByRole('navigation', { name: 'Main' });
const linkTexts = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('header on wide screens', () => {
  it('has the logo home, the Blog link and the all-persona CV, and no section links without a persona', async () => {
    await loadServerPage('/');
    const logo = within(header()).getByRole('link', { name: /^Jordan Avery\s*, home$/ });
    expect(logo).toHaveAttribute('href', '/');
    const [nav, ...more] = shownNav();
    expect(more).toEqual([]);
    expect(linkTexts(nav!)).toEqual(['Blog', 'CV']);
    expect(within(nav!).getByRole('link', { name: 'CV' })).toHaveAttribute('href', '/cv');
    expect(within(header()).queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it("links the CV of the chosen persona, marked current on the CV's page", async () => {
    await loadServerPage('/blog?persona=fitness');
    const [nav] = shownNav();
    expect(within(nav!).getByRole('link', { name: 'CV' })).toHaveAttribute('href', '/cv?persona=fitness');
    expect(within(nav!).getByRole('link', { name: 'CV' })).not.toHaveAttribute('aria-current');

    serveCv();
    await loadServerPage('/cv?persona=enterprise');
    expect(within(shownNav()[0]!).getByRole('link', { name: 'CV' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds the section anchors once a persona is chosen; they scroll smoothly on the page', async () => {
    await loadServerPage('/?persona=enterprise');
    const [nav] = shownNav();
    expect(linkTexts(nav!)).toEqual([...SECTION_LINKS, 'Blog', 'CV']);
    expect(within(nav!).getByRole('link', { name: 'CV' })).toHaveAttribute('href', '/cv?persona=enterprise');
    expect(within(nav!).getByRole('link', { name: 'Case Studies' })).toHaveAttribute('href', '#case-studies');
    expect(document.getElementById('skills')).toBeInTheDocument();

    await userEvent.setup().click(within(nav!).getByRole('link', { name: 'Skills' }));
    expect(location.hash).toBe('#skills');
    expect(navigations).toEqual([]);
  });

  it('scrolls smoothly by the page’s own style, without animation when the visitor prefers reduced motion', () => {
    const html = readFileSync(join(__dirname, '..', '..', '..', 'index.html'), 'utf8');
    expect(html).toMatch(/html \{ scroll-behavior: smooth; \}/);
    expect(html).toMatch(/@media \(prefers-reduced-motion: reduce\) \{[^}]*\}\s*html \{ scroll-behavior: auto; \}/);
  });

  it("elsewhere, the section anchors lead to the persona's page", async () => {
    await loadServerPage('/blog?persona=fitness');
    const about = within(shownNav()[0]!).getByRole('link', { name: 'About' });
    expect(about).toHaveAttribute('href', '/?persona=fitness#about');
    await userEvent.setup().click(about);
    expect(navigations).toEqual(['/?persona=fitness#about']);
  });

  it('turns solid after 20 px of scroll on home, and is always solid on blog routes', async () => {
    await loadServerPage('/');
    expect(header()).toHaveAttribute('data-solid', 'false');
    scrollWindowTo(20);
    await nextFrame();
    expect(header()).toHaveAttribute('data-solid', 'false');
    scrollWindowTo(21);
    await nextFrame();
    expect(header()).toHaveAttribute('data-solid', 'true');
    scrollWindowTo(0);
    await nextFrame();
    expect(header()).toHaveAttribute('data-solid', 'false');

    for (const path of ['/blog', '/blog/automation-for-everyone']) {
      await loadServerPage(path);
      expect(header()).toHaveAttribute('data-solid', 'true');
      scrollWindowTo(0);
      await nextFrame();
      expect(header()).toHaveAttribute('data-solid', 'true');
    }
  });

  it('is solid on a page loaded already scrolled (a reload, Back)', async () => {
    await loadServerPage('/', {}, { beforeScripts: () => Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 }) });
    expect(header()).toHaveAttribute('data-solid', 'true');
  });
});

describe('header on small screens', () => {
  beforeEach(() => setViewportWidth(375));

  /** The menu, shown or not (testing-library's role queries see only what is shown). */
  const menu = () => document.getElementById('site-menu') as HTMLDialogElement;
  const menuButton = () => within(header()).getByRole('button', { name: 'Open menu' });

  it('opens a full-screen menu with the same items; choosing a link closes it', async () => {
    await loadServerPage('/?persona=enterprise');
    expect(shownNav()).toEqual([]);
    const toggle = menuButton();
    expect(shownOnScreen(toggle)).toBe(true);
    expect(shownOnScreen(menu())).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');

    const user = userEvent.setup();
    await user.click(toggle);

    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(menu());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = within(menu()).getByRole('navigation', { name: 'Main' });
    expect(linkTexts(nav)).toEqual([...SECTION_LINKS, 'Blog', 'CV']);
    expect(within(menu()).getByRole('combobox', { name: 'Persona' })).toBeInTheDocument();
    expect(within(menu()).getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
    expect(navigations).toEqual([]);

    await user.click(within(nav).getByRole('link', { name: 'Experience' }));
    expect(shownOnScreen(menu())).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(location.hash).toBe('#experience');
  });

  it('is a modal dialog: focus goes in, Escape closes it and gives focus back to its button', async () => {
    await loadServerPage('/');
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const user = userEvent.setup();
    await user.click(menuButton());
    expect(showModal.mock.contexts).toEqual([menu()]);
    showModal.mockRestore();
    expect(menu()).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(shownOnScreen(menu())).toBe(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on its close button, staying where the page is', async () => {
    await loadServerPage('/?persona=enterprise');
    const user = userEvent.setup();
    await user.click(menuButton());
    await user.click(within(menu()).getByRole('link', { name: 'Close menu' }));
    expect(shownOnScreen(menu())).toBe(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/?persona=enterprise');
    expect(navigations).toEqual([]);
  });

  it('closes when the Blog link is chosen, which goes to the blog', async () => {
    await loadServerPage('/');
    const user = userEvent.setup();
    await user.click(menuButton());
    await user.click(within(menu()).getByRole('link', { name: 'Blog' }));
    expect(navigations).toEqual(['/blog']);
    expect(shownOnScreen(menu())).toBe(false);
  });

  it('switches the persona from the menu: its form is sent as the choice is made', async () => {
    await loadServerPage('/?persona=enterprise');
    const user = userEvent.setup();
    await user.click(menuButton());
    await user.selectOptions(within(menu()).getByRole('combobox', { name: 'Persona' }), 'business');
    expect(navigations).toEqual(['/?persona=business']);
  });

  it('works before the script runs: the button is a link to the menu, which the address shows', async () => {
    await loadServerPage('/?persona=enterprise', {}, { scripts: false });
    const link = within(header()).getByRole('link', { name: 'Open menu' });
    expect(link).toHaveAttribute('href', '#site-menu');
    await userEvent.setup().click(link);
    expect(location.hash).toBe('#site-menu');
    expect(shownOnScreen(menu())).toBe(true);
    expect(within(menu()).getByRole('link', { name: 'Close menu' })).toHaveAttribute('href', '#');
  });

  it('stays open as a dialog when the script arrives after the visitor opened it', async () => {
    await loadServerPage('/?persona=enterprise#site-menu');
    expect(menu()).toHaveAttribute('open');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(location.hash).toBe('');
    await userEvent.setup().keyboard('{Escape}');
    expect(shownOnScreen(menu())).toBe(false);
  });
});
