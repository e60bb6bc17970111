// A case study's Challenge written with the console's rich-text editor, as production serves it (nginx,
// the built apps, the API on MariaDB), at 1280 and 375 px in both themes: the toolbar formats, the
// Source toggle shows the HTML, the API stores exactly that HTML, and the persona page's dialog shows it.
import { DESKTOP, MOBILE, openPage, screenshot, seriousViolations } from './support/browser.mjs';
import { adminClient } from './support/admin-client.mjs';
import { expectToast, signedInConsole } from './support/admin-console.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('console-rich-text', { microCache: false });
const TITLE = 'Event-Driven Integration Platform';
const PERSONA_PAGE = '/?persona=enterprise';

const VIEWS = [DESKTOP, MOBILE].flatMap((viewport) => ['light', 'dark'].map((colorScheme) => ({ viewport, colorScheme })));

/** The case study as the API has it (the console's list, read with an owner's session). */
async function storedCaseStudy() {
  const { call } = await adminClient(env.stack.url);
  const { body } = await call('GET', 'admin/case-studies');
  return body.find((study) => study.title === TITLE);
}

it.each(VIEWS)("writes a Challenge with the toolbar that the persona page's dialog shows ($viewport.width px, $colorScheme)", async ({ viewport, colorScheme }) => {
  const { id } = await storedCaseStudy();
  const marker = `Nightly batch files at ${viewport.width} px, ${colorScheme}`;
  const { page, unexpected, context } = await signedInConsole(env.browser, env.stack.url, `/case-studies/${id}`, { viewport, colorScheme });
  const form = page.getByRole('form', { name: 'Edit Case Study', exact: true });
  const challenge = form.getByRole('textbox', { name: 'Challenge', exact: true });
  const tool = (name) => form.getByRole('toolbar', { name: 'Challenge formatting', exact: true }).getByRole('button', { name, exact: true });

  // Replace the text: a paragraph, then a bulleted item made bold with the toolbar.
  await challenge.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${marker}.`);
  await page.keyboard.press('Enter');
  await tool('Bulleted list').click();
  await page.keyboard.type('Late files');
  await page.keyboard.press('Shift+Home');
  await tool('Bold').click();
  expect(await tool('Bold').getAttribute('aria-pressed')).toBe('true');
  expect(await tool('Bulleted list').getAttribute('aria-pressed')).toBe('true');
  const expected = `<p>${marker}.</p><ul><li><p><strong>Late files</strong></p></li></ul>`;

  // Nothing wider than the screen, the toolbar included (it wraps at 375 px).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await challenge.scrollIntoViewIfNeeded();
  await screenshot(page, 'console-rich-text');

  // The Source toggle shows the HTML the editor made, and the editor comes back as it was.
  const source = form.getByRole('button', { name: 'Challenge Source', exact: true });
  await source.click();
  const html = form.getByRole('textbox', { name: 'Challenge', exact: true });
  expect(await html.evaluate((element) => element.tagName)).toBe('TEXTAREA');
  expect(await html.inputValue()).toBe(expected);
  await source.click();
  await challenge.getByRole('listitem').getByText('Late files', { exact: true }).waitFor();

  await form.getByRole('button', { name: 'Update Case Study', exact: true }).click();
  await expectToast(page, 'Success', 'Case study updated successfully');
  // The API's sanitiser kept the editor's HTML as it was.
  expect((await storedCaseStudy()).challenge).toBe(expected);
  expect(unexpected()).toEqual([]);
  await context.close();

  const visitor = await openPage(env.browser, { viewport, colorScheme });
  await visitor.page.goto(`${env.stack.url}${PERSONA_PAGE}`);
  await visitor.page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  // The carousel's island hydrates once seen; its link alone (before that) would load the dialog's own page.
  await visitor.page.locator('#case-studies').scrollIntoViewIfNeeded();
  await visitor.page.locator('[data-island="caseStudies"] .slick-list').first().waitFor();
  const card = visitor.page
    .locator('#case-studies')
    .getByRole('group')
    .filter({ has: visitor.page.getByRole('heading', { name: TITLE, exact: true }) })
    .first();
  await card.getByRole('link', { name: 'View Case Study' }).dispatchEvent('click');
  const dialog = visitor.page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Challenge', exact: true }).click();
  const panel = dialog.getByRole('tabpanel');
  await panel.getByText(`${marker}.`, { exact: true }).waitFor();
  expect(await panel.getByRole('listitem').locator('strong').innerText()).toBe('Late files');
  expect(await seriousViolations(visitor.page)).toEqual([]);
  await screenshot(visitor.page, 'case-study-dialog-rich-text');
  expect(visitor.problems).toEqual([]);
  await visitor.context.close();
});
