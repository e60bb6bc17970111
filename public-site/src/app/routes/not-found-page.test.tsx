import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { loadServerPage } from '../../test/server-page';

describe('not-found page', () => {
  it('answers every unknown path with its heading, text and way home', async () => {
    const { user } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(await screen.findByText('Choose your path to explore my professional journey')).toBeInTheDocument();
  });

  it('has its title, description and noindex, follow', async () => {
    await loadServerPage('/missing');
    expect(document.title).toBe('404 Page Not Found | Jordan Avery');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      "The page you are looking for does not exist on Jordan Avery's personal website.",
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://jordan.example/missing');
  });
});
