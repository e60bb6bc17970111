// The owner's words, end to end on the production stack behind nginx: a chooser bullet changed in the
// console's Site settings (/admin/site) appears on / for a visitor without a rebuild, at 1280 and 375 px,
// in both themes; axe finds no serious or critical violation on the Site screen at either width.
import { expectToast, signedInConsole } from './support/admin-console.mjs';
import { DESKTOP, MOBILE, openPage, screenshot, seriousViolations } from './support/browser.mjs';
import { eventually } from './support/poll.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('site-texts');
const at = (path) => `${env.stack.url}${path}`;
const TIMEOUT = 240_000;


describe.each(['light', 'dark'])('in the %s theme', (colorScheme) => {
  it('a chooser bullet saved on the Site screen shows on / at 1280 and 375 px, and the screen passes axe', async () => {
    const bullet = `Architecture reviews within a week (${colorScheme})`;
    const { page: console, unexpected } = await signedInConsole(env.browser, env.stack.url, '/site', { colorScheme, viewport: DESKTOP });
    const form = console.getByRole('form', { name: 'Site settings' });
    await form.waitFor();
    for (const viewport of [DESKTOP, MOBILE]) {
      await console.setViewportSize(viewport);
      expect({ viewport, violations: await seriousViolations(console) }).toEqual({ viewport, violations: [] });
      await screenshot(console, 'console-site-settings');
    }
    await console.setViewportSize(DESKTOP);
    const enterprise = form.getByRole('group', { name: 'Enterprise Tech card' });
    await enterprise.getByLabel('Bullet 1', { exact: false }).fill(bullet);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(console, 'Success', 'Site settings saved successfully');
    expect(unexpected()).toEqual([]);
    await console.context().close();

    const { context, page, problems } = await openPage(env.browser, { colorScheme });
    try {
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        // nginx keeps an anonymous page a few seconds: the new words show once that copy has expired.
        await eventually(`the new bullet on / at ${viewport.width} px`, async () => {
          await page.goto(at('/'));
          const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Enterprise Tech' }) });
          return (await card.getByText(bullet, { exact: true }).count()) === 1;
        }, { within: 20_000, every: 1_000 });
        await screenshot(page, 'chooser-site-texts');
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, TIMEOUT);
});
