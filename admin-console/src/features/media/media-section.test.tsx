import { MEDIA_MESSAGES } from '@folio/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { seedData } from '../../test/fixtures';
import { mediaItem, pngFile } from '../../test/media-fixtures';
import { findToast, renderConsole } from '../../test/render';
import { openSection } from '../../test/ui';

const images = () => screen.getByRole('list', { name: 'Images' });
const names = () => within(images()).getAllByRole('heading').map((heading) => heading.textContent);
const row = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

/** A harbour photo the seeded company shows as its logo and the seeded post inside its body, and an unused one. */
function library() {
  const harbour = mediaItem({ originalName: 'harbour.jpg', altText: 'A harbour at dawn', byteSize: 2_400_000, width: 1600, height: 900 });
  const summit = mediaItem({ originalName: 'summit.png', contentType: 'image/png', byteSize: 348_160, width: 800, height: 800 });
  const seed = seedData();
  const data = {
    companies: [{ ...seed.companies[0]!, logoPath: harbour.path }],
    'blog-posts': [{ ...seed['blog-posts'][0]!, content: `# Checklist\n\n![Harbour](${harbour.variants[1]!.path})` }],
  };
  return { harbour, summit, options: { data, media: { items: [harbour, summit] } } };
}

async function openMedia(options: Parameters<typeof renderConsole>[0]) {
  const rendered = await renderConsole(options);
  await openSection(rendered.user, 'Media');
  await screen.findByRole('list', { name: 'Images' });
  return rendered;
}

describe('the Media section', () => {
  it('lists every image, newest first, with its type, size, dimensions, alt text and where it is used', async () => {
    const { harbour, options } = library();
    await openMedia(options);
    expect(screen.getByRole('heading', { level: 2, name: 'Media' })).toBeInTheDocument();
    expect(names()).toEqual(['summit.png', 'harbour.jpg']);
    expect(screen.getByText('2 images')).toBeInTheDocument();

    const photo = row('harbour.jpg');
    expect(within(photo).getByText(harbour.path)).toBeInTheDocument();
    for (const [label, value] of [
      ['Type', 'JPEG'],
      ['Size', '2.3 MB'],
      ['Dimensions', '1600 × 900 px'],
    ]) {
      expect(within(photo).getByText(label!).nextSibling).toHaveTextContent(value!);
    }
    expect(within(photo).getByRole('img', { name: 'A harbour at dawn' })).toHaveAttribute('src', harbour.path.replace(/-1600x900\.jpg$/, '-320w.webp'));
    expect(within(photo).getByLabelText('Alt text of harbour.jpg')).toHaveValue('A harbour at dawn');
    expect(within(within(photo).getByRole('list', { name: 'Used by' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Company "Meridian Cloudworks" (Logo Path)',
      'Post "Cloud Landing Zone Checklist" (Content)',
    ]);
    expect(within(row('summit.png')).getByText('Nothing yet.')).toBeInTheDocument();
    expect(within(row('summit.png')).getByText('Size').nextSibling).toHaveTextContent('340 KB');
  });

  it('searches names and alt text, and shows every image again when the search is emptied', async () => {
    const { options } = library();
    const { user, api } = await openMedia(options);
    const search = screen.getByLabelText('Search images');
    await user.type(search, 'dawn{Enter}');
    await waitFor(() => expect(names()).toEqual(['harbour.jpg']));
    expect(api.calls('GET', '/api/admin/media').at(-1)!.query).toEqual({ q: 'dawn', limit: '24', offset: '0' });
    expect(screen.getByText('1 image')).toBeInTheDocument();

    await user.type(search, ' nowhere{Enter}');
    expect(await screen.findByText('No images match this search.')).toBeInTheDocument();
    await user.clear(search);
    await waitFor(() => expect(names()).toEqual(['summit.png', 'harbour.jpg']));
  });

  it('comes in pages of 24 with Previous and Next', async () => {
    const items = Array.from({ length: 30 }, (_, index) => mediaItem({ originalName: `photo-${index + 1}.jpg` }));
    const { user, api } = await openMedia({ media: { items } });
    expect(screen.getByText('Showing 1–24 of 30 images · page 1 of 2')).toBeInTheDocument();
    expect(names()[0]).toBe('photo-30.jpg');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 25–30 of 30 images · page 2 of 2')).toBeInTheDocument();
    expect(names()).toEqual(['photo-6.jpg', 'photo-5.jpg', 'photo-4.jpg', 'photo-3.jpg', 'photo-2.jpg', 'photo-1.jpg']);
    expect(api.calls('GET', '/api/admin/media').at(-1)!.query).toMatchObject({ limit: '24', offset: '24' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('deletes an unused image after asking (no Undo: its files are gone), and focus goes to the heading', async () => {
    const { summit, options } = library();
    const { user, api } = await openMedia(options);
    await user.click(within(row('summit.png')).getByRole('button', { name: 'Delete summit.png' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete summit.png?' });
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE', `/api/admin/media/${summit.id}`)).toEqual([]);
    await waitFor(() => expect(within(row('summit.png')).getByRole('button', { name: 'Delete summit.png' })).toHaveFocus());

    await user.click(within(row('summit.png')).getByRole('button', { name: 'Delete summit.png' }));
    dialog = screen.getByRole('dialog', { name: 'Delete summit.png?' });
    const remove = api.hold('DELETE', `/api/admin/media/${summit.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    await remove.reached;
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    remove.release();

    const toast = await findToast('Success', 'Image deleted successfully');
    expect(within(toast).queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['harbour.jpg']));
    expect(api.calls('DELETE', `/api/admin/media/${summit.id}`)[0]!.csrf).toBe(api.token);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Media' })).toHaveFocus());
  });

  it("shows the API's 409 message when the image is still in use, and keeps it", async () => {
    const { harbour, options } = library();
    const { user, api } = await openMedia(options);
    await user.click(within(row('harbour.jpg')).getByRole('button', { name: 'Delete harbour.jpg' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete harbour.jpg?' });
    expect(dialog).toHaveTextContent('It is still used by Company "Meridian Cloudworks" (Logo Path), Post "Cloud Landing Zone Checklist" (Content).');
    await user.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `409: ${MEDIA_MESSAGES.inUse('the logoPath of Company "Meridian Cloudworks" and the content of Post "Cloud Landing Zone Checklist"')}`,
    );
    expect(api.media.map((item) => item.id)).toContain(harbour.id);
    await user.keyboard('{Escape}');
    expect(names()).toEqual(['summit.png', 'harbour.jpg']);
  });

  it('uploads files dropped on the section one after another, with progress, and lists them', async () => {
    const { user, api } = await openMedia({ media: { items: [mediaItem({ originalName: 'old.jpg' })] } });
    const section = screen.getByRole('region', { name: 'Media' });
    const first = api.hold('POST', '/api/admin/media');
    fireEvent.drop(section, { dataTransfer: { files: [pngFile('a.png', 400, 300), pngFile('b.png', 500, 300)], types: ['Files'] } });
    await first.reached;
    expect(screen.getByRole('progressbar', { name: 'Uploading a.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload images' })).toBeDisabled();
    first.release();

    await findToast('Success', 'b.png uploaded successfully');
    await waitFor(() => expect(names()).toEqual(['b.png', 'a.png', 'old.jpg']));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(api.uploads.map((upload) => upload.name)).toEqual(['a.png', 'b.png']);
    expect(within(row('a.png')).getByText('Dimensions').nextSibling).toHaveTextContent('400 × 300 px');

    // The button takes files too. A token gone stale since it was fetched: the upload fetches a fresh one and is sent again, as every write is.
    api.rotateToken();
    await user.upload(screen.getByLabelText('Image files to upload'), [pngFile('c.png', 320, 200)]);
    await findToast('Success', 'c.png uploaded successfully');
    expect(api.calls('POST', '/api/admin/media').map((call) => call.csrf)).toEqual(['token-1', 'token-1', 'token-1', 'token-2']);

    // One the API refuses is named with its message.
    api.failNext('POST', '/api/admin/media', () => HttpResponse.json({ message: MEDIA_MESSAGES.broken }, { status: 400 }));
    await user.upload(screen.getByLabelText('Image files to upload'), [pngFile('d.png', 320, 201)]);
    expect(await screen.findByText(`d.png: 400: ${MEDIA_MESSAGES.broken}`)).toBeInTheDocument();
    expect(names()).not.toContain('d.png');
  });

  it('saves an alt text edited in the list', async () => {
    const { summit, options } = library();
    const { user, api } = await openMedia(options);
    const altText = within(row('summit.png')).getByLabelText('Alt text of summit.png');
    await user.type(altText, 'Snow on a mountain summit');
    await user.tab();
    expect(await within(row('summit.png')).findByText('Alt text saved')).toBeInTheDocument();
    expect(api.calls('PUT', `/api/admin/media/${summit.id}`)[0]!.body).toEqual({ altText: 'Snow on a mountain summit', updatedAt: summit.updatedAt });
    await waitFor(() => expect(within(row('summit.png')).getByRole('img', { name: 'Snow on a mountain summit' })).toBeInTheDocument());
  });
});
