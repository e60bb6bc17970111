import { act, screen, waitFor, within } from '@testing-library/react';
import { ADMIN } from '../../test/fake-api';
import { findToast, renderConsole, toastRegion } from '../../test/render';
import { setViewportWidth } from '../../test/viewport';
/** The spec's ten sections with the CVs (features/cv), the media library (docs/decisions.md), the Overview, the contact inbox (docs/leads.md), the newsletter's subscribers (docs/newsletter.md) and the Site settings, in groups (./sections). */
import SECTIONS from '../../test/section-tabs.json';
import { sectionNav } from '../../test/ui';

describe('wide screens', () => {
  it('show every section in a sidebar of three named groups, in one column, with Companies chosen', async () => {
    await renderConsole({ width: 1280 });
    const nav = sectionNav();
    expect(within(nav).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(SECTIONS);
    const groups = within(nav).getAllByRole('tablist');
    expect(groups.map((group) => group.getAttribute('aria-orientation'))).toEqual(['vertical', 'vertical', 'vertical']);
    const named = (name: string) => within(within(nav).getByRole('tablist', { name: `${name} sections` })).getAllByRole('tab').map((tab) => tab.textContent);
    expect(named('Content')).toEqual(['Companies', 'Experiences', 'Skills', 'Education', 'Certifications', 'Case Studies', 'Testimonials', 'Blog', 'Media']);
    expect(named('Audience')).toEqual(['Overview', 'Inbox', 'Subscribers']);
    expect(named('Site')).toEqual(['Personas', 'Hero Items', 'Social Links', 'CV', 'Settings']);
    expect(within(nav).getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Companies' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Select section to manage' })).not.toBeInTheDocument();
  });

  it('work from the keyboard: the sidebar first, arrows move within a group, Enter opens one, Tab goes on to the next group', async () => {
    const { user } = await renderConsole();
    await screen.findByRole('heading', { name: 'Meridian Cloudworks' });
    await user.tab(); // the chosen tab, first in the page
    expect(screen.getByRole('tab', { name: 'Companies' })).toHaveFocus();
    await user.tab(); // the next group's
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.tab({ shift: true });
    // Radix moves focus on the next tick.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Experiences' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Skills' })).toHaveFocus());
    // Manual activation: moving does not load every section on the way.
    expect(screen.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Skills' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Kubernetes' })).toBeInTheDocument();

    // Past the other groups and the header (theme, View site, Account) into the panel, to the section's Add button.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: /^View site/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
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
    expect(within(select).getAllByRole('group').map((group) => group.getAttribute('label'))).toEqual(['Content', 'Audience', 'Site']);
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

it.each([
  ['a section of the sidebar', '/admin/companies/1', 'Edit Company', 'Choose from library for Logo Path'],
  ["the blog's subsections", '/admin/blog/posts/1', 'Edit Post', 'Choose from library for Featured Image Path'],
])('keeps a dialog open over a form, and its focus, as the window crosses 768 px and back (%s)', async (_where, at, formName, opener) => {
  const { user } = await renderConsole({ width: 1280, at });
  const form = await screen.findByRole('form', { name: formName });
  await user.click(within(form).getByRole('button', { name: opener }));
  const dialog = screen.getByRole('dialog', { name: 'Choose from library' });
  const focused = document.activeElement;
  expect(dialog).toContainElement(focused as HTMLElement);
  // The section is re-rendered, not mounted afresh: a new form would close the dialog and focus its first field.
  act(() => setViewportWidth(700));
  expect(screen.getByRole('dialog', { name: 'Choose from library' })).toBe(dialog);
  act(() => setViewportWidth(1280));
  expect(screen.getByRole('dialog', { name: 'Choose from library' })).toBe(dialog);
  expect(document.activeElement).toBe(focused);
  expect(screen.getByRole('form', { name: formName })).toBe(form);
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

describe('toasts', () => {
  it("appear at the sidebar's foot on wide screens, beside the content rather than over it", async () => {
    const { user } = await renderConsole({ signedIn: false });
    await user.type(screen.getByLabelText('Username'), ADMIN.username);
    await user.type(screen.getByLabelText('Password'), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The login screen has no sidebar: the toast starts in the corner and moves once the dashboard places its slot.
    await waitFor(() => expect(sectionNav().parentElement).toContainElement(toastRegion()));
    const notice = await findToast('Login successful', 'Welcome to the admin dashboard.');
    const sidebar = sectionNav().parentElement!;
    expect(sidebar).toContainElement(notice);
    expect(sidebar).not.toContainElement(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
  });

  it('appear in the window corner at 768 px and narrower, where there is no sidebar', async () => {
    const { user } = await renderConsole({ signedIn: false, width: 375 });
    await user.type(screen.getByLabelText('Username'), ADMIN.username);
    await user.type(screen.getByLabelText('Password'), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const notice = await findToast('Login successful');
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
    expect(toastRegion()).toContainElement(notice);
  });
});
