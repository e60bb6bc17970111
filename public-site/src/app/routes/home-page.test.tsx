import { screen, within } from '@testing-library/react';
import { site } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { loadServerPage } from '../../test/server-page';

describe('home with a persona', () => {
  it('lays out the anchored sections in order, under one page heading, the contact section rendered with the page', async () => {
    renderApp('/?persona=enterprise');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Avery: Enterprise Tech' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: "Let's Work Together" });
    const ids = Array.from(document.querySelectorAll('main section[id]')).map((section) => section.id);
    expect(ids).toEqual(['about', 'experience', 'skills', 'education', 'case-studies', 'testimonials', 'contact']);
  });
});

describe('home head tags', () => {
  it("carries the owner's title, description, canonical root link and ProfilePage markup", async () => {
    await loadServerPage('/');
    expect(document.title).toBe('Jordan Avery | Technology | Business | Health');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', site.description);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://jordan.example/');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', document.title);
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', 'https://jordan.example/');
    expect(document.head.querySelector('meta[name="twitter:title"]')).toHaveAttribute('content', document.title);

    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(script).not.toBeNull();
    const data = JSON.parse(script!.textContent ?? '');
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
    await loadServerPage('/?persona=fitness');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://jordan.example/');
  });
});
