import { SITE_TEXT_MESSAGES, defaultSiteTexts, type SiteTexts } from '@folio/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { HttpResponse } from 'msw';
import type { FakeApi } from '../../test/fake-api';
import { findToast, renderConsole } from '../../test/render';
import { field } from '../../test/ui';
import { installFakeSiteTexts, SITE_TEXTS_PATH } from './testing/fake-site-texts-api';

async function openSite(texts?: SiteTexts, width?: number) {
  let fake!: ReturnType<typeof installFakeSiteTexts>;
  const rendered = await renderConsole({ at: '/admin/site', width, before: (api: FakeApi) => (fake = installFakeSiteTexts(api, texts)) });
  await screen.findByRole('form', { name: 'Site settings' });
  return { ...rendered, fake };
}

const card = (title: string) => screen.getByRole('group', { name: `${title} card` });
const cardTitles = () => screen.getAllByRole('group', { name: / card$/ }).map((group) => group.querySelector('legend')?.textContent);
const orderRows = () => within(screen.getByRole('list', { name: 'Order of the cards' })).getAllByRole('listitem').map((row) => row.querySelector('span')?.textContent);
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const puts = (api: FakeApi) => api.calls('PUT', SITE_TEXTS_PATH);

it("opens at /admin/site on today's words: the chooser's subtitle line, its cards in order, the blog's and the contact section's lines", async () => {
  const { api } = await openSite();
  expect(screen.getByRole('heading', { level: 2, name: 'Site settings' })).toBeInTheDocument();
  expect(api.calls('GET', SITE_TEXTS_PATH)).toHaveLength(1);
  expect(field('Subtitle line')).toHaveValue('Multi-disciplinary Professional');
  expect(orderRows()).toEqual(['Enterprise Tech', 'Business Automation', 'Fitness Coach']);
  expect(cardTitles()).toEqual(['Enterprise Tech card', 'Business Automation card', 'Fitness Coach card']);
  expect(field('Bullet 1', card('Fitness Coach'))).toHaveValue('Evidence-based strength programs');
  expect(field('Subtitle', card('Fitness Coach'))).toHaveValue('');
  expect(field('Subtitle', card('Fitness Coach'))).toHaveAccessibleDescription("Blank shows the persona's own subtitle (role and employer).");
  expect(field('Intro line')).toHaveValue('New articles every week on technology, business automation and fitness.');
  expect(field('Invitation')).toHaveValue('Have a project, a question or an idea you would like to talk through?');
  expect(field('Reply-time promise')).toHaveValue('I read every message and reply as soon as I can.');
  expect(field('Available for')).toHaveValue('');
  expect(within(screen.getByRole('region', { name: 'Persona chooser' })).getByRole('link', { name: /View on site/ })).toHaveAttribute('href', '/');
  expect(saveButton()).toBeDisabled();
});

it('saves a changed bullet, a new card order and the available-for line: exactly those texts, then says so', async () => {
  const { user, api, fake } = await openSite();
  await user.click(screen.getByRole('button', { name: 'Move Fitness Coach up' }));
  await user.click(screen.getByRole('button', { name: 'Move Fitness Coach up' }));
  expect(orderRows()).toEqual(['Fitness Coach', 'Enterprise Tech', 'Business Automation']);
  expect(cardTitles()).toEqual(['Fitness Coach card', 'Enterprise Tech card', 'Business Automation card']);
  // At the top, focus moves to the button that still works.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move Fitness Coach down' })).toHaveFocus());
  const bullet = field('Bullet 2', card('Enterprise Tech'));
  await user.clear(bullet);
  await user.type(bullet, 'Architecture reviews in a week');
  await user.type(field('Available for'), 'Available for two projects from March');
  await user.clear(field('Intro line'));
  await user.click(saveButton());

  await findToast('Success', 'Site settings saved successfully');
  const expected = defaultSiteTexts();
  expected.chooserOrder = ['fitness', 'enterprise', 'business'];
  expected.chooserCards.enterprise.highlights[1] = 'Architecture reviews in a week';
  expected.availableFor = 'Available for two projects from March';
  expected.blogIntro = null;
  expect(puts(api)).toHaveLength(1);
  expect(puts(api)[0]!.body).toEqual(expected);
  expect(fake.texts).toEqual(expected);
  await waitFor(() => expect(saveButton()).toBeDisabled());
  expect(field('Intro line')).toHaveValue('');
});

const availability = (title: string) => screen.getByRole('group', { name: `${title} availability` });

it("shows each persona's availability line empty and the skills as percent bars on a fresh install, with what the page will say", async () => {
  await openSite();
  const region = screen.getByRole('region', { name: 'Persona pages' });
  expect(within(region).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
    'Enterprise Tech availability',
    'Business Automation availability',
    'Fitness Coach availability',
  ]);
  expect(field('From', availability('Fitness Coach'))).toHaveValue('');
  expect(field('From', availability('Fitness Coach'))).toHaveAttribute('type', 'date');
  expect(field('For', availability('Fitness Coach'))).toHaveValue('');
  expect(within(availability('Fitness Coach')).getByText('Shows no line.')).toBeInTheDocument();
  expect(within(availability('Fitness Coach')).getByRole('link', { name: /View on site.*Fitness Coach/ })).toHaveAttribute('href', '/?persona=fitness');
  const display = field('Skills shown as');
  expect(display).toHaveValue('percent');
  expect(within(display).getAllByRole('option').map((option) => option.textContent)).toEqual(['Percent bars', 'Levels in words', 'Years of experience']);
  expect(display).toHaveAccessibleDescription(expect.stringContaining('Expert from 90%, Advanced from 75%, Proficient from 50%, else Familiar'));
});

it("saves a persona's availability and the skills display with the other texts, previewing the line as it is typed", async () => {
  const { user, api, fake } = await openSite();
  const enterprise = availability('Enterprise Tech');
  fireEvent.change(field('From', enterprise), { target: { value: '2099-03-01' } });
  expect(within(enterprise).getByText('Shows: Available from March 1, 2099')).toBeInTheDocument();
  await user.type(field('For', enterprise), 'two architecture engagements');
  expect(within(enterprise).getByText('Shows: Available from March 1, 2099 for two architecture engagements')).toBeInTheDocument();
  // A day that has come reads 'now'.
  fireEvent.change(field('From', availability('Fitness Coach')), { target: { value: '2020-01-06' } });
  expect(within(availability('Fitness Coach')).getByText('Shows: Available now')).toBeInTheDocument();
  await user.selectOptions(field('Skills shown as'), 'Levels in words');
  await user.click(saveButton());

  await findToast('Success', 'Site settings saved successfully');
  const expected = defaultSiteTexts();
  expected.availability.enterprise = { from: '2099-03-01', for: 'two architecture engagements' };
  expected.availability.fitness = { from: '2020-01-06', for: null };
  expected.skillsDisplay = 'level';
  expect(puts(api)[0]!.body).toEqual(expected);
  expect(fake.texts).toEqual(expected);
  await waitFor(() => expect(saveButton()).toBeDisabled());
  expect(field('For', availability('Enterprise Tech'))).toHaveValue('two architecture engagements');
  expect(field('Skills shown as')).toHaveValue('level');
});

it("opens on the saved availability and display, and says on the field when a 'for' line is too long", async () => {
  const texts = defaultSiteTexts();
  texts.availability.business = { from: '2099-09-15', for: 'automation audits' };
  texts.skillsDisplay = 'years';
  const { user, api } = await openSite(texts);
  expect(field('From', availability('Business Automation'))).toHaveValue('2099-09-15');
  expect(within(availability('Business Automation')).getByText('Shows: Available from September 15, 2099 for automation audits')).toBeInTheDocument();
  expect(field('Skills shown as')).toHaveValue('years');

  const forLine = field('For', availability('Business Automation'));
  await user.clear(forLine);
  await user.paste('x'.repeat(161));
  await user.click(saveButton());
  await waitFor(() => expect(forLine).toHaveAttribute('aria-invalid', 'true'));
  expect(forLine).toHaveAccessibleDescription(expect.stringContaining('Must be at most 160 characters'));
  expect(puts(api)).toHaveLength(0);
});

it("shows the API's refusal of the availability lines above Save", async () => {
  const { user, fake } = await openSite();
  fake.failNext = () => HttpResponse.json({ message: 'Please correct the highlighted fields', fields: { availability: SITE_TEXT_MESSAGES.availableFrom } }, { status: 400 });
  await user.type(field('For', availability('Fitness Coach')), 'new clients');
  await user.click(saveButton());
  expect(await screen.findByText(`400: Please correct the highlighted fields: ${SITE_TEXT_MESSAGES.availableFrom}`)).toBeInTheDocument();
  expect(field('For', availability('Fitness Coach'))).toHaveValue('new clients');
});

it('says what is wrong on the field and sends nothing: a blank bullet, a blank subtitle line', async () => {
  const { user, api } = await openSite();
  await user.clear(field('Bullet 3', card('Business Automation')));
  await user.clear(field('Subtitle line'));
  await user.click(saveButton());
  const bullet = field('Bullet 3', card('Business Automation'));
  await waitFor(() => expect(bullet).toHaveAttribute('aria-invalid', 'true'));
  expect(bullet).toHaveAccessibleDescription(SITE_TEXT_MESSAGES.highlight);
  expect(field('Subtitle line')).toHaveAccessibleDescription(expect.stringContaining(SITE_TEXT_MESSAGES.chooserSubtitle));
  await waitFor(() => expect(field('Subtitle line')).toHaveFocus());
  expect(puts(api)).toHaveLength(0);
});

it("shows the API's refusal and keeps the draft", async () => {
  const { user, fake } = await openSite();
  fake.failNext = () => HttpResponse.json({ message: 'Please correct the highlighted fields', fields: { chooserCards: SITE_TEXT_MESSAGES.highlight } }, { status: 400 });
  await user.type(field('Available for'), 'Coaching clients');
  await user.click(saveButton());
  expect(await screen.findByText(`400: Please correct the highlighted fields: ${SITE_TEXT_MESSAGES.highlight}`)).toBeInTheDocument();
  expect(field('Available for')).toHaveValue('Coaching clients');
});

it('asks before a reload or a close drops unsaved words, and not once they are saved back', async () => {
  const { user } = await openSite();
  await user.type(field('Reply-time promise'), ' Usually the same day.');
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Revert changes' }));
  const after = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(after);
  expect(after.defaultPrevented).toBe(false);
});

it.each(['light', 'dark'])('has no axe violations (%s theme), errors shown, at 375 px', async (theme) => {
  localStorage.setItem('folio-theme', theme);
  const { user } = await openSite(undefined, 375);
  expect(document.documentElement.dataset.theme).toBe(theme);
  await user.clear(field('Bullet 1', card('Fitness Coach')));
  await user.click(saveButton());
  await screen.findByText(SITE_TEXT_MESSAGES.highlight);
  // jsdom lays nothing out: colour contrast is left to the browser e2e suite.
  const results = await axe.run(screen.getByRole('region', { name: 'Site settings' }), {
    rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
