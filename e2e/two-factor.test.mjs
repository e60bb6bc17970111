// Two-factor sign-in as the owner meets it in the console, production-served (nginx, the built apps,
// the API on a fresh seeded MariaDB): set up from Security with the QR code and the key, confirmed
// with a first code, ten recovery codes shown once; then signing in with the password and a code
// computed here from the key shown, or a recovery code (each signs in once); then turned off with the
// password. The setup dialog and the code step are checked with axe-core and screenshot at 1280 and 375 px.
import { Secret, TOTP } from 'otpauth';
import { openPage, seriousViolations, screenshot, DESKTOP, MOBILE } from './support/browser.mjs';
import { useWholeStack } from './support/whole-stack.mjs';
import { ADMIN_PASSWORD, accountAction, allowFailedLoads, expectToast, loginCard, signIn, submitLogin } from './support/admin-console.mjs';

const env = useWholeStack('two-factor');

/**
 * The failed loads this journey makes on purpose, each once: /api/auth/me while signed out (the spec's auth calls),
 * a wrong first code at setup (400), the used recovery code (401) and a wrong password when turning
 * two-factor off (400).
 */
const ON_PURPOSE = [
  { status: 401, text: 'Unauthorized', path: /^\/api\/auth\/me$/ },
  { status: 400, text: 'Bad Request', path: /^\/api\/admin\/two-factor\/(enable|disable)$/ },
  { status: 401, text: 'Unauthorized', path: /^\/api\/auth\/login\/two-factor$/ },
];

/** The signed-in console, one page through every step. */
let admin;
/** What the console showed at setup: the key as text and the ten recovery codes. */
let key;
let recoveryCodes;

beforeAll(async () => {
  admin = allowFailedLoads(await openPage(env.browser), ON_PURPOSE);
});

/** The authenticator app: the code of the 30-second step `steps` away from now. */
const codeOf = (secret, steps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

const securityDialog = (page) => page.getByRole('dialog', { name: 'Two-factor sign-in', exact: true });
const codeStep = (page) => page.getByRole('form', { name: 'Two-factor code', exact: true });
const dashboardHeading = (page) => page.getByRole('heading', { name: 'Admin Dashboard', level: 1 });

async function openSecurity(page) {
  await accountAction(page, 'Security');
  const dialog = securityDialog(page);
  await dialog.waitFor();
  return dialog;
}

async function logOut(page) {
  await accountAction(page, 'Logout');
  await expectToast(page, 'Logged out', 'You have been logged out successfully.');
  await loginCard(page).waitFor();
}

/** The right password on an account with two-factor on: the code step, and still no session. */
async function passwordThenCodeStep(page) {
  await submitLogin(page, ADMIN_PASSWORD);
  const step = codeStep(page);
  await step.waitFor();
  expect(await loginCard(page).getByRole('heading', { name: 'Admin Login', exact: true }).isVisible()).toBe(true);
  expect(await step.getByLabel('Code', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
  // The browser holds only the pending sign-in: the API still sees nobody signed in.
  expect((await page.request.get(`${env.stack.url}/api/auth/me`)).status()).toBe(401);
  return step;
}

async function verify(step, code) {
  await step.getByLabel('Code', { exact: true }).fill(code);
  await step.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** axe-core on the screen as it is, and its screenshot, at 1280 and 375 px (then back to 1280). */
async function checkScreen(page, name) {
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
    // Nothing wider than the screen (a page scrolling sideways at 375 px).
    expect({ name, overflow: await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth) }).toEqual({ name, overflow: 0 });
    await screenshot(page, name);
  }
  await page.setViewportSize(DESKTOP);
}

it('sets up two-factor from Security: a QR code and the key, a first code to confirm, ten recovery codes shown once', async () => {
  const { page } = admin;
  await page.goto(`${env.stack.url}/admin/`);
  await signIn(page);

  let dialog = await openSecurity(page);
  await dialog.getByText('Two-factor sign-in is off.', { exact: false }).waitFor();
  const setupAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/two-factor/setup');
  await dialog.getByRole('button', { name: 'Set up two-factor sign-in', exact: true }).click();
  const setup = await (await setupAnswer).json();

  const form = dialog.getByRole('form', { name: 'Confirm two-factor setup', exact: true });
  await form.waitFor();
  // The key as text, the one the QR code carries (an image the page's CSP lets load and draw).
  key = (await form.getByTestId('two-factor-secret').innerText()).trim();
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  expect(setup.secret).toBe(key);
  expect(new URL(setup.otpauthUrl).searchParams.get('secret')).toBe(key);
  const qr = form.getByRole('img', { name: 'QR code for your authenticator app', exact: true });
  expect(await qr.getAttribute('src')).toBe(setup.qrCode);
  await page.waitForFunction((image) => image.complete && image.naturalWidth > 0, await qr.elementHandle());
  expect((await qr.boundingBox()).width).toBeGreaterThanOrEqual(150);
  await checkScreen(page, 'two-factor-setup');

  // A wrong code leaves two-factor off, its message under the field.
  const valid = new Set([-1, 0, 1].map((steps) => codeOf(key, steps)));
  const wrong = ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code));
  await form.getByLabel('Code from the app', { exact: true }).fill(wrong);
  await form.getByRole('button', { name: 'Turn on', exact: true }).click();
  await form.getByText('Invalid code', { exact: true }).waitFor();

  await form.getByLabel('Code from the app', { exact: true }).fill(codeOf(key));
  await form.getByRole('button', { name: 'Turn on', exact: true }).click();
  await dialog.getByText('Two-factor sign-in is on. Keep these recovery codes somewhere safe', { exact: false }).waitFor();
  recoveryCodes = await dialog.getByRole('list', { name: 'Recovery codes', exact: true }).getByRole('listitem').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  await checkScreen(page, 'two-factor-recovery-codes');

  await dialog.getByRole('button', { name: 'I have saved my recovery codes', exact: true }).click();
  await dialog.getByText('Two-factor sign-in is on. 10 recovery codes left.', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  // Shown once: opening Security again offers only turning it off.
  dialog = await openSecurity(page);
  await dialog.getByRole('form', { name: 'Turn off two-factor sign-in', exact: true }).waitFor();
  expect(await dialog.getByRole('list', { name: 'Recovery codes', exact: true }).count()).toBe(0);
  expect(await dialog.getByText(recoveryCodes[0], { exact: false }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
});

it('signs in with the password, then a code from the app: no session before the code', async () => {
  const { page } = admin;
  await logOut(page);
  const step = await passwordThenCodeStep(page);
  expect(await dashboardHeading(page).count()).toBe(0);
  await checkScreen(page, 'two-factor-code-step');

  // The setup's code claimed its step, and a code is never accepted twice: the next step's code
  // (the API allows one step of clock drift each way) is always one not used yet.
  await verify(step, codeOf(key, 1));
  await expectToast(page, 'Login successful', 'Welcome to the admin dashboard.');
  await dashboardHeading(page).waitFor();
  expect((await page.request.get(`${env.stack.url}/api/auth/me`)).status()).toBe(200);
});

it('signs in with a recovery code once; the same code is refused the second time, and Back returns to the password', async () => {
  const { page } = admin;
  await logOut(page);
  await verify(await passwordThenCodeStep(page), recoveryCodes[0]);
  await expectToast(page, 'Login successful', 'Welcome to the admin dashboard.');
  await dashboardHeading(page).waitFor();

  await logOut(page);
  const step = await passwordThenCodeStep(page);
  await verify(step, recoveryCodes[0]);
  await expectToast(page, 'Login failed', '401: Invalid code', 'destructive');
  expect(await dashboardHeading(page).count()).toBe(0);
  expect((await page.request.get(`${env.stack.url}/api/auth/me`)).status()).toBe(401);

  await step.getByRole('button', { name: 'Back', exact: true }).click();
  const username = loginCard(page).getByRole('textbox', { name: 'Username', exact: true });
  await username.waitFor();
  expect(await username.evaluate((input) => input === document.activeElement)).toBe(true);
  // Another, unused recovery code still signs in (typed in capitals and without its dash: the same code).
  await verify(await passwordThenCodeStep(page), recoveryCodes[1].replace('-', '').toUpperCase());
  await expectToast(page, 'Login successful', 'Welcome to the admin dashboard.');
  await dashboardHeading(page).waitFor();
});

it('turns two-factor off with the password; signing in then asks only for the password again', async () => {
  const { page } = admin;
  const dialog = await openSecurity(page);
  const form = dialog.getByRole('form', { name: 'Turn off two-factor sign-in', exact: true });
  await dialog.getByText('Two-factor sign-in is on. 8 recovery codes left.', { exact: true }).waitFor();

  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Turn off two-factor sign-in', exact: true }).click();
  await form.getByText('Incorrect password', { exact: true }).waitFor();

  await form.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await form.getByRole('button', { name: 'Turn off two-factor sign-in', exact: true }).click();
  // The dialog closes, so that its toast is in reach (behind a modal it would be hidden from screen readers).
  await dialog.waitFor({ state: 'detached' });
  await expectToast(page, 'Two-factor sign-in is off', 'Signing in asks only for the password again.');
  const reopened = await openSecurity(page);
  await reopened.getByRole('button', { name: 'Set up two-factor sign-in', exact: true }).waitFor();
  await reopened.getByRole('button', { name: 'Close', exact: true }).click();
  await reopened.waitFor({ state: 'detached' });

  await logOut(page);
  await signIn(page);
  expect(await codeStep(page).count()).toBe(0);
});

it('shows the setup dialog in the dark theme too: no serious axe violation at 1280 and 375 px', async () => {
  // A context of its own, following a dark system theme; the setup it starts stays pending (two-factor off).
  const dark = allowFailedLoads(await openPage(env.browser, { colorScheme: 'dark' }), ON_PURPOSE.slice(0, 1));
  const { page } = dark;
  try {
    await page.goto(`${env.stack.url}/admin/`);
    await signIn(page);
    const dialog = await openSecurity(page);
    await dialog.getByRole('button', { name: 'Set up two-factor sign-in', exact: true }).click();
    const qr = dialog.getByRole('img', { name: 'QR code for your authenticator app', exact: true });
    await page.waitForFunction((image) => image.complete && image.naturalWidth > 0, await qr.elementHandle());
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await checkScreen(page, 'two-factor-setup');
    expect(dark.unexpected()).toEqual([]);
  } finally {
    await dark.context.close();
  }
});

it('left no problem behind: no page error, console error, CSP violation or 5xx, and each refusal made on purpose happened', () => {
  expect(admin.unexpected()).toEqual([]);
  const refusals = admin.allowed.map((entry) => entry.path).filter((path) => path !== '/api/auth/me');
  expect(refusals).toEqual(['/api/admin/two-factor/enable', '/api/auth/login/two-factor', '/api/admin/two-factor/disable']);
});
