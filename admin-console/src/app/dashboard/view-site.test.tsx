import { screen, waitFor } from '@testing-library/react';
import { renderConsole } from '../../test/render';

const viewSite = () => screen.getByRole('link', { name: /^View site/ });

/** The header's 'View site' opens, in a new tab, the public page of what the console shows. */
describe("'View site'", () => {
  it('opens the home page from a list, in a new tab that says so', async () => {
    await renderConsole({ at: '/admin/companies' });
    expect(await screen.findByRole('heading', { name: 'Meridian Cloudworks' })).toBeInTheDocument();
    expect(viewSite()).toHaveAttribute('href', '/');
    expect(viewSite()).toHaveAttribute('target', '_blank');
    expect(viewSite()).toHaveAccessibleName('View site (opens in a new tab)');
  });

  it("opens the persona page of content assigned to a persona, at the content's place on it", async () => {
    await renderConsole({ at: '/admin/experiences/1' });
    expect(await screen.findByRole('form', { name: 'Edit Experience' })).toBeInTheDocument();
    // Experience 1 is assigned to persona 4, Enterprise Tech.
    await waitFor(() => expect(viewSite()).toHaveAttribute('href', '/?persona=enterprise#experience'));
  });

  it("opens an edited persona's own page", async () => {
    await renderConsole({ at: '/admin/personas/5' });
    expect(await screen.findByRole('form', { name: 'Edit Persona' })).toBeInTheDocument();
    await waitFor(() => expect(viewSite()).toHaveAttribute('href', '/?persona=business'));
  });

  it("opens an edited post's page", async () => {
    await renderConsole({ at: '/admin/blog/posts/1' });
    expect(await screen.findByRole('form', { name: 'Edit Post' })).toBeInTheDocument();
    await waitFor(() => expect(viewSite()).toHaveAttribute('href', '/blog/cloud-landing-zone-checklist'));
  });

  it("opens the blog from the blog's lists", async () => {
    await renderConsole({ at: '/admin/blog/tags' });
    expect(await screen.findByRole('heading', { name: 'Cloud' })).toBeInTheDocument();
    expect(viewSite()).toHaveAttribute('href', '/blog');
  });
});
