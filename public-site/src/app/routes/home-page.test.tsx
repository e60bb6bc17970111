import { act, screen, waitFor, within } from '@testing-library/react';
import { site } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

let released = false;
let release: () => void = () => undefined;
let ready = Promise.resolve();

/** The contact section, held back until the test releases it, like a slow chunk download (as React.lazy does: by throwing the promise). */
jest.mock('../../features/contact/contact-section', () => ({
  __esModule: true,
  default: function SlowContact() {
    if (!released) throw ready;
    return <section aria-label="Contact">Contact content</section>;
  },
}));

describe('home with a persona', () => {
  beforeEach(() => {
    released = false;
    ready = new Promise<void>((resolve) => {
      release = () => {
        released = true;
        resolve();
      };
    });
  });

  it('lays out the anchored sections in order, under one page heading', async () => {
    renderApp('/?persona=enterprise');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Avery: Enterprise Tech' })).toBeInTheDocument();
    const ids = Array.from(document.querySelectorAll('main section[id]')).map((section) => section.id);
    expect(ids).toEqual(['about', 'experience', 'skills', 'education', 'case-studies']);
    await act(async () => release());
    await screen.findByText('Contact content');
  });

  it('shows a full-screen overlay of three pulsing dots while the contact section loads', async () => {
    renderApp('/?persona=enterprise');
    const overlay = await screen.findByRole('status', { name: 'Loading contact section' });
    expect(overlay.children[0]!.children).toHaveLength(3);
    expect(screen.queryByText('Contact content')).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByText('Contact content')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading contact section' })).not.toBeInTheDocument();
  });

  it('scrolls to the section named in the address', async () => {
    const scroll = jest.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    renderApp('/?persona=enterprise#skills');
    await waitFor(() => expect(document.getElementById('skills')).toHaveFocus());
    expect(scroll.mock.contexts).toContain(document.getElementById('skills'));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    await act(async () => release());
  });
});

describe('home head tags', () => {
  it("carries the owner's title, description, canonical root link and ProfilePage markup", async () => {
    renderApp('/');
    await waitFor(() => expect(document.title).toBe('Jordan Avery | Technology | Business | Health'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', site.description);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://jordan.example/');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', document.title);
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', 'https://jordan.example/');
    expect(document.head.querySelector('meta[name="twitter:title"]')).toHaveAttribute('content', document.title);

    const script = await waitFor(() => {
      const found = document.querySelector('script[type="application/ld+json"]');
      expect(found).not.toBeNull();
      return found!;
    });
    const data = JSON.parse(script.textContent ?? '');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: 'https://jordan.example/',
      mainEntity: { '@type': 'Person', name: 'Jordan Avery', url: 'https://jordan.example/' },
    });
    expect(data.mainEntity.sameAs).toEqual(['https://www.linkedin.com/in/jordan', 'https://github.com/jordan']);
    within(document.body).getByText('Choose your path to explore my professional journey');
  });

  it('keeps the canonical link at the site root with a persona', async () => {
    renderApp('/?persona=fitness');
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://jordan.example/'));
    await act(async () => release());
  });
});
