import { NEWSLETTER_MESSAGES, SUBSCRIBER_STATUS_LABELS } from '@folio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { address, findToast } from '../../test/render';
import { field } from '../../test/ui';
import { growthDays, renderWithNewsletter, subscriber, type FakeNewsletterOptions } from './testing/fake-newsletter-api';
import { SUBSCRIBER_PAGE_SIZE } from './use-subscriber-page';

const people = () => [
  subscriber({ email: 'ada@example.com', personas: ['enterprise', 'business'], daysAgo: 1 }),
  subscriber({ email: 'grace@example.org', status: 'pending', personas: ['enterprise'], daysAgo: 2 }),
  subscriber({ email: 'linus@example.com', status: 'unsubscribed', personas: ['fitness'], daysAgo: 5, unsubscribedAt: new Date().toISOString() }),
  subscriber({ email: 'bounce@example.net', status: 'suppressed', personas: ['business'], daysAgo: 9, suppressedReason: '550 5.1.1 No such user' }),
];

const emails = () => within(screen.getByRole('list', { name: 'Subscribers' })).getAllByRole('heading').map((heading) => heading.textContent);
const rowOf = (email: string) => screen.getByRole('heading', { name: email }).closest('li')!;
const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
const query = () => Object.fromEntries(new URLSearchParams(window.location.search));

async function openSubscribers(newsletter: FakeNewsletterOptions = { subscribers: people() }, at = '/admin/subscribers') {
  const rendered = await renderWithNewsletter({ at, newsletter });
  await screen.findByRole('table', { name: 'Subscribers by persona' });
  return rendered;
}

describe('the Subscribers screen', () => {
  it('has its tab after the Inbox, and its own address', async () => {
    const { user } = await renderWithNewsletter({ newsletter: { subscribers: people() } });
    const tabs = within(screen.getByRole('tablist', { name: 'Audience sections' })).getAllByRole('tab');
    expect(tabs.slice(-2).map((tab) => tab.textContent)).toEqual(['Inbox', 'Subscribers']);
    await user.click(screen.getByRole('tab', { name: 'Subscribers' }));
    expect(address()).toBe('/admin/subscribers');
    expect(await screen.findByRole('heading', { level: 2, name: 'Subscribers' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Subscribers' })).toHaveAttribute('aria-selected', 'true');
  });

  it('counts the addresses by persona and status, each address once in the last row', async () => {
    await openSubscribers();
    expect(cellsOf(screen.getByRole('table', { name: 'Subscribers by persona' }))).toEqual([
      ['Persona', 'Subscribed', 'Waiting for confirmation', 'Unsubscribed', 'Suppressed', 'Total'],
      ['Enterprise Tech', '1', '1', '0', '0', '2'],
      ['Business Automation', '1', '0', '0', '1', '2'],
      ['Fitness Coach', '0', '0', '1', '0', '1'],
      ['All addresses', '1', '1', '1', '1', '4'],
    ]);
  });

  it('shows the growth of the last 90 days, its days with a change in a table', async () => {
    const { user } = await openSubscribers({ subscribers: people(), growth: growthDays({ 0: { confirmed: 2 }, 10: { confirmed: 3, left: 1 } }) });
    expect(screen.getByText('5 confirmed and 1 left in the last 90 days (UTC days).')).toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show as table' });
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const rows = cellsOf(screen.getByRole('table', { name: 'Growth over the last 90 days' }));
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      ['3', '1'],
      ['2', '0'],
    ]);
  });

  it('lists the addresses newest first: status, personas, and when they signed up and confirmed', async () => {
    const { newsletter } = await openSubscribers();
    expect(emails()).toEqual(['ada@example.com', 'grace@example.org', 'linus@example.com', 'bounce@example.net']);
    const ada = rowOf('ada@example.com');
    expect(within(ada).getByText(SUBSCRIBER_STATUS_LABELS.confirmed)).toBeInTheDocument();
    expect(within(ada).getByText('Enterprise Tech, Business Automation')).toBeInTheDocument();
    const signedUp = new Date(newsletter.state.subscribers[0]!.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' });
    expect(within(ada).getByText('Signed up').nextSibling).toHaveTextContent(signedUp);
    const grace = rowOf('grace@example.org');
    expect(within(grace).getByText(SUBSCRIBER_STATUS_LABELS.pending)).toBeInTheDocument();
    // Not confirmed yet: no date.
    expect(within(grace).getByText('Confirmed').nextSibling).toHaveTextContent('—');
    expect(within(rowOf('bounce@example.net')).getByText('550 5.1.1 No such user')).toBeInTheDocument();
    expect(screen.getByText('4 subscribers')).toBeInTheDocument();
    expect(screen.queryByText(NEWSLETTER_MESSAGES.mailOff)).not.toBeInTheDocument();
  });

  it('says at the top when email is not configured, and still shows the rest', async () => {
    await openSubscribers({ subscribers: people(), mailConfigured: false });
    expect(screen.getByRole('note')).toHaveTextContent(NEWSLETTER_MESSAGES.mailOff);
    expect(emails()).toHaveLength(4);
  });

  it('puts the search, the status and the persona in the address and sends them to the API; the CSV link carries them', async () => {
    const { user, newsletter } = await openSubscribers();
    const lastList = () => newsletter.calls('GET', '/api/admin/newsletter/subscribers').at(-1)!.query;
    expect(lastList()).toEqual({ page: '1', pageSize: String(SUBSCRIBER_PAGE_SIZE) });
    const csv = () => new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!);
    expect(csv().pathname).toBe('/api/admin/newsletter/subscribers.csv');
    expect(csv().search).toBe('');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');

    await user.type(field('Search subscribers'), 'EXAMPLE.COM');
    await waitFor(() => expect(query()).toEqual({ q: 'EXAMPLE.COM' }));
    await waitFor(() => expect(emails()).toEqual(['ada@example.com', 'linus@example.com']));
    expect(lastList()).toMatchObject({ q: 'EXAMPLE.COM' });

    await user.selectOptions(field('Status filter'), SUBSCRIBER_STATUS_LABELS.confirmed);
    await user.selectOptions(field('Persona filter'), 'Business Automation');
    expect(query()).toEqual({ q: 'EXAMPLE.COM', status: 'confirmed', persona: 'business' });
    await waitFor(() => expect(lastList()).toEqual({ q: 'EXAMPLE.COM', status: 'confirmed', persona: 'business', page: '1', pageSize: String(SUBSCRIBER_PAGE_SIZE) }));
    await waitFor(() => expect(emails()).toEqual(['ada@example.com']));
    expect(Object.fromEntries(csv().searchParams)).toEqual({ q: 'EXAMPLE.COM', status: 'confirmed', persona: 'business' });

    await user.selectOptions(field('Persona filter'), 'Fitness Coach');
    expect(await screen.findByText('No subscribers match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(query()).toEqual({});
    await waitFor(() => expect(emails()).toHaveLength(4));
  });

  it('opens at an address that names filters and a page, with them applied and shown', async () => {
    const many = Array.from({ length: SUBSCRIBER_PAGE_SIZE + 3 }, (_, index) => subscriber({ email: `reader${index + 1}@example.com`, daysAgo: index + 1 }));
    const { newsletter } = await openSubscribers({ subscribers: many }, '/admin/subscribers?status=confirmed&persona=enterprise&q=reader&page=2');
    await waitFor(() => expect(emails()).toEqual(['reader51@example.com', 'reader52@example.com', 'reader53@example.com']));
    expect(newsletter.calls('GET', '/api/admin/newsletter/subscribers').at(-1)!.query).toEqual({ q: 'reader', status: 'confirmed', persona: 'enterprise', page: '2', pageSize: String(SUBSCRIBER_PAGE_SIZE) });
    expect(field('Status filter')).toHaveValue('confirmed');
    expect(field('Persona filter')).toHaveValue('enterprise');
    expect(field('Search subscribers')).toHaveValue('reader');
    expect(screen.getByText(`Showing 51–53 of 53 subscribers · page 2 of 2`)).toBeInTheDocument();
  });

  it('deletes an address only once asked, saying it erases the address and its consent records for good', async () => {
    const { user, api, newsletter } = await openSubscribers();
    const grace = newsletter.state.subscribers.find((item) => item.email === 'grace@example.org')!;
    await user.click(within(rowOf('grace@example.org')).getByRole('button', { name: 'Delete grace@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete grace@example.org?' });
    expect(dialog).toHaveAccessibleDescription(/erases the address and its consent records/);
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(newsletter.calls('DELETE', /subscribers/)).toHaveLength(0);

    await user.click(within(rowOf('grace@example.org')).getByRole('button', { name: 'Delete grace@example.org' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete address' }));
    await findToast('Success', 'grace@example.org deleted');
    const deletes = newsletter.calls('DELETE', /subscribers/);
    expect(deletes.map((call) => call.path)).toEqual([`/api/admin/newsletter/subscribers/${grace.id}`]);
    expect(deletes[0]!.csrf).toBe(api.token);
    await waitFor(() => expect(emails()).toEqual(['ada@example.com', 'linus@example.com', 'bounce@example.net']));
    // The counts are read again: one address fewer waiting.
    await waitFor(() => expect(cellsOf(screen.getByRole('table', { name: 'Subscribers by persona' })).at(-1)).toEqual(['All addresses', '1', '0', '1', '1', '3']));
    expect(screen.getByRole('heading', { level: 2, name: 'Subscribers' })).toHaveFocus();
  });

  it('says why a delete failed, in the dialog, and keeps the address', async () => {
    const { user, newsletter } = await openSubscribers();
    newsletter.failNext('DELETE', /\/subscribers\/\d+$/, () => Response.json({ message: 'Database is busy' }, { status: 503 }));
    await user.click(within(rowOf('ada@example.com')).getByRole('button', { name: 'Delete ada@example.com' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('503: Database is busy');
    expect(newsletter.state.subscribers.map((item) => item.email)).toContain('ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(emails()).toContain('ada@example.com');
  });

  it.each(['light', 'dark'])('has no axe violations (%s theme)', async (theme) => {
    localStorage.setItem('folio-theme', theme);
    const { user } = await openSubscribers({ subscribers: people(), mailConfigured: false, growth: growthDays({ 3: { confirmed: 1 } }) });
    expect(document.documentElement.dataset.theme).toBe(theme);
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const run = () =>
      axe.run(screen.getByRole('region', { name: 'Subscribers' }), { rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } } });
    const violations = (results: axe.AxeResults) => results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(violations(await run())).toEqual([]);
    await user.click(within(rowOf('ada@example.com')).getByRole('button', { name: 'Delete ada@example.com' }));
    const dialog = screen.getByRole('dialog');
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations(results)).toEqual([]);
  });
});
