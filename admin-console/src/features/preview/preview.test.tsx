import type { CaseStudy } from '@folio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { findToast, renderConsole } from '../../test/render';
import { field, fill, openSection } from '../../test/ui';
import { loadRemote, type RemoteName } from './load-remote';
import { UNAVAILABLE_NOTICE } from './remote-preview';

// The federation remote cannot load under jest: each test says what the public site serves.
jest.mock('./load-remote', () => ({ loadRemote: jest.fn() }));
const load = jest.mocked(loadRemote);

/** Stand-ins for the public site's components; they read the host's theme like the real ones. */
function FakeMarkdownBody({ content }: { content: string }) {
  const theme = useTheme();
  return (
    <div data-testid="remote-markdown" data-text-colour={theme.colors.text}>
      {content}
    </div>
  );
}

function FakeCaseStudyCard({ caseStudy }: { caseStudy: CaseStudy }) {
  const theme = useTheme();
  return (
    <article data-testid="remote-card" data-primary-colour={theme.colors.primary}>
      <h3>{caseStudy.title}</h3>
      <p>{caseStudy.subtitle}</p>
      <ul>
        {caseStudy.technologies.map((technology) => (
          <li key={technology}>{technology}</li>
        ))}
      </ul>
    </article>
  );
}

const REMOTES = { MarkdownBody: FakeMarkdownBody, CaseStudyCard: FakeCaseStudyCard } as Record<RemoteName, unknown>;

const serveRemote = () => load.mockImplementation((name: RemoteName) => Promise.resolve(REMOTES[name]) as never);
const remoteDown = () => load.mockImplementation((name: RemoteName) => Promise.reject(new Error(`publicSite/${name}: 404`)));

let warn: jest.SpyInstance;
beforeEach(() => {
  load.mockReset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const POST = '## Retries\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~\n\n- [x] budgets';

/** A post's body typed on a wide screen: its preview stands beside it as it is typed. */
async function writePost() {
  const rendered = await renderConsole();
  await openSection(rendered.user, 'Blog');
  await rendered.user.click(await screen.findByRole('button', { name: 'Add Post' }));
  const form = await screen.findByRole('form', { name: 'New Post' });
  await rendered.user.click(field('Content', form));
  await rendered.user.paste(POST);
  return { ...rendered, form };
}

async function editCaseStudy() {
  const rendered = await renderConsole();
  await openSection(rendered.user, 'Case Studies');
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Landing Zone Rollout' }));
  return rendered;
}

const previewPanel = () => screen.getByRole('complementary', { name: 'Preview' });

describe('live preview: the public site remote loads', () => {
  beforeEach(serveRemote);

  it("renders a post's content with the public site's MarkdownBody, in the console's theme", async () => {
    await writePost();
    const body = await screen.findByTestId('remote-markdown');
    expect(body).toHaveTextContent('## Retries');
    expect(body).toHaveAttribute('data-text-colour', 'var(--color-text)');
    expect(body.closest('[data-preview-source]')).toHaveAttribute('data-preview-source', 'public-site');
    expect(load).toHaveBeenCalledWith('MarkdownBody');
    expect(screen.queryByText(UNAVAILABLE_NOTICE)).not.toBeInTheDocument();
  });

  it("shows the public site's case-study card beside the form, following the form's current values", async () => {
    const { user } = await editCaseStudy();
    const card = await within(previewPanel()).findByTestId('remote-card');
    expect(within(card).getByRole('heading', { name: 'Landing Zone Rollout' })).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Terraform', 'Azure']);
    expect(card).toHaveAttribute('data-primary-colour', 'var(--color-primary)');

    await fill(user, [
      { type: 'Title', value: 'Landing Zone, Second Wave' },
      { type: 'Technologies', value: 'Terraform , Bicep,' },
    ]);
    expect(within(card).getByRole('heading', { name: 'Landing Zone, Second Wave' })).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Terraform', 'Bicep']);
    expect(load).toHaveBeenCalledWith('CaseStudyCard');
    expect(screen.queryByText(UNAVAILABLE_NOTICE)).not.toBeInTheDocument();
  });

  it('falls back when the remote component throws while rendering', async () => {
    // React reports the error the boundary caught.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockImplementation(() =>
      Promise.resolve(() => {
        throw new Error('incompatible remote');
      }) as never,
    );
    const { user } = await editCaseStudy();
    expect(await within(previewPanel()).findByText(UNAVAILABLE_NOTICE)).toBeInTheDocument();
    expect(within(previewPanel()).getByText('Landing Zone Rollout')).toBeInTheDocument();
    await fill(user, [{ type: 'Subtitle', value: 'Still editable' }]);
    expect(within(previewPanel()).getByText('Still editable')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('CaseStudyCard failed to render'), expect.any(Error), expect.anything());
    error.mockRestore();
  });
});

describe('live preview: the public site remote cannot be loaded', () => {
  beforeEach(remoteDown);

  it('shows the plain preview of a post with a notice, and the form still saves', async () => {
    const { user, api, form } = await writePost();
    expect(await screen.findByText(UNAVAILABLE_NOTICE)).toBeInTheDocument();
    // The plain rendering still understands GitHub-flavoured Markdown.
    expect(await screen.findByRole('heading', { level: 2, name: 'Retries' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByText('old').tagName).toBe('DEL');
    expect(screen.getByRole('checkbox', { name: 'Done' })).toBeChecked();
    expect(screen.queryByTestId('remote-markdown')).not.toBeInTheDocument();

    expect(field('Content', form)).toHaveValue(POST);
    await fill(user, [
      { type: 'Title', value: 'Retries that behave' },
      { type: 'Excerpt', value: 'Back-off and budgets.' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    await findToast('Success', 'Post added successfully');
    expect(api.calls('POST', '/api/admin/blog/posts')[0]!.body).toMatchObject({ title: 'Retries that behave', content: POST });
  });

  it('shows a plain case-study preview with a notice that follows the form, and the form still saves', async () => {
    const { user, api } = await editCaseStudy();
    const panel = previewPanel();
    expect(await within(panel).findByText(UNAVAILABLE_NOTICE)).toBeInTheDocument();
    expect(within(panel).getByText('A landing zone for forty teams.')).toBeInTheDocument();

    await fill(user, [{ type: 'Title', value: 'Landing Zone, Second Wave' }]);
    expect(within(panel).getByText('Landing Zone, Second Wave')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Case Study' }));
    await findToast('Success', 'Case study updated successfully');
    expect(api.calls('PUT', '/api/admin/case-studies/1')[0]!.body).toMatchObject({ title: 'Landing Zone, Second Wave' });
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Preview' })).not.toBeInTheDocument());
  });
});
