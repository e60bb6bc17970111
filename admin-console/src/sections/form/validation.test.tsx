import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { renderConsole } from '../../test/render';
import { field, fill, openSection, type Step } from '../../test/ui';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The message is announced with the field: it is in the field's accessible description and the field is marked invalid. */
function expectMessage(label: string, message: string) {
  const control = field(label);
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(new RegExp(escape(message)));
}

interface ValidationCase {
  form: string;
  tabs: string[];
  noun: string;
  /** Steps before submitting (e.g. clearing a default, typing an invalid value). */
  steps?: Step[];
  /** The validation messages, written out as the spec has them, by field label. */
  messages: Record<string, string>;
}

/** Every message of the spec's validation table (the login form's are in the session tests). */
const CASES: ValidationCase[] = [
  {
    form: 'Company',
    tabs: ['Companies'],
    noun: 'Company',
    messages: { 'Company Name': 'Company name is required', 'Logo Path': 'Logo path is required' },
  },
  {
    form: 'Experience',
    tabs: ['Experiences'],
    noun: 'Experience',
    messages: {
      'Job Title': 'Job title is required',
      Company: 'Company name is required',
      'Logo Path': 'Logo path is required',
      'Time Period': 'Time period is required',
      Description: 'Description is required',
    },
  },
  {
    form: 'Skill',
    tabs: ['Skills'],
    noun: 'Skill',
    steps: [
      { select: 'Category', option: 'Select a category' },
      { type: 'Level value', value: '150' },
    ],
    messages: {
      'Skill Name': 'Skill name is required',
      'Level value': 'Level must be between 1 and 100',
      Category: 'Category is required',
      Description: 'Description is required',
    },
  },
  {
    form: 'Education',
    tabs: ['Education'],
    noun: 'Education',
    messages: {
      'Degree / Certification': 'Degree/certification is required',
      Institution: 'Institution name is required',
      'Time Period': 'Time period is required',
      Description: 'Description is required',
    },
  },
  {
    form: 'Certification',
    tabs: ['Certifications'],
    noun: 'Certification',
    messages: {
      'Certification Name': 'Certification name is required',
      Issuer: 'Issuer name is required',
      'Logo Path': 'Logo path is required',
      Year: 'Year is required',
    },
  },
  {
    form: 'Persona',
    tabs: ['Personas'],
    noun: 'Persona',
    steps: [{ type: 'Button URL', value: 'not a url' }],
    messages: {
      Title: 'Persona title is required',
      Subtitle: 'Subtitle is required',
      Description: 'Description is required',
      'Image Path': 'Image path is required',
      'Button URL': 'Must be a valid URL',
    },
  },
  {
    form: 'Hero item',
    tabs: ['Hero Items'],
    noun: 'Hero Item',
    steps: [
      { clear: 'Primary Button Text' },
      { clear: 'Primary Button URL' },
      { clear: 'Secondary Button Text' },
      { clear: 'Secondary Button URL' },
    ],
    messages: {
      Persona: 'Persona is required',
      Title: 'Title is required',
      Subtitle: 'Subtitle is required',
      Description: 'Description is required',
      'Image Path': 'Image path must be either an absolute URL (https://) or a relative path (/images/)',
      'Primary Button Text': 'Primary button text is required',
      'Primary Button URL': 'Primary button URL is required',
      'Secondary Button Text': 'Secondary button text is required',
      'Secondary Button URL': 'Secondary button URL is required',
      'Tag Type': 'Tag type is required',
    },
  },
  {
    form: 'Hero item (image path that is neither a URL nor a site path)',
    tabs: ['Hero Items'],
    noun: 'Hero Item',
    steps: [{ type: 'Image Path', value: 'images/hero.svg' }],
    messages: { 'Image Path': 'Image path must be either an absolute URL (https://) or a relative path (/images/)' },
  },
  {
    form: 'Social link',
    tabs: ['Social Links'],
    noun: 'Social Link',
    messages: { Platform: 'Platform name is required', URL: 'Must be a valid URL', 'Icon Path': 'Icon path is required' },
  },
  {
    form: 'Social link (an invalid URL)',
    tabs: ['Social Links'],
    noun: 'Social Link',
    steps: [{ type: 'URL', value: 'linkedin dot com' }],
    messages: { URL: 'Must be a valid URL' },
  },
  {
    form: 'Case study',
    tabs: ['Case Studies'],
    noun: 'Case Study',
    steps: [{ type: 'Project URL', value: 'example' }],
    messages: {
      Title: 'Title is required',
      Description: 'Description is required',
      Persona: 'Persona is required',
      Challenge: 'Challenge description is required',
      Solution: 'Solution description is required',
      Results: 'Results description is required',
      'Project URL': 'Must be a valid URL',
    },
  },
  {
    form: 'Category',
    tabs: ['Blog', 'Categories'],
    noun: 'Category',
    steps: [{ type: 'Display Order', value: '-1' }],
    messages: { Name: 'Name is required', Slug: 'Slug is required', 'Display Order': 'Display order must be positive' },
  },
  {
    form: 'Tag',
    tabs: ['Blog', 'Tags'],
    noun: 'Tag',
    messages: { Name: 'Name is required', Slug: 'Slug is required' },
  },
  {
    form: 'Post',
    tabs: ['Blog'],
    noun: 'Post',
    steps: [{ type: 'Display Order', value: '-3' }],
    messages: {
      Title: 'Title is required',
      Slug: 'Slug is required',
      Content: 'Content is required',
      'Display Order': 'Display order must be positive',
    },
  },
  {
    form: 'Company (negative display order)',
    tabs: ['Companies'],
    noun: 'Company',
    steps: [{ type: 'Display Order', value: '-1' }],
    messages: { 'Display Order': 'Display order must be a positive number' },
  },
];

async function openAddForm(user: UserEvent, tabs: string[], noun: string) {
  await openSection(user, ...tabs);
  await user.click(await screen.findByRole('button', { name: `Add ${noun}` }));
  return screen.getByRole('form', { name: `New ${noun}` });
}

it.each(CASES)('$form: every validation message of the spec on its own field, and nothing sent', async ({ tabs, noun, steps = [], messages }) => {
  const { user, api } = await renderConsole();
  const form = await openAddForm(user, tabs, noun);
  await fill(user, steps);
  await user.click(within(form).getByRole('button', { name: `Add ${noun}` }));

  for (const [label, message] of Object.entries(messages)) expectMessage(label, message);
  expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  // Focus goes to the first field in error.
  expect(document.activeElement).toHaveAttribute('aria-invalid', 'true');
});

it('validates on submit first, then again on every change', async () => {
  const { user } = await renderConsole();
  const form = await openAddForm(user, ['Companies'], 'Company');
  await user.type(field('Company Name'), 'A');
  await user.clear(field('Company Name'));
  expect(field('Company Name')).not.toHaveAttribute('aria-invalid');
  expect(within(form).queryByText('Company name is required')).not.toBeInTheDocument();

  await user.click(within(form).getByRole('button', { name: 'Add Company' }));
  expectMessage('Company Name', 'Company name is required');

  await user.type(field('Company Name'), 'Acme');
  expect(field('Company Name')).not.toHaveAttribute('aria-invalid');
  expect(within(form).queryByText('Company name is required')).not.toBeInTheDocument();
  // The other field still says what is missing.
  expectMessage('Logo Path', 'Logo path is required');
});

it("shows the server's field messages on their fields until they are edited", async () => {
  const { user, api } = await renderConsole();
  const form = await openAddForm(user, ['Blog', 'Categories'], 'Category');
  await fill(user, [{ type: 'Name', value: 'Architecture Notes' }, { type: 'Slug', value: 'architecture' }]);
  api.failNext('POST', '/api/admin/blog/categories', () =>
    HttpResponse.json({ message: 'Slug is already in use', fields: { slug: 'Slug is already in use' } }, { status: 409 }),
  );
  await user.click(within(form).getByRole('button', { name: 'Add Category' }));

  await screen.findByText('409: Slug is already in use');
  expectMessage('Slug', 'Slug is already in use');
  expect(field('Slug')).toHaveFocus();

  await user.type(field('Slug'), '-notes');
  expect(field('Slug')).not.toHaveAttribute('aria-invalid');
  await user.click(within(form).getByRole('button', { name: 'Add Category' }));
  expect(await screen.findByRole('heading', { name: 'Architecture Notes' })).toBeInTheDocument();
});

it('maps every field of a 400 answer onto the form', async () => {
  const { user, api } = await renderConsole();
  const form = await openAddForm(user, ['Companies'], 'Company');
  await fill(user, [{ type: 'Company Name', value: 'Acme' }, { type: 'Logo Path', value: '/images/acme.svg' }]);
  api.failNext('POST', '/api/admin/companies', () =>
    HttpResponse.json(
      { message: 'Please correct the highlighted fields', fields: { name: 'Must be at most 255 characters', logoPath: 'Logo path is required' } },
      { status: 400 },
    ),
  );
  await user.click(within(form).getByRole('button', { name: 'Add Company' }));
  await screen.findByText('400: Please correct the highlighted fields');
  expectMessage('Company Name', 'Must be at most 255 characters');
  expectMessage('Logo Path', 'Logo path is required');
});
