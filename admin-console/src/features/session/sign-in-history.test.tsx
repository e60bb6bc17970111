import type { SignInRecord } from '@folio/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderConsole } from '../../test/render';
import { accountAction } from '../../test/ui';
import { server } from '../../test/server';

const origin = () => globalThis.location.origin;

const one = (at: string) => ({ at, lastAt: at, count: 1 });
const SIGN_INS: SignInRecord[] = [
  { ...one('2026-11-25T10:16:00.000Z'), address: '198.51.100.7', device: 'Firefox 133 on Linux', outcome: 'success', reason: 'sign-out-everywhere' },
  { ...one('2026-11-25T10:15:00.000Z'), address: '198.51.100.7', device: 'Firefox 133 on Linux', outcome: 'success', reason: 'password' },
  { at: '2026-11-25T10:02:00.000Z', lastAt: '2026-11-25T10:14:00.000Z', count: 105, address: '203.0.113.66', device: 'curl/8.5.0', outcome: 'refused', reason: 'rate-limited' },
  { at: '2026-11-25T10:01:00.000Z', lastAt: '2026-11-25T10:02:00.000Z', count: 110, address: '203.0.113.66', device: 'curl/8.5.0', outcome: 'failure', reason: 'wrong-password' },
  { ...one('2026-11-25T10:00:00.000Z'), address: '2001:db8:1:2:0:0:0:0/64', device: 'curl/8.5.0', outcome: 'refused', reason: 'cross-site' },
];

function securityServer(signIns: SignInRecord[] | Response) {
  let asked = 0;
  server.use(
    http.get(`${origin()}/api/admin/two-factor`, () => HttpResponse.json({ enabled: false, recoveryCodesLeft: 0 })),
    http.get(`${origin()}/api/admin/security/sign-ins`, () => {
      asked += 1;
      return signIns instanceof Response ? signIns : HttpResponse.json(signIns);
    }),
  );
  return { asked: () => asked };
}

describe('the recent sign-ins on the Security page', () => {
  it('lists each attempt: when, the address, the device and the outcome with its reason, newest first; failures counted', async () => {
    const { user } = await renderConsole();
    const security = securityServer(SIGN_INS);
    await accountAction(user, 'Security');
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    const table = await within(dialog).findByRole('table', { name: 'Recent sign-ins' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent))).toEqual([
      ['198.51.100.7', 'Firefox 133 on Linux', 'Signed out everywhere'],
      ['198.51.100.7', 'Firefox 133 on Linux', 'Signed in: Password'],
      ['203.0.113.66', 'curl/8.5.0', 'Refused: Too many attempts ×105'],
      ['203.0.113.66', 'curl/8.5.0', 'Failed: Wrong password ×110'],
      ['2001:db8:1:2:0:0:0:0/64', 'curl/8.5.0', 'Refused: Sent from another site'],
    ]);
    expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', SIGN_INS[0]!.at);
    // A counted row spans its first attempt to its last.
    expect([...rows[3]!.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual([SIGN_INS[3]!.at, SIGN_INS[3]!.lastAt]);
    expect(rows[1]!.querySelectorAll('time')).toHaveLength(1);
    expect(security.asked()).toBe(1);

    // Asked afresh each time the page opens.
    await user.keyboard('{Escape}');
    await accountAction(user, 'Security');
    await within(await screen.findByRole('dialog', { name: 'Two-factor sign-in' })).findByRole('table', { name: 'Recent sign-ins' });
    expect(security.asked()).toBe(2);
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    const { user } = await renderConsole();
    securityServer([]);
    await accountAction(user, 'Security');
    expect(await within(await screen.findByRole('dialog', { name: 'Two-factor sign-in' })).findByText('No sign-ins yet.')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    securityServer(HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }));
    await accountAction(user, 'Security');
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    expect(await within(dialog).findByText('503: Database unavailable')).toBeInTheDocument();
  });
});
