// The console's screens as production serves them: the live previews rendered by the public site's
// own components (module federation, /assets/remoteEntry.js), and every screen checked with axe-core
// in the light and the dark theme, with screenshots at 1280 and 375 px.
import { seriousViolations, screenshot, DESKTOP, MOBILE } from './support/browser.mjs';
import { adminClient } from './support/admin-client.mjs';
import { sendContactMessages } from './support/contact.mjs';
import { useWholeStack } from './support/whole-stack.mjs';
import {
  SECTION_TABS,
  accountAction,
  discardChanges,
  expectToast,
  fillForm,
  leaveDialog,
  loginCard,
  openConsole,
  openSection,
  sectionNav,
  signIn,
} from './support/admin-console.mjs';

const env = useWholeStack('admin-screens');

// A visitor's message, so that the Inbox's list has a row to check as the other sections do; read
// already, so that the tabs and the section picker show their names alone (console-inbox checks the count).
beforeAll(async () => {
  const message = { name: 'Sam Visitor', email: 'sam@example.com', message: 'Could we talk about a project?', persona: 'enterprise', page: '/?persona=enterprise', idempotencyKey: 'admin-screens' };
  expect(await sendContactMessages(env.stack.url, [message])).toEqual([201]);
  const admin = await adminClient(env.stack.url);
  const [stored] = (await admin.call('GET', 'admin/messages?folder=inbox')).body.items;
  expect((await admin.call('PATCH', `admin/messages/${stored.id}`, { read: true })).status).toBe(200);
});

const UNAVAILABLE = 'Live preview unavailable: showing a plain preview.';
/** A post body with GitHub-flavoured Markdown: a heading, a table and strikethrough. */
const MARKDOWN = ['## Retry budgets', '', '| Attempt | Delay |', '| --- | --- |', '| 1 | 1 s |', '| 2 | 4 s |', '', 'Old advice: ~~retry forever~~.'].join('\n');
/** A task list (the spec's post bodies render them). */
const TASK_LIST = '- [x] cap the attempts';

/** Opens Add Post, types the body and shows its preview, rendered by the public site's remote. */
async function previewPost(page, markdown = MARKDOWN) {
  await openSection(page, 'Blog');
  await page.getByRole('button', { name: 'Add Post', exact: true }).click();
  const form = page.getByRole('form', { name: 'New Post', exact: true });
  await fillForm(form, { Title: 'E2E Retry Budgets', Content: markdown });
  // Wide: the preview stands beside the text; narrow: the editor's toggle shows it instead.
  const toggle = form.getByRole('button', { name: 'Preview', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  const preview = form.getByRole('region', { name: 'Content preview', exact: true }).locator('[data-preview-source="public-site"]');
  await preview.getByRole('table').waitFor();
  return { form, preview };
}

it("previews a post body and a case study with the public site's own components, loaded from its remote", async () => {
  const { page, unexpected } = await openConsole(env.browser);
  const fetched = [];
  page.on('response', (response) => {
    if (response.ok()) fetched.push(new URL(response.url()).pathname);
  });
  await page.goto(`${env.stack.url}/admin/`);
  await signIn(page);
  // Nothing of the public site is loaded before a preview needs it.
  expect(fetched.filter((path) => path.startsWith('/assets/'))).toEqual([]);

  const { form, preview } = await previewPost(page, `${MARKDOWN}\n\n${TASK_LIST}`);
  // The GitHub-flavoured Markdown typed, as the public site renders a post's body.
  expect(await preview.getByRole('heading', { name: 'Retry budgets', level: 2 }).isVisible()).toBe(true);
  expect(await preview.getByRole('table').getByRole('row').allInnerTexts()).toEqual(['Attempt\tDelay', '1\t1 s', '2\t4 s']);
  expect(await preview.locator('del').innerText()).toBe('retry forever');
  expect(await preview.getByRole('checkbox').isChecked()).toBe(true);
  expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
  expect(fetched).toContain('/assets/remoteEntry.js');
  expect(fetched).toContainEqual(expect.stringMatching(/^\/assets\/__federation_expose_MarkdownBody-[\w-]+\.js$/));
  // The form was typed into: Cancel asks before dropping it.
  await form.getByRole('button', { name: 'Cancel', exact: true }).click();
  await discardChanges(page);
  await form.waitFor({ state: 'detached' });

  // The case-study form: the public site's card beside it, following what is typed.
  await openSection(page, 'Case Studies');
  await page.getByRole('button', { name: 'Add Case Study', exact: true }).click();
  const studyForm = page.getByRole('form', { name: 'New Case Study', exact: true });
  await fillForm(studyForm, {
    Title: 'E2E Preview Study',
    Subtitle: 'A card before it is saved',
    Description: '<p>Seen <strong>as visitors</strong> will see it.</p>',
    Technologies: 'Rust, MQTT',
  });
  const aside = page.getByRole('complementary', { name: 'Preview', exact: true });
  const card = aside.locator('[data-preview-source="public-site"]');
  await card.getByRole('heading', { name: 'E2E Preview Study', exact: true }).waitFor();
  expect(await card.innerText()).toMatch(/A card before it is saved[\s\S]*Seen as visitors will see it\./);
  expect(await card.getByRole('listitem').allInnerTexts()).toEqual(['Rust', 'MQTT']);
  await fillForm(studyForm, { Title: 'E2E Preview Study, Retitled' });
  await card.getByRole('heading', { name: 'E2E Preview Study, Retitled', exact: true }).waitFor();
  expect(await aside.getByText(UNAVAILABLE).count()).toBe(0);
  expect(fetched).toContainEqual(expect.stringMatching(/^\/assets\/__federation_expose_CaseStudyCard-[\w-]+\.js$/));
  // The remote's entry is fetched once for the page's life.
  expect(fetched.filter((path) => path === '/assets/remoteEntry.js')).toHaveLength(1);
  await studyForm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await discardChanges(page);
  await page.getByRole('button', { name: 'Add Case Study', exact: true }).waitFor();

  expect(unexpected()).toEqual([]);
});

/** The public site's MarkdownBody names a task list's checkboxes ('Done' / 'Not done'): axe's 'label' rule. */
it('names the checkboxes of a task list in the post preview: no serious axe violation', async () => {
  const { page, unexpected } = await openConsole(env.browser);
  await page.goto(`${env.stack.url}/admin/`);
  await signIn(page);
  const { preview } = await previewPost(page, `${MARKDOWN}\n\n${TASK_LIST}`);
  await preview.getByRole('checkbox', { name: 'Done' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  expect(unexpected()).toEqual([]);
});

/** Each dashboard section, with the list that shows once it has loaded (the blog's: its posts; the CV's: its sections). */
const LIST_NAMES = { Blog: 'Blog Posts', Media: 'Images', Inbox: 'Messages', CV: 'Sections' };
const SECTION_LISTS = SECTION_TABS.filter((tab) => tab !== 'Overview').map((tab) => ({ tab, list: LIST_NAMES[tab] ?? tab }));
/**
 * Sections empty on this stack, loaded once their empty state shows: no SMTP server here, so no one
 * can subscribe (the screen says why; e2e/newsletter.test.mjs checks its list with subscribers).
 */
const EMPTY_STATES = { Subscribers: /^No subscribers yet\./ };
/** Screens of settings rather than lists: loaded once their form shows (features/site-settings). */
const FORMS = { Settings: 'Site settings' };

/** The Overview has cards, not a list: loaded once its figures (or its empty state) and its privacy card show. */
async function overviewLoaded(page) {
  await page.getByRole('heading', { name: 'Privacy and email', exact: true }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]') && !document.body.textContent.includes('Loading the overview'));
}
const fileName = (label) => label.toLowerCase().replace(/\W+/g, '-');

describe.each(['light', 'dark'])('in the %s theme', (colorScheme) => {
  // Every screen at two widths, axe on each: two minutes or more when CI's other lane runs the Docker
  // trials beside it (a run timed out at 120 s); the time is no measure of the console's speed.
  it('has no serious axe violation and no problem on any screen, at 1280 and 375 px', async () => {
    const { page, unexpected } = await openConsole(env.browser, { colorScheme, viewport: DESKTOP });
    /** axe-core on the screen as it is, then its screenshot. */
    const check = async (name) => {
      expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
      await screenshot(page, `admin-${name}`);
    };

    await page.goto(`${env.stack.url}/admin/`);
    await loginCard(page).waitFor();
    // The console follows the system's colour scheme.
    expect(await page.evaluate(() => globalThis.document.documentElement.dataset.theme)).toBe(colorScheme);
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await check('login');
    }

    await signIn(page);
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      // The sections in groups (issue 37): a sidebar on wide screens; the spec's dropdown at 768 px and narrower.
      const picker = page.getByRole('combobox', { name: 'Select section to manage', exact: true });
      const tabs = sectionNav(page);
      if (viewport === MOBILE) {
        await picker.waitFor();
        expect(await picker.locator('option:not([disabled])').allInnerTexts()).toEqual(SECTION_TABS);
        expect(await tabs.count()).toBe(0);
      } else {
        await tabs.waitFor();
        expect(await picker.count()).toBe(0);
      }

      await openSection(page, 'Overview');
      await overviewLoaded(page);
      await check('section-overview');
      for (const { tab, list } of SECTION_LISTS) {
        await openSection(page, tab);
        if (EMPTY_STATES[tab]) await page.getByText(EMPTY_STATES[tab]).waitFor();
        else if (FORMS[tab]) await page.getByRole('form', { name: FORMS[tab], exact: true }).waitFor();
        else await page.getByRole('list', { name: list, exact: true }).getByRole('listitem').first().waitFor();
        await check(`section-${fileName(tab)}`);
      }

      // Add Company submitted empty: the spec's validation messages on the fields.
      await openSection(page, 'Companies');
      await page.getByRole('button', { name: 'Add Company', exact: true }).click();
      const form = page.getByRole('form', { name: 'New Company', exact: true });
      await form.getByRole('button', { name: 'Add Company', exact: true }).click();
      await form.getByText('Company name is required', { exact: true }).waitFor();
      expect(await form.getByText('Logo path is required', { exact: true }).isVisible()).toBe(true);
      expect(await form.locator('[aria-invalid="true"]').count()).toBe(2);
      await check('company-form-errors');
      // Nothing was typed: Cancel leaves at once, without asking.
      await form.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.getByRole('button', { name: 'Add Company', exact: true }).waitFor();
      expect(await leaveDialog(page).count()).toBe(0);

      // The post editor with its preview.
      const { form: postForm } = await previewPost(page);
      await check('post-preview');
      // What was typed is not dropped without asking: the question is a screen of its own.
      await postForm.getByRole('button', { name: 'Cancel', exact: true }).click();
      await leaveDialog(page).waitFor();
      await check('discard-dialog');
      await discardChanges(page);
      await postForm.waitFor({ state: 'detached' });
    }

    await accountAction(page, 'Logout');
    await expectToast(page, 'Logged out', 'You have been logged out successfully.');
    await loginCard(page).waitFor();
    expect(unexpected()).toEqual([]);
  }, 300_000);
});
