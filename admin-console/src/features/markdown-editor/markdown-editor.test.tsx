import { screen, waitFor, within } from '@testing-library/react';
import { mediaItem, pngFile } from '../../test/media-fixtures';
import { findToast, renderConsole } from '../../test/render';
import { field } from '../../test/ui';
import { ALT_TEXT_ASKED } from './insert-image-dialog';

type Options = Parameters<typeof renderConsole>[0];

/** A new post's form (opened by its address), its body holding `body`, typed. */
async function writePost(body: string, options: Options = {}) {
  const rendered = await renderConsole({ at: '/admin/blog/posts/new', ...options });
  const form = await screen.findByRole('form', { name: 'New Post' });
  const content = field('Content', form) as HTMLTextAreaElement;
  await rendered.user.click(content);
  await rendered.user.paste(body);
  return { ...rendered, form, content };
}

const dialog = () => screen.getByRole('dialog', { name: 'Insert image' });

describe("a post's body editor", () => {
  it('shows the live preview beside the text on a wide screen, following the typing, with no toggle', async () => {
    const { user, content } = await writePost('## First');
    const preview = screen.getByRole('region', { name: 'Content preview' });
    expect(await within(preview).findByRole('heading', { level: 2, name: 'First' })).toBeInTheDocument();
    expect(content).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();

    await user.type(content, '{Enter}{Enter}Second paragraph');
    expect(await within(preview).findByText('Second paragraph')).toBeInTheDocument();
  });

  it('shows one at a time on a phone, with a Write/Preview toggle', async () => {
    const { user, content } = await writePost('## On the go', { width: 375 });
    expect(screen.queryByRole('region', { name: 'Content preview' })).not.toBeInTheDocument();
    const write = screen.getByRole('button', { name: 'Write' });
    expect(write).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await within(screen.getByRole('region', { name: 'Content preview' })).findByRole('heading', { name: 'On the go' })).toBeInTheDocument();
    expect(content).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(write);
    expect(content).toBeVisible();
    expect(content).toHaveValue('## On the go');
  });

  it('inserts a library image at the cursor, asking its alt text first (the library text as a start)', async () => {
    const chart = mediaItem({ originalName: 'latency-chart.png', contentType: 'image/png', width: 1200, height: 800, altText: '' });
    const { user, api, content, form } = await writePost('Before.\nAfter.', { media: { items: [chart] } });
    content.setSelectionRange(7, 7);
    await user.click(within(form).getByRole('button', { name: 'Insert image' }));
    await user.click(await within(dialog()).findByRole('button', { name: /Choose latency-chart\.png/ }));

    // Asked before anything goes in: empty alt text is refused with a reason.
    const alt = within(dialog()).getByLabelText('Alt text');
    expect(alt).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Insert image' }));
    expect(within(dialog()).getByText(ALT_TEXT_ASKED)).toBeInTheDocument();
    expect(content).toHaveValue('Before.\nAfter.');

    await user.click(alt);
    await user.paste('Latency [p99] halved');
    await user.click(within(dialog()).getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const image = `![Latency \\[p99\\] halved](${chart.path})`;
    expect(content).toHaveValue(`Before.\n\n${image}\n\nAfter.`);
    expect(content).toHaveFocus();
    expect(content.selectionStart).toBe(`Before.\n\n${image}`.length);
    // The preview shows it as readers will, with its alt text.
    expect(await within(screen.getByRole('region', { name: 'Content preview' })).findByRole('img', { name: 'Latency [p99] halved' })).toBeInTheDocument();

    await user.type(field('Title', form), 'Halving latency');
    await user.click(within(form).getByRole('button', { name: 'Add Post' }));
    await findToast('Success', 'Post added successfully');
    expect(api.calls('POST', '/api/admin/blog/posts')[0]!.body).toMatchObject({ content: `Before.\n\n${image}\n\nAfter.` });
  });

  it("starts from the library's alt text, and inserts a decorative image with none", async () => {
    const photo = mediaItem({ originalName: 'desk.jpg', altText: 'A standing desk by a window' });
    const { user, content, form } = await writePost('Text', { media: { items: [photo] } });
    await user.click(within(form).getByRole('button', { name: 'Insert image' }));
    await user.click(await within(dialog()).findByRole('button', { name: /Choose desk\.jpg/ }));
    expect(within(dialog()).getByLabelText('Alt text')).toHaveValue('A standing desk by a window');

    await user.click(within(dialog()).getByRole('checkbox', { name: /Decorative/ }));
    expect(within(dialog()).getByLabelText('Alt text')).toBeDisabled();
    await user.click(within(dialog()).getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(content).toHaveValue(`Text\n\n![](${photo.path})`));
  });

  it('uploads an image from the dialog, then asks its alt text', async () => {
    const { user, api, content, form } = await writePost('', { media: { items: [] } });
    await user.click(within(form).getByRole('button', { name: 'Insert image' }));
    expect(await within(dialog()).findByText('The library is empty: upload an image first.')).toBeInTheDocument();
    await user.upload(within(dialog()).getByLabelText('Image file to insert'), pngFile('whiteboard.png', 640, 480));
    const alt = await within(dialog()).findByLabelText('Alt text');
    await waitFor(() => expect(api.media).toHaveLength(1));
    await user.type(alt, 'The whiteboard after the workshop');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(content).toHaveValue(`![The whiteboard after the workshop](${api.media[0]!.path})`));
    // Enter in the dialog inserted the image; it did not submit the post's form.
    expect(api.calls('POST', '/api/admin/blog/posts')).toHaveLength(0);
  });
});
