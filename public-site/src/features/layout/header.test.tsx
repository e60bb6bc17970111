import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setViewportWidth } from '../../test/media';
import { currentUrl, renderApp } from '../../test/render-app';

const header = () => screen.getByRole('banner');
const SECTION_LINKS = ['About', 'Experience', 'Skills', 'Education', 'Case Studies', 'Contact'];

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

describe('header on wide screens', () => {
  it('has the logo home, the Blog link and the all-persona CV, and no section links without a persona', async () => {
    renderApp('/');
    const logo = await within(header()).findByRole('link', { name: /^Jordan Avery\s*, home$/ });
    expect(logo).toHaveAttribute('href', '/');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Blog', 'CV']);
    expect(within(nav).getByRole('link', { name: 'CV' })).toHaveAttribute('href', '/cv');
  });

  it("links the CV of the chosen persona, marked current on the CV's page", async () => {
    renderApp('/blog?persona=fitness');
    const nav = await within(header()).findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'CV' })).toHaveAttribute('href', '/cv?persona=fitness');
    expect(within(nav).getByRole('link', { name: 'CV' })).not.toHaveAttribute('aria-current');
  });

  it('adds the section anchors once a persona is chosen; they scroll smoothly on the page', async () => {
    const { user } = renderApp('/?persona=enterprise');
    const nav = await within(header()).findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...SECTION_LINKS, 'Blog', 'CV']);
    expect(within(nav).getByRole('link', { name: 'CV' })).toHaveAttribute('href', '/cv?persona=enterprise');
    expect(within(nav).getByRole('link', { name: 'Case Studies' })).toHaveAttribute('href', '#case-studies');

    await screen.findByRole('region', { name: 'Skills' });
    const scroll = jest.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    await user.click(within(nav).getByRole('link', { name: 'Skills' }));
    expect(scroll.mock.contexts).toEqual([document.getElementById('skills')]);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('scrolls without animation when the visitor prefers reduced motion', async () => {
    const { setReducedMotion } = await import('../../test/media');
    setReducedMotion(true);
    const { user } = renderApp('/?persona=enterprise');
    await screen.findByRole('region', { name: 'Skills' });
    const scroll = jest.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    await user.click(within(header()).getByRole('link', { name: 'Skills' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it("elsewhere, the section anchors lead to the persona's page", async () => {
    const { user, router } = renderApp('/blog?persona=fitness');
    const nav = await within(header()).findByRole('navigation', { name: 'Main' });
    const about = within(nav).getByRole('link', { name: 'About' });
    expect(about).toHaveAttribute('href', '/?persona=fitness#about');
    await user.click(about);
    await waitFor(() => expect(currentUrl(router)).toBe('/?persona=fitness#about'));
  });

  it('turns solid after 20 px of scroll on home, and is always solid on blog routes', async () => {
    const { router } = renderApp('/');
    await screen.findByText('Choose your path to explore my professional journey');
    expect(header()).toHaveAttribute('data-solid', 'false');
    scrollTo(20);
    expect(header()).toHaveAttribute('data-solid', 'false');
    scrollTo(21);
    expect(header()).toHaveAttribute('data-solid', 'true');
    scrollTo(0);
    expect(header()).toHaveAttribute('data-solid', 'false');

    await act(() => router.navigate('/blog'));
    expect(header()).toHaveAttribute('data-solid', 'true');
    await act(() => router.navigate('/blog/some-post'));
    expect(header()).toHaveAttribute('data-solid', 'true');
  });
});

describe('header on small screens', () => {
  beforeEach(() => setViewportWidth(375));

  it('opens a full-screen menu with the same items; choosing a link closes it', async () => {
    const { user } = renderApp('/?persona=enterprise');
    await screen.findByRole('region', { name: 'Skills' });
    expect(within(header()).queryByRole('navigation')).not.toBeInTheDocument();

    const toggle = within(header()).getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = within(menu).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([...SECTION_LINKS, 'Blog', 'CV']);
    expect(within(menu).getByRole('combobox', { name: 'Persona' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Experience' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(document.getElementById('experience'));
  });

  it('keeps focus inside, closes on Escape and gives focus back to its button', async () => {
    const { user } = renderApp('/');
    const toggle = await within(header()).findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab({ shift: true });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when the Blog link is chosen', async () => {
    const { user, router } = renderApp('/');
    await user.click(await within(header()).findByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/blog'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes when the persona is switched', async () => {
    const { user, router } = renderApp('/?persona=enterprise');
    await user.click(await within(header()).findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.change(within(menu).getByRole('combobox', { name: 'Persona' }), { target: { value: 'business' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/?persona=business'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
