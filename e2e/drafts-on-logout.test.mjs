// A shared computer: the owner types a post the console autosaves, the tab goes away (a reload here,
// as a crash or a closed tab would), and they log out. Logout asks first, names the draft, and once
// answered no autosaved draft is left in the browser's storage; signing in again offers nothing.
// Its own small stack (the built API on a SQLite file, nginx serving the built console), so that it
// needs no database server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startNginx } from '../nginx/nginx-runner.mjs';
import { launchBrowser, screenshot } from './support/browser.mjs';
import { ADMIN_PASSWORD, ADMIN_USERNAME, BUILDS, assertBuilt, startServer, waitForHealth, webRoot } from './support/stack.mjs';
import { accountAction, expectToast, loginCard, signIn, signedInConsole } from './support/admin-console.mjs';

const autosaved = (page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('folio-admin-autosave:')));

let browser;
let api;
let nginx;
let folder;
let htmlRoot;
let url;

beforeAll(async () => {
  assertBuilt();
  folder = mkdtempSync(join(tmpdir(), 'folio-e2e-drafts-'));
  htmlRoot = webRoot();
  const [apiPort, webPort] = [await freePort(), await freePort()];
  url = `http://127.0.0.1:${webPort}`;
  api = startServer('API', BUILDS.api, {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    SQLITE_FILE: join(folder, 'folio.sqlite'),
    MEDIA_DIR: join(folder, 'media'),
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SITE_URL: url,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  });
  [browser] = await Promise.all([launchBrowser(), waitForHealth(api, `http://127.0.0.1:${apiPort}/api/health`)]);
  // The console only: public pages are not visited (their rendering server is not started).
  nginx = await startNginx({ htmlRoot, apiAddress: `127.0.0.1:${apiPort}`, renderAddress: `127.0.0.1:${await freePort()}`, port: webPort });
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await api?.stop();
  if (htmlRoot) rmSync(htmlRoot, { recursive: true, force: true });
  if (folder) rmSync(folder, { recursive: true, force: true });
});

it('logout asks about the autosaved drafts, then leaves none in the browser', async () => {
  const opened = await signedInConsole(browser, url, '/blog/posts/new');
  const { page } = opened;
  const form = page.getByRole('form', { name: 'New Post', exact: true });
  await form.getByLabel(/^Title\*?$/).fill('Unannounced merger');
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('folio-admin-autosave:blog-posts:new')), null, { timeout: 10_000 });

  // The tab goes away with the draft written (the leave question of the browser is accepted), and
  // the owner comes back to the list rather than to the form.
  await page.reload();
  await page.goto(`${url}/admin/blog/posts`);
  await page.getByRole('heading', { name: 'Blog Posts', exact: true }).waitFor();
  expect(await autosaved(page)).toEqual(['folio-admin-autosave:blog-posts:new']);

  await accountAction(page, 'Logout');
  const question = page.getByRole('dialog', { name: 'Delete unsaved drafts?', exact: true });
  await question.waitFor();
  expect(await question.getByRole('listitem').allInnerTexts()).toEqual(['a new post: “Unannounced merger”']);
  await screenshot(page, 'admin-logout-drafts-question');
  await question.getByRole('button', { name: 'Delete drafts and log out', exact: true }).click();
  await loginCard(page).waitFor();
  await expectToast(page, 'Logged out', 'You have been logged out successfully.');
  expect(await autosaved(page)).toEqual([]);

  // Nothing is offered back to whoever signs in next on this browser.
  await page.goto(`${url}/admin/blog/posts/new`);
  await signIn(page);
  await page.getByRole('form', { name: 'New Post', exact: true }).waitFor();
  expect(await page.getByRole('region', { name: 'Unsaved changes', exact: true }).count()).toBe(0);
  expect(await form.getByLabel(/^Title\*?$/).inputValue()).toBe('');
  expect(opened.unexpected()).toEqual([]);
});
