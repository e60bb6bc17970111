import { CV_MESSAGES, defaultCvSettings, type CvDocument, type CvSettings } from '@folio/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useTheme } from 'styled-components';
import type { FakeApi } from '../../test/fake-api';
import { CV_NAME, installFakeCv, type FakeCvOptions } from '../../test/fake-cv-api';
import { address, findToast, renderConsole, type RenderOptions } from '../../test/render';
import type { UserEvent } from '@testing-library/user-event';
import { field } from '../../test/ui';
import { loadRemote, type RemoteName } from '../preview/load-remote';
import { UNAVAILABLE_NOTICE } from '../preview/remote-preview';

// The federation remote cannot load under jest: each test says what the public site serves.
jest.mock('../preview/load-remote', () => ({ loadRemote: jest.fn() }));
const load = jest.mocked(loadRemote);

/** A stand-in for the public site's CV page component; it reads the host's theme like the real one. */
function FakeCvDocument({ document }: { document: CvDocument }) {
  const theme = useTheme();
  return (
    <article data-testid="remote-cv" data-text-colour={theme.colors.text}>
      <h4>{document.name}</h4>
      {document.summary ? <p>{document.summary}</p> : null}
      <ol aria-label="CV sections">
        {document.sections.map((section) => (
          <li key={section.key}>
            {section.title} ({'items' in section ? section.items.length : section.groups.length})
          </li>
        ))}
      </ol>
    </article>
  );
}

const serveRemote = () => load.mockImplementation((name: RemoteName) => (name === 'CvDocument' ? Promise.resolve(FakeCvDocument) : Promise.reject(new Error('not served'))) as never);
const remoteDown = () => load.mockImplementation((name: RemoteName) => Promise.reject(new Error(`publicSite/${name}: 404`)));

let warn: jest.SpyInstance;
beforeEach(() => {
  load.mockReset();
  serveRemote();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const SETTINGS_PATH = '/api/admin/cv/settings';
const PREVIEW_PATH = '/api/admin/cv/preview';

async function openCv({ at = '/admin/cv', cv, ...options }: RenderOptions & { cv?: FakeCvOptions } = {}) {
  let fake!: ReturnType<typeof installFakeCv>;
  const rendered = await renderConsole({ ...options, at, before: (api: FakeApi) => (fake = installFakeCv(api, cv)) });
  await screen.findByRole('form', { name: 'CV' });
  return { ...rendered, cv: fake };
}

/** The fields of the CV on screen (every CV's stay in the page, the others hidden). */
const panel = () => screen.getByRole('region', { name: /^The (CV of all personas|.+ CV)$/ });
const cvField = (label: string) => field(label, panel());
async function type(user: UserEvent, label: string, value: string) {
  const input = cvField(label);
  await user.clear(input);
  if (value) await user.paste(value);
}

const rowNames = () => within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('listitem').map((row) => row.querySelector('[data-title]')?.textContent);
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const picker = (name: string) => screen.getByRole('radio', { name });
const puts = (api: FakeApi) => api.calls('PUT', SETTINGS_PATH);
const previews = (api: FakeApi) => api.calls('POST', PREVIEW_PATH);

it('is the CV tab after the content sections, at /admin/cv, and loads the settings into the form', async () => {
  const { api } = await openCv();
  expect(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('tab', { selected: true })).toHaveTextContent('CV');
  expect(screen.getByRole('heading', { level: 2, name: 'CV' })).toBeInTheDocument();
  expect(api.calls('GET', SETTINGS_PATH)).toHaveLength(1);

  expect(screen.getByRole('group', { name: 'Which CV' })).toBeInTheDocument();
  expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['All personas', 'Enterprise Tech', 'Business Automation', 'Fitness Coach']);
  expect(picker('All personas')).toBeChecked();
  expect(rowNames()).toEqual(['Experience', 'Skills', 'Education', 'Certifications', 'Selected case studies']);
  expect(screen.getByRole('checkbox', { name: 'Show Experience' })).toBeChecked();
  expect(cvField('Items in Experience')).toHaveValue(6);
  expect(cvField('Summary')).toHaveValue('');
  expect(cvField('Summary')).toHaveAttribute('placeholder', "Leave blank to use the site's description");
  const shown = screen.getByRole('group', { name: 'Contact details shown' });
  expect(within(shown).getAllByRole('checkbox').map((box) => [box.closest('label')?.textContent, (box as HTMLInputElement).checked])).toEqual([
    ['Email', true],
    ['Phone', false],
    ['Location', true],
    ['Website', true],
  ]);
  expect(cvField('Page size')).toHaveValue('A4');
  const contact = screen.getByRole('group', { name: 'Contact details' });
  expect(within(contact).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription("Blank uses the site's contact address, else the Email social link's.");
  expect(within(contact).getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription("Blank uses the site's address.");
  expect(saveButton()).toBeDisabled();
});

it('saves a reordered, hidden, recounted section and a summary: exactly the settings, then says so', async () => {
  const { user, api, cv } = await openCv();
  await user.click(screen.getByRole('button', { name: 'Move Education up' }));
  expect(rowNames()).toEqual(['Experience', 'Education', 'Skills', 'Certifications', 'Selected case studies']);
  // Focus stays on the moved section's button.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move Education up' })).toHaveFocus());
  await user.click(screen.getByRole('checkbox', { name: 'Show Certifications' }));
  await type(user, 'Items in Experience', '3');
  await type(user, 'Summary', 'Platform engineer.');
  await user.selectOptions(cvField('Page size'), 'US Letter');
  await user.click(within(screen.getByRole('group', { name: 'Contact details shown' })).getByRole('checkbox', { name: 'Phone' }));
  await user.type(within(screen.getByRole('group', { name: 'Contact details' })).getByRole('textbox', { name: 'Phone' }), '+49 30 1234');
  expect(saveButton()).toBeEnabled();
  await user.click(saveButton());

  await findToast('Success', 'CV settings saved successfully');
  const expected: CvSettings = defaultCvSettings();
  expected.contact.phone = '+49 30 1234';
  expected.profiles.all = {
    sections: [
      { key: 'experience', show: true, limit: 3 },
      { key: 'education', show: true, limit: 4 },
      { key: 'skills', show: true, limit: 18 },
      { key: 'certifications', show: false, limit: 6 },
      { key: 'caseStudies', show: true, limit: 3 },
    ],
    summary: 'Platform engineer.',
    contact: { email: true, phone: true, location: true, website: true },
    pageSize: 'LETTER',
  };
  expect(puts(api)).toHaveLength(1);
  expect(puts(api)[0]!.body).toEqual(expected);
  expect(puts(api)[0]!.csrf).toBe(api.token);
  expect(cv.state.settings).toEqual(expected);
  // Saved: nothing left to save, and leaving asks nothing.
  await waitFor(() => expect(saveButton()).toBeDisabled());
  await user.click(screen.getByRole('tab', { name: 'Media' }));
  expect(address()).toBe('/admin/media');
});

it('checks the settings before sending them: the contract’s message under the field, nothing sent', async () => {
  const { user, api } = await openCv();
  await type(user, 'Items in Skills', '0');
  await user.type(within(screen.getByRole('group', { name: 'Contact details' })).getByRole('textbox', { name: 'Email' }), 'not-an-address');
  await user.click(saveButton());
  expect(await screen.findByText(CV_MESSAGES.limit)).toBeInTheDocument();
  expect(cvField('Items in Skills')).toHaveAttribute('aria-invalid', 'true');
  expect(cvField('Items in Skills')).toHaveAccessibleDescription(CV_MESSAGES.limit);
  expect(within(screen.getByRole('group', { name: 'Contact details' })).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(`Blank uses the site's contact address, else the Email social link's. ${CV_MESSAGES.email}`);
  await waitFor(() => expect(cvField('Items in Skills')).toHaveFocus());
  expect(puts(api)).toHaveLength(0);
});

it("shows the API's 400: its field messages on the fields, its message above Save, a whole part's on its group", async () => {
  const { user, api, cv } = await openCv();
  await type(user, 'Summary', 'Changed');
  cv.failNext('PUT', SETTINGS_PATH, () =>
    Response.json(
      { message: 'Please correct the highlighted fields', fields: { 'profiles.all.sections.1.limit': 'Too many skills for one page', 'contact.website': CV_MESSAGES.website, contact: 'Contact details are incomplete' } },
      { status: 400 },
    ),
  );
  await user.click(saveButton());
  await findToast('Error', '400: Please correct the highlighted fields');
  expect(cvField('Items in Skills')).toHaveAccessibleDescription('Too many skills for one page');
  expect(within(screen.getByRole('group', { name: 'Contact details' })).getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(
    `Blank uses the site's address. ${CV_MESSAGES.website}`,
  );
  expect(within(screen.getByRole('group', { name: 'Contact details' })).getByRole('alert')).toHaveTextContent('Contact details are incomplete');
  expect(screen.getAllByRole('alert').some((alert) => alert.textContent === '400: Please correct the highlighted fields')).toBe(true);
  expect(puts(api)).toHaveLength(1);
  // Still unsaved: the draft stays.
  expect(cvField('Summary')).toHaveValue('Changed');
});

it('asks before unsaved settings are left: Keep editing keeps them, Discard changes goes', async () => {
  const { user } = await openCv();
  await type(user, 'Summary', 'Half typed');
  await user.click(screen.getByRole('tab', { name: 'Inbox' }));
  const dialog = screen.getByRole('dialog', { name: 'Discard unsaved changes?' });
  expect(dialog).toHaveAccessibleDescription('You have unsaved changes in this CV. Leave without saving?');
  await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
  expect(address()).toBe('/admin/cv');
  expect(cvField('Summary')).toHaveValue('Half typed');

  // Closing or reloading the tab asks too.
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);

  await user.click(screen.getByRole('tab', { name: 'Inbox' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
  expect(address()).toBe('/admin/inbox');
  await user.click(screen.getByRole('tab', { name: 'CV' }));
  await screen.findByRole('form', { name: 'CV' });
  expect(cvField('Summary')).toHaveValue('');
});

it('switches between the CVs in the address, keeping the unsaved settings of each, and saves them together', async () => {
  const { user, api } = await openCv();
  await type(user, 'Summary', 'All of it');
  await user.click(picker('Enterprise Tech'));
  expect(address()).toBe('/admin/cv?profile=enterprise');
  expect(screen.getByRole('heading', { level: 3, name: 'The Enterprise Tech CV' })).toBeInTheDocument();
  expect(cvField('Summary')).toHaveValue('');
  expect(cvField('Summary')).toHaveAttribute('placeholder', "Leave blank to use the persona's about text");
  // Changing CV is no leaving.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Move Skills up' }));
  expect(rowNames()).toEqual(['Skills', 'Experience', 'Education', 'Certifications', 'Selected case studies']);

  await user.click(picker('All personas'));
  expect(address()).toBe('/admin/cv');
  expect(cvField('Summary')).toHaveValue('All of it');
  expect(rowNames()).toEqual(['Experience', 'Skills', 'Education', 'Certifications', 'Selected case studies']);
  // Undone here, still changed there: Save stays on.
  await user.clear(cvField('Summary'));
  expect(saveButton()).toBeEnabled();
  await user.click(saveButton());
  await findToast('Success', 'CV settings saved successfully');
  const body = puts(api)[0]!.body as CvSettings;
  expect(body.profiles.all).toEqual(defaultCvSettings().profiles.all);
  expect(body.profiles.enterprise.sections.map((section) => section.key)).toEqual(['skills', 'experience', 'education', 'certifications', 'caseStudies']);
});

it('names a CV not on screen whose settings hold an error, and marks it in the picker', async () => {
  const { user, api } = await openCv({ at: '/admin/cv?profile=fitness' });
  expect(picker('Fitness Coach')).toBeChecked();
  await type(user, 'Items in Education', '99');
  await user.click(picker('All personas'));
  await user.click(saveButton());
  expect(await screen.findByText('Please correct the settings of Fitness Coach too (choose it above).')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Fitness Coach (has errors)' })).toBeInTheDocument();
  expect(puts(api)).toHaveLength(0);
});

it.each(['light', 'dark'])('has no axe violations (%s theme): every input labelled, the picker a labelled radio group', async (theme) => {
  localStorage.setItem('folio-theme', theme);
  remoteDown();
  const { user } = await openCv({ at: '/admin/cv?profile=enterprise' });
  await within(screen.getByRole('complementary', { name: 'Preview' })).findByText(UNAVAILABLE_NOTICE);
  expect(document.documentElement.dataset.theme).toBe(theme);
  // Errors shown too (aria-invalid, described by their messages).
  await type(user, 'Items in Skills', '0');
  await user.click(saveButton());
  await screen.findByText(CV_MESSAGES.limit);
  // jsdom lays nothing out and draws on no canvas: colour contrast (and the icon-ligature check of
  // label-content-name-mismatch) are left to the browser e2e suite; the theme's tokens are checked in shared-ui.
  const results = await axe.run(screen.getByRole('region', { name: 'CV' }), {
    rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

it('opens the CV of the address (a reload keeps it)', async () => {
  await openCv({ at: '/admin/cv?profile=business' });
  expect(picker('Business Automation')).toBeChecked();
  expect(screen.getByRole('heading', { level: 3, name: 'The Business Automation CV' })).toBeInTheDocument();
});

it("links to the chosen CV's page, PDF and JSON Resume on the site, saying they show the saved CV", async () => {
  const { user } = await openCv();
  const links = () => within(screen.getByRole('list', { name: 'The saved CV on the site' }));
  expect(links().getByRole('link', { name: 'Open page (opens in a new tab)' })).toHaveAttribute('href', '/cv');
  expect(links().getByRole('link', { name: 'Download PDF (opens in a new tab)' })).toHaveAttribute('href', '/cv.pdf');
  expect(links().getByRole('link', { name: 'JSON Resume (opens in a new tab)' })).toHaveAttribute('href', '/cv.json');
  expect(screen.getByRole('list', { name: 'The saved CV on the site' })).toHaveAccessibleDescription(/Links show the saved CV/);
  await user.click(picker('Fitness Coach'));
  expect(links().getByRole('link', { name: /Open page/ })).toHaveAttribute('href', '/cv?persona=fitness');
  expect(links().getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', '/cv.pdf?persona=fitness');
  expect(links().getByRole('link', { name: /JSON Resume/ })).toHaveAttribute('href', '/cv.json?persona=fitness');
  expect(links().getByRole('link', { name: /Open page/ })).toHaveAttribute('target', '_blank');
});

describe('the preview', () => {
  const preview = () => screen.getByRole('complementary', { name: 'Preview' });

  it("shows the chosen CV with the unsaved settings through the public site's component, once typing pauses", async () => {
    const { user, api } = await openCv();
    const remote = await within(preview()).findByTestId('remote-cv');
    expect(load).toHaveBeenCalledWith('CvDocument');
    expect(remote).toHaveAttribute('data-text-colour', 'var(--color-text)');
    expect(remote.closest('[data-preview-source]')).toHaveAttribute('data-preview-source', 'public-site');
    expect(within(remote).getByRole('heading', { name: CV_NAME })).toBeInTheDocument();
    expect(within(remote).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Experience (4)',
      'Skills (2)',
      'Education (2)',
      'Certifications (3)',
      'Selected case studies (3)',
    ]);
    expect(previews(api)).toHaveLength(1);
    expect(previews(api)[0]!.body).toEqual({ profile: 'all', settings: defaultCvSettings() });

    // Three changes in quick succession, each rendered (fireEvent acts on each) but all in one task, so
    // that no pause falls between them however busy the machine is: typed with user-event, a loaded CI
    // machine paused longer than the debounce between two of them.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show Experience' }));
    fireEvent.change(cvField('Items in Certifications'), { target: { value: '1' } });
    fireEvent.change(cvField('Summary'), { target: { value: 'Draft summary' } });
    await waitFor(() => expect(within(preview()).getByText('Draft summary')).toBeInTheDocument());
    expect(within(within(preview()).getByRole('list', { name: 'CV sections' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Skills (2)', 'Education (2)', 'Certifications (1)', 'Selected case studies (3)']);
    // The draft was sent once typing paused, not once per change.
    expect(previews(api)).toHaveLength(2);
    expect((previews(api)[1]!.body as { settings: CvSettings }).settings.profiles.all.summary).toBe('Draft summary');
    // Nothing was saved.
    expect(puts(api)).toHaveLength(0);

    await user.click(picker('Business Automation'));
    await waitFor(() => expect(previews(api).at(-1)!.body).toMatchObject({ profile: 'business' }));
  });

  it('keeps the last valid preview while the settings do not pass', async () => {
    const { user, api } = await openCv();
    await within(preview()).findByTestId('remote-cv');
    await type(user, 'Items in Skills', '0');
    expect(within(preview()).getByRole('status')).toHaveTextContent('Some settings are not valid: the preview shows the last valid ones.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(previews(api)).toHaveLength(1);
    expect(within(preview()).getByTestId('remote-cv')).toBeInTheDocument();
  });

  it('falls back to a plain outline (name, headline, sections and their items) when the remote is down', async () => {
    remoteDown();
    await openCv({ at: '/admin/cv?profile=enterprise' });
    expect(await within(preview()).findByText(UNAVAILABLE_NOTICE)).toBeInTheDocument();
    const plain = within(preview()).getByRole('article', { name: 'Plain CV preview' });
    expect(plain).toHaveTextContent(CV_NAME);
    expect(plain).toHaveTextContent('Enterprise Tech headline');
    expect(within(plain).getByText('Selected case studies')).toBeInTheDocument();
    expect(within(plain).getByText('Role 1, Company 1')).toBeInTheDocument();
    expect(within(plain).getByText('Cloud: Kubernetes')).toBeInTheDocument();
    expect(within(plain).getByText('Certificate 2, Issuer 2')).toBeInTheDocument();
  });

  it("says when the preview cannot be made, and tries again", async () => {
    const rendered = await renderConsole({
      at: '/admin/cv',
      before: (api) => installFakeCv(api).failNext('POST', PREVIEW_PATH, () => Response.json({ message: 'Preview failed' }, { status: 500 })),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't make the preview: 500: Preview failed");
    await rendered.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(preview()).findByTestId('remote-cv')).toBeInTheDocument();
  });
});

it('an address under /admin/cv that shows nothing leads back to it', async () => {
  const { user } = await renderConsole({ at: '/admin/cv/enterprise' });
  expect(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('tab', { selected: true })).toHaveTextContent('CV');
  await user.click(within(screen.getByRole('region', { name: 'Nothing at this address' })).getByRole('link', { name: 'Back to CV' }));
  expect(address()).toBe('/admin/cv');
});

it('says when the settings cannot be read, and tries again', async () => {
  const { user } = await renderConsole({
    at: '/admin/cv',
    before: (api) => installFakeCv(api).failNext('GET', SETTINGS_PATH, () => Response.json({ message: 'Database unavailable' }, { status: 503 })),
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("Couldn't load the CV settings: 503: Database unavailable");
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('form', { name: 'CV' })).toBeInTheDocument();
});
