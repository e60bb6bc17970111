import { act, screen, waitFor, within } from '@testing-library/react';
import { renderConsole } from '../../test/render';
import { setViewportWidth } from '../../test/viewport';
/** The Overview, the spec's ten sections, then the CVs (features/cv), the media library (docs/decisions.md), the contact inbox (docs/leads.md) and the newsletter's subscribers (docs/newsletter.md). */
import SECTIONS from '../../test/section-tabs.json';

describe('wide screens', () => {
  it("show the Overview, the spec's ten dashboard tabs, and CV, Media, Inbox and Subscribers after them, with Companies the first of the ten and chosen", async () => {
    await renderConsole({ width: 1280 });
    const strip = screen.getByRole('tablist', { name: 'Sections' });
    expect(within(strip).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(SECTIONS);
    expect(SECTIONS.slice(0, 2)).toEqual(['Overview', 'Companies']);
    expect(SECTIONS.slice(-4)).toEqual(['CV', 'Media', 'Inbox', 'Subscribers']);
    expect(within(strip).getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Companies' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Select section to manage' })).not.toBeInTheDocument();
  });

  it('work from the keyboard: arrows move between tabs, Enter opens one, Tab goes into the panel', async () => {
    const { user } = await renderConsole();
    await screen.findByRole('heading', { name: 'Meridian Cloudworks' });
    await user.tab(); // theme toggle
    await user.tab(); // Security (two-factor sign-in)
    await user.tab(); // Logout
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.tab(); // Sign out everywhere
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toHaveFocus();
    await user.tab(); // the chosen tab
    expect(screen.getByRole('tab', { name: 'Companies' })).toHaveFocus();
    // Radix moves focus on the next tick.
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Experiences' })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Skills' })).toHaveFocus());
    // Manual activation: moving does not load every section on the way.
    expect(screen.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Skills' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Kubernetes' })).toBeInTheDocument();

    // Into the panel, to the section's Add button, and open the form from the keyboard.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add Skill' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('form', { name: 'New Skill' })).toContainElement(document.activeElement as HTMLElement);
  });

  it("show the blog's three subsections as tabs, Blog Posts first", async () => {
    const { user } = await renderConsole();
    await user.click(screen.getByRole('tab', { name: 'Blog' }));
    const strip = screen.getByRole('tablist', { name: 'Blog sections' });
    expect(within(strip).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Blog Posts', 'Categories', 'Tags']);
    expect(within(strip).getByRole('tab', { name: 'Blog Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Cloud Landing Zone Checklist' })).toBeInTheDocument();
    await user.click(within(strip).getByRole('tab', { name: 'Tags' }));
    expect(await screen.findByRole('heading', { name: 'Cloud' })).toBeInTheDocument();
  });
});

describe('768 px and narrower', () => {
  it("show the dropdown 'Select section to manage' instead of tabs", async () => {
    const { user } = await renderConsole({ width: 768 });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Select section to manage' });
    expect(within(select).getByRole('option', { name: 'Select section to manage' })).toBeDisabled();
    expect(within(select).getAllByRole('option').slice(1).map((option) => option.textContent)).toEqual(SECTIONS);
    expect(select).toHaveValue('companies');

    await user.selectOptions(select, 'Hero Items');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hero Items' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Platforms that stay calm' })).toBeInTheDocument();
    await user.selectOptions(select, 'Media');
    expect(await screen.findByRole('heading', { level: 2, name: 'Media' })).toBeInTheDocument();
    expect(await screen.findByText('No images yet. Upload your first image!')).toBeInTheDocument();
  });

  it("show the blog's dropdown 'Select blog section', and the form as a card above the list", async () => {
    const { user } = await renderConsole({ width: 375 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select section to manage' }), 'Blog');
    const blogSelect = screen.getByRole('combobox', { name: 'Select blog section' });
    expect(within(blogSelect).getAllByRole('option').slice(1).map((option) => option.textContent)).toEqual([
      'Blog Posts',
      'Categories',
      'Tags',
    ]);
    expect(blogSelect).toHaveValue('blog-posts');
    await user.selectOptions(blogSelect, 'Categories');
    expect(await screen.findByRole('heading', { name: 'Architecture' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const form = screen.getByRole('form', { name: 'New Category' });
    const list = screen.getByRole('list', { name: 'Categories' });
    // The form comes first, above the list, which stays in view.
    expect(form.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("moving to another section in the dropdown shows its loading text, never the previous section's rows", async () => {
    const { user, api } = await renderConsole({ width: 375 });
    expect(await screen.findByRole('heading', { name: 'Meridian Cloudworks' })).toBeInTheDocument();
    const skills = api.hold('GET', '/api/admin/skills');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select section to manage' }), 'Skills');
    await skills.reached;
    // The same place on the page now belongs to Skills: the companies must not be read as skills.
    expect(await screen.findByText('Loading skills...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Meridian Cloudworks' })).not.toBeInTheDocument();
    skills.release();
    expect(await screen.findByRole('heading', { name: 'Kubernetes' })).toBeInTheDocument();
  });

  it('switch between tabs and the dropdown as the window is resized, keeping the section', async () => {
    const { user } = await renderConsole({ width: 1280 });
    await user.click(screen.getByRole('tab', { name: 'Education' }));
    act(() => setViewportWidth(700));
    expect(screen.getByRole('combobox', { name: 'Select section to manage' })).toHaveValue('education');
    expect(await screen.findByRole('heading', { level: 2, name: 'Education' })).toBeInTheDocument();
    act(() => setViewportWidth(1024));
    expect(screen.getByRole('tab', { name: 'Education' })).toHaveAttribute('aria-selected', 'true');
  });
});

it('asks before a changed form is left for another section: Keep editing keeps what was typed, Discard changes goes', async () => {
  const { user } = await renderConsole();
  await user.click(await screen.findByRole('button', { name: 'Add Company' }));
  await user.type(screen.getByLabelText(/^Company Name/), 'Half typed');
  await user.click(screen.getByRole('tab', { name: 'Skills' }));
  const dialog = screen.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
  expect(screen.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Half typed');

  await user.click(screen.getByRole('tab', { name: 'Skills' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Skills' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Companies' }));
  // The section's own address: its list, the discarded form gone.
  expect(await screen.findByRole('heading', { name: 'Meridian Cloudworks' })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

it('keeps an open form and what was typed when the window is resized from tabs to the dropdown', async () => {
  const { user } = await renderConsole({ width: 1280 });
  await user.click(await screen.findByRole('button', { name: 'Add Company' }));
  await user.type(screen.getByLabelText(/^Company Name/), 'Half typed');
  act(() => setViewportWidth(700));
  expect(screen.getByRole('combobox', { name: 'Select section to manage' })).toHaveValue('companies');
  expect(await screen.findByRole('form', { name: 'New Company' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Half typed');
  // Still counted as changed: leaving asks.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Select section to manage' }), 'Skills');
  await user.click(within(screen.getByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Keep editing' }));
  expect(screen.getByRole('combobox', { name: 'Select section to manage' })).toHaveValue('companies');
  expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Half typed');
});

it('has a theme toggle that switches and remembers light and dark', async () => {
  const { user } = await renderConsole();
  const toggle = screen.getByRole('button', { name: /Switch to (dark|light) theme/ });
  const before = document.documentElement.dataset.theme;
  await user.click(toggle);
  const after = document.documentElement.dataset.theme;
  expect(after).not.toBe(before);
  expect(localStorage.getItem('folio-theme')).toBe(after);
  expect(screen.getByRole('button', { name: `Switch to ${after === 'dark' ? 'light' : 'dark'} theme` })).toBeInTheDocument();
});
