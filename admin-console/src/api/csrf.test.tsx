import { LIMITS } from '@folio/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createStore } from '../app/store';
import { createFakeApi } from '../test/fake-api';
import { findToast, renderConsole } from '../test/render';
import { fill, openSection } from '../test/ui';
import { resourceApi } from './resource-endpoints';

const writes = (api: ReturnType<typeof createFakeApi>) => api.requests.filter((request) => request.method !== 'GET');

it('sends the CSRF token as x-csrf-token on every write, fetching it once', async () => {
  const { user, api } = await renderConsole();
  await screen.findByRole('heading', { name: 'Meridian Cloudworks' });

  await user.click(screen.getByRole('button', { name: 'Add Company' }));
  await fill(user, [{ type: 'Company Name', value: 'Acme' }, { type: 'Logo Path', value: '/images/acme.svg' }]);
  await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Add Company' }));
  await findToast('Success', 'Company added successfully');

  await user.click(screen.getByRole('button', { name: 'Edit Meridian Cloudworks' }));
  await user.click(screen.getByRole('button', { name: 'Update Company' }));
  await findToast('Success', 'Company updated successfully');

  await user.click(screen.getByRole('button', { name: 'Delete Acme' }));
  await findToast('Success', 'Company deleted successfully');

  await openSection(user, 'Blog', 'Tags');
  await user.click(await screen.findByRole('button', { name: 'Add Tag' }));
  await fill(user, [{ type: 'Name', value: 'Edge' }]);
  await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Add Tag' }));
  await findToast('Success', 'Tag added successfully');

  expect(writes(api).map((request) => `${request.method} ${request.path}`)).toEqual([
    'POST /api/admin/companies',
    'PUT /api/admin/companies/1',
    'DELETE /api/admin/companies/1001',
    'POST /api/admin/blog/tags',
  ]);
  for (const request of writes(api)) expect(request.csrf).toBe(api.token);
  // The token is cached (5 minutes, as the spec sets), not fetched per write.
  expect(api.calls('GET', '/api/csrf-token')).toHaveLength(1);
});

it('refetches the token after a 403 and retries once', async () => {
  const { user, api } = await renderConsole();
  await user.click(await screen.findByRole('button', { name: 'Edit Meridian Cloudworks' }));
  await user.click(screen.getByRole('button', { name: 'Update Company' }));
  await findToast('Success', 'Company updated successfully');
  const stale = api.token;

  api.rotateToken(); // e.g. a new session elsewhere: the cached token is refused
  await user.click(screen.getByRole('button', { name: 'Delete Meridian Cloudworks' }));
  await findToast('Success', 'Company deleted successfully');

  const deletes = api.calls('DELETE', '/api/admin/companies/1');
  expect(deletes.map((request) => request.csrf)).toEqual([stale, api.token]);
  expect(api.calls('GET', '/api/csrf-token')).toHaveLength(2);
});

it('gives up after one retry and shows the server message', async () => {
  const { user, api } = await renderConsole();
  const refused = () => HttpResponse.json({ message: 'Missing or invalid CSRF token.' }, { status: 403 });
  api.failNext('DELETE', '/api/admin/companies/1', refused);
  api.failNext('DELETE', '/api/admin/companies/1', refused);
  await user.click(await screen.findByRole('button', { name: 'Delete Meridian Cloudworks' }));
  await findToast('Error', '403: Missing or invalid CSRF token.');
  expect(api.calls('DELETE', '/api/admin/companies/1')).toHaveLength(2);
  expect(screen.getByRole('heading', { name: 'Meridian Cloudworks' })).toBeInTheDocument();
});

it('keeps the token for 5 minutes, then fetches a new one', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const api = createFakeApi();
    const store = createStore();
    const write = () =>
      store.dispatch(resourceApi.endpoints.deleteResource.initiate({ resource: 'social-links', id: 1 })).unwrap().catch(() => undefined);

    await write();
    jest.setSystemTime(Date.now() + (LIMITS.csrfTokenCacheSeconds - 10) * 1000);
    await write();
    expect(api.calls('GET', '/api/csrf-token')).toHaveLength(1);

    jest.setSystemTime(Date.now() + 20 * 1000);
    await write();
    expect(api.calls('GET', '/api/csrf-token')).toHaveLength(2);
    expect(LIMITS.csrfTokenCacheSeconds).toBe(300);
  } finally {
    jest.useRealTimers();
  }
});
