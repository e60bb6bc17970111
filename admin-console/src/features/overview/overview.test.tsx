import { dayOf, presetRange, RANGE_MESSAGES, type RangePreset } from '@folio/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { busyOverview } from '../../test/analytics-fixtures';
import { address, renderConsole, type RenderOptions } from '../../test/render';

const busy = { analytics: { overview: busyOverview } } satisfies RenderOptions;
const today = () => dayOf(Date.now());
const overviewCalls = (api: Awaited<ReturnType<typeof renderConsole>>['api']) => api.calls('GET', '/api/admin/analytics/overview').map((call) => call.query);
/** A headline figure's term, value and change, as read (its term is the button that draws it in the chart). */
const figure = (label: string) => Array.from(screen.getByRole('button', { name: label, pressed: label === 'Visitors' ? true : undefined }).closest('dt')!.parentElement!.children, (part) => part.textContent);
const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

async function openOverview(at = '/admin/overview', options: RenderOptions = busy) {
  const rendered = await renderConsole({ at, ...options });
  await waitFor(() => expect(screen.queryByText('Loading the overview...')).not.toBeInTheDocument());
  return rendered;
}

describe('the overview', () => {
  it('is where /admin opens, in place of itself, with its tab first and chosen', async () => {
    const before = window.history.length;
    await openOverview('/admin/');
    expect(address()).toBe('/admin/overview');
    expect(window.history.length).toBe(before);
    expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Audience sections' })).getAllByRole('tab');
    expect(tabs[0]).toHaveTextContent('Overview');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveTextContent('Inbox');
  });

  it('shows visitors, visits, page views, bounce rate, visit duration and messages with their change against the previous period, and who is on the site now', async () => {
    await openOverview();
    expect(figure('Visitors')).toEqual(['Visitors', '112', expect.stringMatching(/^\+12 % against the previous period \(100 from .+\) vs previous period$/)]);
    expect(figure('Visits').slice(0, 2)).toEqual(['Visits', '150']);
    // No page views before: a percentage would mean nothing.
    expect(figure('Page views')[1]).toBe('340');
    expect(figure('Page views')[2]).toMatch(/^— against/);
    expect(figure('Views per visit')[1]).toBe('2.3');
    // 60 of 150 visits against 60 of 120: 40 % against 50 %.
    expect(figure('Bounce rate')[1]).toBe('40 %');
    expect(figure('Bounce rate')[2]).toMatch(/^−20 % against the previous period \(50 % from/);
    expect(figure('Visit duration')[1]).toBe('1 min 35 s');
    expect(figure('Messages')[2]).toMatch(/^−25 % against/);
    expect(Array.from(screen.getByText('Live now', { selector: 'dt' }).parentElement!.children, (part) => part.textContent)).toEqual(['Live now', '2', 'visitors in the last 5 minutes']);
  });

  it.each<[string, RangePreset | { from: string; to: string }]>([
    ['/admin/overview', '30d'],
    ['/admin/overview?range=7d', '7d'],
    ['/admin/overview?range=30d', '30d'],
    ['/admin/overview?range=12m', '12m'],
    ['/admin/overview?from=2026-01-01&to=2026-01-31', { from: '2026-01-01', to: '2026-01-31' }],
  ])('at %s asks for the range the address names', async (at, range) => {
    const { api } = await openOverview(at);
    expect(overviewCalls(api)).toEqual([typeof range === 'string' ? presetRange(range, today()) : range]);
    if (typeof range === 'string') expect(screen.getByRole('button', { name: { '7d': 'Last 7 days', '30d': 'Last 30 days', '12m': 'Last 12 months' }[range] })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    ['/admin/overview?range=forever', /unknown range \(‘forever’\)/],
    ['/admin/overview?from=2026-02-01&to=2026-01-01', new RegExp(RANGE_MESSAGES.order)],
    ['/admin/overview?from=yesterday&to=2026-01-01', new RegExp(RANGE_MESSAGES.day)],
  ])('at %s says what is wrong and shows the last 30 days', async (at, problem) => {
    const { api } = await openOverview(at);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(problem);
    expect(alert).toHaveTextContent('Showing last 30 days instead.');
    expect(overviewCalls(api)).toEqual([presetRange('30d', today())]);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts a preset or chosen days in the address and asks for them; refuses days in the wrong order', async () => {
    const { api, user } = await openOverview();
    await user.click(screen.getByRole('button', { name: 'Last 12 months' }));
    expect(address()).toBe('/admin/overview?range=12m');
    await waitFor(() => expect(overviewCalls(api).at(-1)).toEqual(presetRange('12m', today())));
    expect(await screen.findByRole('table', { name: 'Visitors by month' })).toBeInTheDocument();

    const custom = screen.getByRole('form', { name: 'Custom range' });
    fireEvent.change(within(custom).getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(within(custom).getByLabelText('To'), { target: { value: '2026-03-01' } });
    await user.click(within(custom).getByRole('button', { name: 'Apply' }));
    expect(within(custom).getByRole('alert')).toHaveTextContent(RANGE_MESSAGES.order);
    expect(address()).toBe('/admin/overview?range=12m');

    fireEvent.change(within(custom).getByLabelText('To'), { target: { value: '2026-03-16' } });
    await user.click(within(custom).getByRole('button', { name: 'Apply' }));
    expect(address()).toBe('/admin/overview?from=2026-03-10&to=2026-03-16');
    await waitFor(() => expect(overviewCalls(api).at(-1)).toEqual({ from: '2026-03-10', to: '2026-03-16' }));

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(address()).toBe('/admin/overview');
  });

  it('draws the metric chosen among the figures, one at a time, kept in the address', async () => {
    const { user } = await openOverview();
    expect(screen.getByRole('button', { name: 'Visitors' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Bounce rate' }));
    expect(address()).toBe('/admin/overview?metric=bounceRate');
    expect(screen.getByRole('button', { name: 'Bounce rate' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Visitors' })).toHaveAttribute('aria-pressed', 'false');
    const table = screen.getByRole('table', { name: 'Bounce rate by day' });
    expect(cellsOf(table)[0]).toEqual(['Day', 'Bounce rate', 'Previous period', 'Bounce rate before']);
    expect([cellsOf(table)[1]![1], cellsOf(table)[1]![3], cellsOf(table)[2]![1]]).toEqual(['40 %', '50 %', '—']);
    await user.click(screen.getByRole('button', { name: 'Visit duration' }));
    expect(cellsOf(screen.getByRole('table', { name: 'Visit duration by day' }))[1]![1]).toBe('1 min 35 s');
    await user.click(screen.getByRole('button', { name: 'Visitors' }));
    expect(address()).toBe('/admin/overview');
  });

  it('filters every card by a source clicked, in the address (a reload shows the same), with a chip that removes it', async () => {
    const { api, user } = await openOverview('/admin/overview?range=7d');
    await user.click(within(screen.getByRole('table', { name: 'Sources' })).getByRole('link', { name: 'news.ycombinator.com' }));
    expect(address()).toBe('/admin/overview?range=7d&source=news.ycombinator.com');
    await waitFor(() => expect(overviewCalls(api).at(-1)).toEqual({ ...presetRange('7d', today()), source: 'news.ycombinator.com' }));
    expect(await screen.findByRole('button', { name: 'Remove filter Source: news.ycombinator.com' })).toBeInTheDocument();
    // Every card is the source's visits'.
    await waitFor(() => expect(figure('Visitors')[1]).toBe('42'));
    expect(cellsOf(screen.getByRole('table', { name: 'Sources' })).slice(1).map((row) => row[0])).toEqual(['news.ycombinator.com']);
    expect(cellsOf(screen.getByRole('table', { name: 'Top pages' })).slice(1).map((row) => row[0])).toEqual(['/blog/cloud-landing-zone-checklist']);
    expect(cellsOf(screen.getByRole('table', { name: 'Countries' })).slice(1).map((row) => row[0])).toEqual([new Intl.DisplayNames(undefined, { type: 'region' }).of('US')]);
    // A source cannot tell whose the messages are (they are kept without their senders): no figure for them.
    expect(screen.queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove filter Source: news.ycombinator.com' }));
    expect(address()).toBe('/admin/overview?range=7d');
    await waitFor(() => expect(figure('Visitors')[1]).toBe('112'));
  });

  it('opens on the filter its address names, and says so of one it cannot show', async () => {
    const { api } = await openOverview('/admin/overview?page=%2Fblog%2Fcloud-landing-zone-checklist');
    expect(overviewCalls(api)).toEqual([{ ...presetRange('30d', today()), page: '/blog/cloud-landing-zone-checklist' }]);
    expect(screen.getByRole('group', { name: 'Filters' })).toHaveTextContent('Page: /blog/cloud-landing-zone-checklist');
    // A page can tell its messages: those sent from it.
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();

    const other = await openOverview('/admin/overview?device=phone');
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(/cannot show \(device must be one of mobile, tablet, desktop\)\. Showing every visit instead\./);
    expect(overviewCalls(other.api)).toEqual([presetRange('30d', today())]);
  });

  it('opens a post of the top posts in its edit form in the Blog section', async () => {
    const { user } = await openOverview();
    const link = within(screen.getByRole('table', { name: 'Top posts' })).getByRole('link', { name: 'Edit Cloud Landing Zone Checklist' });
    expect(link).toHaveAttribute('href', '/admin/blog/posts/1');
    await user.click(link);
    expect(address()).toBe('/admin/blog/posts/1');
    expect(await screen.findByRole('form', { name: 'Edit Post' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Blog' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows personas with their figures, each persona’s funnel, and the breakdowns as tables', async () => {
    await openOverview();
    // No zero rows: a persona nobody came to has no row, and no funnel.
    expect(cellsOf(screen.getByRole('table', { name: 'Personas' }))).toEqual([
      ['Persona', 'Visitors', 'Page views', 'Times chosen', 'Messages'],
      ['Enterprise Tech', '60', '180', '25', '2'],
      ['Fitness Coach', '20', '40', '8', '1'],
    ]);
    // A funnel starts at the persona's own pages.
    expect(cellsOf(screen.getByRole('table', { name: 'Enterprise Tech' }))).toEqual([
      ['Step', 'Visitors', 'Of the first step'],
      ['Viewed the persona’s pages', '30', '100 %'],
      ['Reached the contact section', '10', '33 %'],
      ['Sent a message', '2', '7 %'],
    ]);
    expect(screen.queryByRole('table', { name: 'Fitness Coach' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Business Automation' })).not.toBeInTheDocument();
    expect(cellsOf(screen.getByRole('table', { name: 'Sources' }))).toEqual([
      ['Source', 'Visitors', 'Visits', 'Bounce rate', 'Visit duration'],
      ['Direct (no referrer)', '70', '90', '33 %', '1 min 00 s'],
      ['news.ycombinator.com', '42', '60', '33 %', '1 min 00 s'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: 'Entry pages' }))[1]).toEqual(['/', '70', '100', '33 %', '1 min 00 s']);
    expect(cellsOf(screen.getByRole('table', { name: 'Exit pages' }))).toEqual([
      ['Exit page', 'Visitors', 'Exits'],
      ['/contact', '40', '50'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: 'Countries' })).slice(1).map((row) => row[0])).toEqual([new Intl.DisplayNames(undefined, { type: 'region' }).of('DE'), 'Unknown']);
    expect(cellsOf(screen.getByRole('table', { name: 'Events' }))[1]).toEqual(['Persona chosen', '33', '30']);
    expect(cellsOf(screen.getByRole('table', { name: 'Campaigns' }))[1]).toEqual(['autumn-launch', '12', '12', '33 %', '1 min 00 s']);
    expect(cellsOf(screen.getByRole('table', { name: 'Devices' }))[1]!.slice(0, 3)).toEqual(['Desktop', '80', '80']);
  });

  it('gives the chart a table screen readers read, shown on demand', async () => {
    const { user } = await openOverview();
    const table = screen.getByRole('table', { name: 'Visitors by day' });
    expect(cellsOf(table)[0]).toEqual(['Day', 'Visitors', 'Previous period', 'Visitors before']);
    expect(cellsOf(table)).toHaveLength(31);
    expect([cellsOf(table)[1]![1], cellsOf(table)[1]![3]]).toEqual(['112', '100']);
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('downloads a table as CSV, quoted, with formulas disarmed', async () => {
    const files: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (files.push(blob), 'blob:csv'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      const { user } = await openOverview('/admin/overview?from=2026-11-01&to=2026-11-30');
      await user.click(screen.getByRole('button', { name: 'Download CSV of top pages' }));
      expect(names).toEqual(['folio-top-pages-2026-11-01-to-2026-11-30.csv']);
      expect(files[0]!.type).toBe('text/csv;charset=utf-8');
      // A byte order mark first, for spreadsheets (decoding the text drops it).
      expect([...new Uint8Array(await files[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(await files[0]!.text()).toBe(
        'Page,Visitors,Page views\r\n/,80,120\r\n/blog/cloud-landing-zone-checklist,30,41\r\n"\'=HYPERLINK(""http://evil.example"",""click""), or not",1,1\r\n',
      );
    } finally {
      click.mockRestore();
    }
  });

  it.each([
    [0, 'nothing of the cap'],
    [1, '1 event over the daily cap was counted but not kept.'],
    [12_345, `${new Intl.NumberFormat().format(12_345)} events over the daily cap were counted but not kept.`],
  ])('with %d events over the daily cap in the range, says %s', async (eventsOverCap, said) => {
    await openOverview('/admin/overview', { analytics: { overview: (range) => ({ ...busyOverview(range), eventsOverCap }) } });
    expect(screen.getByRole('table', { name: 'Top pages' })).toBeInTheDocument();
    if (eventsOverCap === 0) expect(screen.queryByText(/over the daily cap/)).not.toBeInTheDocument();
    else expect(screen.getByText(/over the daily cap/)).toHaveTextContent(said);
  });

  it('says when the range has no visits yet, and that visits are counted without cookies', async () => {
    await openOverview('/admin/overview', {});
    expect(screen.getByText('No visits in this range yet.')).toBeInTheDocument();
    expect(screen.getByText(/counts visits without cookies/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Top pages' })).not.toBeInTheDocument();
    // The owner's privacy actions stay at hand.
    expect(screen.getByRole('button', { name: 'Delete all analytics' })).toBeInTheDocument();
  });

  it('says why the overview could not be read, and tries again', async () => {
    const { api, user } = await renderConsole({
      at: '/admin/overview',
      ...busy,
      before: (fake) => fake.failNext('GET', '/api/admin/analytics/overview', () => Response.json({ message: 'Database is busy' }, { status: 503 })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the overview: 503: Database is busy");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Top pages' })).toBeInTheDocument();
    expect(overviewCalls(api)).toHaveLength(2);
  });
});
