import { screen, waitFor, within } from '@testing-library/react';
import { busyOverview } from '../../test/analytics-fixtures';
import { findToast, renderConsole, type RenderOptions } from '../../test/render';

async function openOverview(options: RenderOptions = {}) {
  const rendered = await renderConsole({ at: '/admin/overview', ...options, analytics: { overview: busyOverview, ...options.analytics } });
  await screen.findByRole('table', { name: 'Top pages' });
  return rendered;
}

describe('deleting every analytic', () => {
  it('asks first; Cancel sends nothing', async () => {
    const { user, api } = await openOverview();
    await user.click(screen.getByRole('button', { name: 'Delete all analytics' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete all analytics?' });
    expect(dialog).toHaveTextContent('this cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE', '/api/admin/analytics')).toEqual([]);
  });

  it('confirmed, sends DELETE with the CSRF token and shows the empty overview', async () => {
    const { user, api } = await openOverview();
    await user.click(screen.getByRole('button', { name: 'Delete all analytics' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete all analytics?' })).getByRole('button', { name: 'Delete all analytics' }));
    await findToast('Success', 'All analytics deleted');
    expect(api.calls('DELETE', '/api/admin/analytics').map((call) => call.csrf)).toEqual([api.token]);
    expect(await screen.findByText('No visits in this range yet.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in the dialog why the API refused, and keeps it open', async () => {
    const { user, api } = await openOverview();
    api.failNext('DELETE', '/api/admin/analytics', () => Response.json({ message: 'Database is busy' }, { status: 503 }));
    await user.click(screen.getByRole('button', { name: 'Delete all analytics' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete all analytics?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete all analytics' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('503: Database is busy');
    expect(api.analytics.deleted).toBe(false);
  });
});

describe('the weekly digest', () => {
  it('is turned on and off with a PUT carrying the CSRF token', async () => {
    const { user, api } = await openOverview();
    const toggle = await screen.findByRole('switch', { name: 'Email me a weekly digest' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await findToast('Success', 'Weekly digest turned on');
    expect(toggle).toBeChecked();
    expect(api.calls('PUT', '/api/admin/analytics/settings').map((call) => [call.body, call.csrf])).toEqual([[{ weeklyDigest: true }, api.token]]);
    expect(api.analytics.settings.weeklyDigest).toBe(true);
    await user.click(toggle);
    await findToast('Success', 'Weekly digest turned off');
    expect(api.calls('PUT', '/api/admin/analytics/settings').at(-1)!.body).toEqual({ weeklyDigest: false });
  });

  it('is off and disabled, saying why, when the server cannot send email', async () => {
    const { api } = await openOverview({ analytics: { settings: { emailConfigured: false, weeklyDigest: true } } });
    const toggle = await screen.findByRole('switch', { name: 'Email me a weekly digest' });
    await waitFor(() => expect(toggle).toHaveAccessibleDescription(/Email is not set up on the server/));
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(api.calls('PUT', '/api/admin/analytics/settings')).toEqual([]);
  });
});
