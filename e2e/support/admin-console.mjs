// What the admin journeys share: a console page whose signed-out 401s are told apart from real
// problems, signing in, the spec's toasts, choosing a section (tabs or the narrow-screen dropdown),
// filling a section's form, and finding a row of a section's list.
/* global expect -- these helpers run inside jest's test files, where `expect` is a global */
import { readFileSync } from 'node:fs';
import { openPage } from './browser.mjs';
import { ADMIN_USERNAME, ADMIN_PASSWORD } from './stack.mjs';

export { ADMIN_USERNAME, ADMIN_PASSWORD };

/** The dashboard's tabs: the spec's ten sections, then the media library (the list the console's own tests pin too). */
export const SECTION_TABS = JSON.parse(readFileSync(new URL('../../admin-console/src/test/section-tabs.json', import.meta.url), 'utf8'));

/** Chromium's own console line for any fetch answered with that status; the page's code logs nothing. */
const failedLoadLine = (status, text) => `Failed to load resource: the server responded with a status of ${status} (${text})`;

/**
 * Lets `unexpected()` leave out the console lines of failed requests a correct page makes on
 * purpose: Chromium's network layer writes every 4xx answer to the console as an error, whatever
 * the page does with it. Each rule is { status, text, path } (path: a RegExp on the URL's path);
 * exactly one console line is left out per matching request seen, so any other console error, or
 * the same status from another address, is still reported.
 */
export function allowFailedLoads(opened, rules) {
  const allowed = [];
  opened.page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    const rule = url && rules.find((candidate) => message.text() === failedLoadLine(candidate.status, candidate.text) && candidate.path.test(new URL(url).pathname));
    if (rule) allowed.push({ line: `console error: ${message.text()}`, path: new URL(url).pathname });
  });
  const unexpected = () => {
    const left = allowed.map((entry) => entry.line);
    return opened.problems.filter((problem) => {
      const index = left.indexOf(problem);
      if (index === -1) return true;
      left.splice(index, 1);
      return false;
    });
  };
  return { ...opened, allowed, unexpected };
}

/**
 * A fresh context and page (see openPage) on the console. The only failed loads a correct console
 * makes: GET /api/auth/me while signed out (the spec: its failure means not signed in) and POST
 * /api/auth/login with a wrong password (the spec's 'Login failed'), both 401; a suite adds its own
 * (`moreAllowedLoads`, rules as allowFailedLoads takes them).
 */
export async function openConsole(browser, options, moreAllowedLoads = []) {
  return allowFailedLoads(await openPage(browser, options), [{ status: 401, text: 'Unauthorized', path: /^\/api\/auth\/(me|login)$/ }, ...moreAllowedLoads]);
}

/**
 * A fresh browser context on the console at `${url}/admin${path}`, signed in there (the login card
 * shows at any address). Every dialog the page opens (beforeunload included) is recorded in
 * `dialogs`, then accepted. `options` and `moreAllowedLoads` are openConsole's.
 */
export async function signedInConsole(browser, url, path, options, moreAllowedLoads = []) {
  const opened = await openConsole(browser, options, moreAllowedLoads);
  opened.dialogs = [];
  opened.page.on('dialog', (dialog) => {
    opened.dialogs.push(dialog.type());
    void dialog.accept();
  });
  await opened.page.goto(`${url}/admin${path}`);
  await signIn(opened.page);
  return opened;
}

export const loginCard = (page) => page.getByRole('region', { name: 'Admin Login' });

/** Fills the login card and submits it; resolves once the Login button has been pressed. */
export async function submitLogin(page, password) {
  const card = loginCard(page);
  await card.getByRole('textbox', { name: 'Username', exact: true }).fill(ADMIN_USERNAME);
  await card.getByLabel('Password', { exact: true }).fill(password);
  await card.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in with the right password and waits for the dashboard (the spec's toast and screen). */
export async function signIn(page) {
  await loginCard(page).waitFor();
  await submitLogin(page, ADMIN_PASSWORD);
  await expectToast(page, 'Login successful', 'Welcome to the admin dashboard.');
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
}

/**
 * Waits for the toast whose description is `description`, checks its title and variant, then
 * closes it (one toast shows at a time, and on wide screens it can cover the rows' buttons).
 */
export async function expectToast(page, title, description, variant = 'default') {
  const toast = page.locator('li[data-variant]').filter({ hasText: description });
  await toast.waitFor();
  const [shownTitle, shownDescription] = (await toast.innerText()).split('\n').map((line) => line.trim());
  expect({ title: shownTitle, description: shownDescription, variant: await toast.getAttribute('data-variant') }).toEqual({
    title,
    description,
    variant,
  });
  await toast.getByRole('button', { name: 'Close', exact: true }).click();
  await toast.waitFor({ state: 'detached' });
}

const isNarrow = (page) => page.viewportSize().width <= 768;

/** A screen's own heading where it is not its label in the navigation. */
const SECTION_HEADINGS = { Blog: 'Blog Posts', Settings: 'Site settings' };

/** The dashboard's sidebar on wide screens: one tab list per group ('Content sections', 'Audience sections', 'Site sections'). */
export const sectionNav = (page) => page.getByRole('navigation', { name: 'Sections', exact: true });

/** Chooses an action of the header's account menu ('Security', 'Sign out everywhere', 'Logout'). */
export async function accountAction(page, action) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menu', { name: 'Account', exact: true }).getByRole('menuitem', { name: action, exact: true }).click();
}

/**
 * Shows a dashboard section (or, with `blog`, a subsection of Blog): the sidebar's tab on wide screens, the
 * dropdown ('Select section to manage' / 'Select blog section') at 768 px and narrower.
 */
export async function openSection(page, label, { blog = false } = {}) {
  if (isNarrow(page)) {
    const picker = page.getByRole('combobox', { name: blog ? 'Select blog section' : 'Select section to manage', exact: true });
    await picker.selectOption({ label });
    expect(await picker.evaluate((select) => select.selectedOptions[0].textContent)).toBe(label);
  } else {
    const strip = blog ? page.getByRole('tablist', { name: 'Blog sections', exact: true }) : sectionNav(page);
    const tab = strip.getByRole('tab', { name: label, exact: true });
    await tab.click();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
  }
  // The section's own heading ('Blog Posts' for the blog's default subsection).
  const heading = blog ? label : (SECTION_HEADINGS[label] ?? label);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

/** A form field by its visible label (the required mark '*' is part of a label's text). */
const fieldOf = (form, label) => form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

export const select = (option) => ({ select: option });
export const check = (...options) => ({ check: options });

/** A rich-text field (a case study's HTML) takes the HTML given in its Source view. */
async function fillHtml(form, label, html) {
  const source = form.getByRole('button', { name: `${label} Source`, exact: true });
  await source.click();
  await fieldOf(form, label).fill(html);
  await source.click();
}

/**
 * Fills a form: a string is typed into the field of that label (a rich-text field's HTML, into its
 * source), `select(label)` picks an option of a select, `check(...)` ticks boxes of the checkbox group
 * named by the key ('Assign to Personas', 'Tags').
 */
export async function fillForm(form, values) {
  for (const [label, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      const field = fieldOf(form, label);
      if ((await field.getAttribute('contenteditable')) === 'true') await fillHtml(form, label, value);
      else await field.fill(value);
    } else if ('select' in value) {
      await fieldOf(form, label).selectOption({ label: value.select });
    } else {
      const group = form.getByRole('group', { name: label, exact: true });
      const box = (name) => group.getByRole('checkbox', { name, exact: true });
      for (const name of value.check ?? []) await box(name).check();
    }
  }
}

/** The value a field of the form shows (to see that Edit loaded the item). */
export const fieldValue = (form, label) => fieldOf(form, label).inputValue();

/** The row of a section's list whose title is `title`. */
export const rowOf = (page, list, title) =>
  page
    .getByRole('list', { name: list, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The console's question before a changed form is left (Cancel, Esc, another section, Back). */
export const leaveDialog = (page) => page.getByRole('dialog', { name: 'Discard unsaved changes?', exact: true });

/**
 * Answers that question with 'Discard changes' and waits for it to close. The question must come:
 * call it only after leaving a form that was changed (it waits for the dialog, and fails without it).
 */
export async function discardChanges(page) {
  const dialog = leaveDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Discard changes', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
