import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ADMIN } from '../../test/fake-api';
import { findToast, renderConsole } from '../../test/render';
import { server } from '../../test/server';
import { accountAction, field } from '../../test/ui';

const CODE = '123456';
const origin = () => globalThis.location.origin;

describe('two-factor sign-in', () => {
  it('asks for the code after a right password and signs in only once the code is accepted', async () => {
    const { api, user } = await renderConsole({ signedIn: false });
    api.failNext('POST', '/api/auth/login', () => HttpResponse.json({ twoFactorRequired: true }, { status: 202 }));
    const sent: unknown[] = [];
    server.use(
      http.post(`${origin()}/api/auth/login/two-factor`, async ({ request }) => {
        const body = (await request.json()) as { code: string };
        sent.push(body);
        if (body.code !== CODE) return HttpResponse.json({ message: 'Invalid code' }, { status: 401 });
        // The fake API's own sign-in opens its session, as the real second step does.
        await fetch(`${origin()}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
        return HttpResponse.json({ username: ADMIN.username });
      }),
    );

    await user.type(field('Username'), ADMIN.username);
    await user.type(field('Password'), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const step = await screen.findByRole('form', { name: 'Two-factor code' });
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(field('Code', step)).toHaveFocus();

    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByText('Code is required')).toBeInTheDocument();

    await user.type(field('Code', step), '000000');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    await findToast('Login failed', '401: Invalid code');

    await user.clear(field('Code', step));
    await user.type(field('Code', step), ` ${CODE} `);
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    await findToast('Login successful', 'Welcome to the admin dashboard.');
    expect(sent).toEqual([{ code: '000000' }, { code: CODE }]);
  });

  it('Back returns to the username and password', async () => {
    const { api, user } = await renderConsole({ signedIn: false });
    api.failNext('POST', '/api/auth/login', () => HttpResponse.json({ twoFactorRequired: true }, { status: 202 }));
    await user.type(field('Username'), ADMIN.username);
    await user.type(field('Password'), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(field('Username')).toHaveFocus();
  });
});

describe('two-factor settings', () => {
  function twoFactorServer() {
    const state = { enabled: false, csrf: [] as (string | null)[] };
    server.use(
      http.get(`${origin()}/api/admin/two-factor`, () => HttpResponse.json({ enabled: state.enabled, recoveryCodesLeft: state.enabled ? 10 : 0 })),
      http.get(`${origin()}/api/admin/security/sign-ins`, () => HttpResponse.json([])),
      http.post(`${origin()}/api/admin/two-factor/setup`, ({ request }) => {
        state.csrf.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Folio:admin?secret=JBSWY3DPEHPK3PXP', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' });
      }),
      http.post(`${origin()}/api/admin/two-factor/enable`, async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== CODE) return HttpResponse.json({ message: 'Invalid code', fields: { code: 'Invalid code' } }, { status: 400 });
        state.enabled = true;
        return HttpResponse.json({ recoveryCodes: Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`) });
      }),
      http.post(`${origin()}/api/admin/two-factor/disable`, async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        if (password !== ADMIN.password) return HttpResponse.json({ message: 'Incorrect password', fields: { password: 'Incorrect password' } }, { status: 400 });
        state.enabled = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    return state;
  }

  it('sets up from the Security dialog: QR code and key, a first code, then the recovery codes once', async () => {
    const { api, user } = await renderConsole();
    const state = twoFactorServer();
    await accountAction(user, 'Security');
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    await user.click(await within(dialog).findByRole('button', { name: 'Set up two-factor sign-in' }));

    const form = await within(dialog).findByRole('form', { name: 'Confirm two-factor setup' });
    expect(within(form).getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(form).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(state.csrf).toEqual([api.token]);

    await user.type(field('Code from the app', form), '999999');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText('Invalid code')).toBeInTheDocument();
    expect(state.enabled).toBe(false);

    await user.clear(field('Code from the app', form));
    await user.type(field('Code from the app', form), CODE);
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toHaveLength(10);
    expect(within(codes).getByText('abcd0-efgh0')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await within(dialog).findByText(/Two-factor sign-in is on\. 10 recovery codes left\./)).toBeInTheDocument();
    expect(within(dialog).queryByText('abcd0-efgh0')).not.toBeInTheDocument();
  });

  it('turns off only with the password', async () => {
    const { user } = await renderConsole();
    const state = twoFactorServer();
    state.enabled = true;
    await accountAction(user, 'Security');
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    const form = await within(dialog).findByRole('form', { name: 'Turn off two-factor sign-in' });

    await user.type(field('Password', form), 'not the password');
    await user.click(within(form).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(form).findByText('Incorrect password')).toBeInTheDocument();
    expect(state.enabled).toBe(true);

    await user.clear(field('Password', form));
    await user.type(field('Password', form), ADMIN.password);
    await user.click(within(form).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    // The dialog closes, so the toast is not behind a modal (hidden from screen readers, out of reach).
    await findToast('Two-factor sign-in is off', 'Signing in asks only for the password again.');
    expect(screen.queryByRole('dialog', { name: 'Two-factor sign-in' })).not.toBeInTheDocument();
    expect(state.enabled).toBe(false);
    await accountAction(user, 'Security');
    const reopened = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    expect(await within(reopened).findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });

  it('shows a refusal without field messages inside the dialog, where a toast would be hidden behind it', async () => {
    const { user } = await renderConsole();
    const state = twoFactorServer();
    state.enabled = true;
    const TOO_MANY = 'Too many failed attempts. Try again in 15 minute(s).';
    server.use(http.post(`${origin()}/api/admin/two-factor/disable`, () => HttpResponse.json({ message: TOO_MANY }, { status: 429 })));
    await accountAction(user, 'Security');
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    const form = await within(dialog).findByRole('form', { name: 'Turn off two-factor sign-in' });

    await user.type(field('Password', form), ADMIN.password);
    await user.click(within(form).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(`429: ${TOO_MANY}`);
    expect(state.enabled).toBe(true);
  });
});
