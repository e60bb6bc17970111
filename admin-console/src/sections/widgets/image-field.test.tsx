import { DEFAULT_MEDIA_MAX_BYTES, MEDIA_MESSAGES, STALE_ITEM_MESSAGE } from '@folio/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { imageFile, mediaItem, pngFile } from '../../test/media-fixtures';
import { findToast, renderConsole } from '../../test/render';
import { field, fill } from '../../test/ui';

const logoZone = () => screen.getByRole('group', { name: 'Logo Path image' });
const preview = () => within(logoZone()).queryByRole('img', { name: 'Preview of Logo Path' });
const drop = (file: File) => fireEvent.drop(logoZone(), { dataTransfer: { files: [file], types: ['Files'] } });

async function editCompany(options: Parameters<typeof renderConsole>[0] = {}) {
  const rendered = await renderConsole(options);
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Meridian Cloudworks' }));
  return rendered;
}

describe('an image field', () => {
  it('uploads a chosen file: a progress bar while it goes, then its thumbnail, and the field holds its library path', async () => {
    const { user, api } = await renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Add Company' }));
    const upload = api.hold('POST', '/api/admin/media');
    await user.upload(screen.getByLabelText('Image file for Logo Path'), pngFile('acme-logo.png', 1200, 800));
    await upload.reached;
    // How far it has gone (msw reports the bytes sent only with the answer: the slice and the XHR wrapper have their own tests).
    const bar = screen.getByRole('progressbar', { name: 'Uploading acme-logo.png' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    expect(screen.getByRole('button', { name: 'Upload an image for Logo Path' })).toBeDisabled();
    upload.release();

    await waitFor(() => expect(api.media).toHaveLength(1));
    const [stored] = api.media;
    await waitFor(() => expect(field('Logo Path')).toHaveValue(stored!.path));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(preview()).toHaveAttribute('src', stored!.path.replace(/-1200x800\.png$/, '-320w.webp'));
    expect(within(logoZone()).getByText('acme-logo.png uploaded.')).toBeInTheDocument();
    expect(api.uploads).toEqual([{ name: 'acme-logo.png', type: 'image/png', size: 24, altText: null }]);
    expect(api.calls('POST', '/api/admin/media')[0]!.csrf).toBe(api.token);
    // A library image: its alt text can be written here.
    expect(await within(logoZone()).findByLabelText('Alt text')).toHaveValue('');

    await fill(user, [{ type: 'Company Name', value: 'Acme' }]);
    await user.click(screen.getByRole('button', { name: 'Add Company' }));
    await findToast('Success', 'Company added successfully');
    expect(api.calls('POST', '/api/admin/companies')[0]!.body).toMatchObject({ name: 'Acme', logoPath: stored!.path });
  });

  it('takes a file dropped on it, and says so when the library had the same image already', async () => {
    const existing = mediaItem({ originalName: 'meridian.png' });
    const { api } = await editCompany({ media: { items: [existing] } });
    drop(pngFile('acme-logo.png', 640, 480));
    await waitFor(() => expect(field('Logo Path')).toHaveValue(api.media[1]!.path));
    // The same bytes again: the API answers 200 with the item it has.
    drop(pngFile('acme-logo-copy.png', 640, 480));
    expect(await within(logoZone()).findByText('acme-logo-copy.png was already in the library: that image is used.')).toBeInTheDocument();
    expect(api.media).toHaveLength(2);
    expect(field('Logo Path')).toHaveValue(api.media[1]!.path);
  });

  it.each([
    ['a file that is no image (400)', () => imageFile('notes.txt', 'just some text', 'text/plain'), undefined, `400: ${MEDIA_MESSAGES.unsupported}`],
    [
      'a file over the size limit (413)',
      () => pngFile('huge.png'),
      () => HttpResponse.json({ message: MEDIA_MESSAGES.tooLarge(DEFAULT_MEDIA_MAX_BYTES) }, { status: 413 }),
      `413: ${MEDIA_MESSAGES.tooLarge(DEFAULT_MEDIA_MAX_BYTES)}`,
    ],
    ['an upload that gets no answer', () => pngFile('offline.png'), () => HttpResponse.error(), 'Failed to upload image'],
  ])('refuses %s with its message beside the field, changing nothing', async (_case, file, answer, message) => {
    const { api } = await editCompany();
    if (answer) api.failNext('POST', '/api/admin/media', answer);
    drop(file());
    expect(await within(logoZone()).findByText(message)).toBeInTheDocument();
    expect(field('Logo Path')).toHaveValue('/images/logos/meridian.svg');
    expect(preview()).toHaveAttribute('src', '/images/logos/meridian.svg');
    expect(api.media).toEqual([]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('ends the session like any admin call when the upload is answered 401, keeping the form as a draft', async () => {
    const { user, api, store } = await editCompany();
    await fill(user, [{ type: 'Company Name', value: 'Meridian Cloud' }]);
    api.endSession();
    drop(pngFile('late.png'));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText(/Your session has expired/)).toBeInTheDocument();
    expect(api.media).toEqual([]);
    expect(store.getState().console.drafts).toMatchObject([{ resource: 'companies', values: { name: 'Meridian Cloud' } }]);
  });

  it('chooses an image from the library: a dialog with search, thumbnails and paging; Enter picks one', async () => {
    const harbour = mediaItem({ originalName: 'harbour.jpg', altText: 'A harbour at dawn', width: 1600, height: 900 });
    const summit = mediaItem({ originalName: 'summit.png', contentType: 'image/png', width: 800, height: 800 });
    const { user, api } = await editCompany({ media: { items: [harbour, summit] } });
    const opener = screen.getByRole('button', { name: 'Choose from library for Logo Path' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Choose from library' });
    expect(dialog).toHaveAccessibleDescription('Pick the image for Logo Path.');
    const choices = await within(dialog).findByRole('list', { name: 'Images' });
    // Newest first, each with its thumbnail, type and size.
    expect(within(choices).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Choose summit.png PNG · 800 × 800 px',
      'Choose harbour.jpg JPEG · 1600 × 900 px',
    ]);
    expect(within(dialog).getByText('2 images')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Search the library'), 'dawn{Enter}');
    await waitFor(() => expect(within(choices).getAllByRole('button')).toHaveLength(1));
    expect(api.calls('GET', '/api/admin/media').at(-1)!.query).toMatchObject({ q: 'dawn', limit: '24', offset: '0' });
    // The search's Enter stayed in the dialog: the company form was not sent.
    expect(api.calls('PUT', '/api/admin/companies/1')).toEqual([]);

    within(choices).getByRole('button', { name: /harbour\.jpg/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Logo Path')).toHaveValue(harbour.path);
    expect(preview()).toHaveAttribute('src', harbour.path.replace(/-1600x900\.jpg$/, '-320w.webp'));
    expect(await within(logoZone()).findByLabelText('Alt text')).toHaveValue('A harbour at dawn');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("saves a library image's alt text to the library when the box is left, apart from the form", async () => {
    const harbour = mediaItem({ originalName: 'harbour.jpg', altText: 'A harbour' });
    const { user, api } = await editCompany({ media: { items: [harbour] } });
    // A library path typed by hand shows its image and alt text once the box is left.
    await fill(user, [{ type: 'Logo Path', value: harbour.path }]);
    await user.tab();
    const altText = await within(logoZone()).findByLabelText('Alt text');
    expect(altText).toHaveValue('A harbour');
    expect(altText).toHaveAccessibleDescription(/Saved for every use of the image/);

    await user.clear(altText);
    await user.type(altText, 'Fishing boats in a harbour at dawn');
    await user.tab();
    expect(await within(logoZone()).findByText('Alt text saved')).toBeInTheDocument();
    expect(api.calls('PUT', `/api/admin/media/${harbour.id}`).map((call) => call.body)).toEqual([
      { altText: 'Fishing boats in a harbour at dawn', updatedAt: harbour.updatedAt },
    ]);
    expect(api.media[0]!.altText).toBe('Fishing boats in a harbour at dawn');
    expect(api.calls('PUT', '/api/admin/companies/1')).toEqual([]);

    // Enter saves too, and does not send the form.
    await user.type(altText, ', seen from the pier{Enter}');
    await waitFor(() => expect(api.media[0]!.altText).toBe('Fishing boats in a harbour at dawn, seen from the pier'));
    expect(api.calls('PUT', `/api/admin/media/${harbour.id}`).at(-1)!.body).toMatchObject({ updatedAt: expect.not.stringMatching(harbour.updatedAt) });
    expect(api.calls('PUT', '/api/admin/companies/1')).toEqual([]);
  });

  it('says when the alt text was changed elsewhere; the next save replaces it', async () => {
    const harbour = mediaItem({ originalName: 'harbour.jpg', altText: 'A harbour' });
    const { user, api } = await editCompany({ data: { companies: [{ id: 1, name: 'Meridian Cloudworks', logoPath: harbour.path, displayOrder: 0 }] }, media: { items: [harbour] } });
    const altText = await within(logoZone()).findByLabelText('Alt text');
    api.media[0] = { ...api.media[0]!, altText: 'Changed in another tab', updatedAt: '2026-11-23T10:00:00.000Z' };

    await user.type(altText, ' at dawn');
    await user.tab();
    expect(await within(logoZone()).findByText(`409: ${STALE_ITEM_MESSAGE}`)).toBeInTheDocument();
    expect(altText).toHaveValue('A harbour at dawn');
    expect(altText).toHaveAttribute('aria-invalid', 'true');

    await user.click(altText);
    await user.keyboard('{Enter}');
    expect(await within(logoZone()).findByText('Alt text saved')).toBeInTheDocument();
    expect(api.media[0]!.altText).toBe('A harbour at dawn');
  });

  it('still takes a typed site path or address, validated as before, and shows it', async () => {
    const { user } = await editCompany();
    await fill(user, [{ type: 'Logo Path', value: 'https://cdn.example.com/acme.png' }]);
    await user.tab();
    expect(preview()).toHaveAttribute('src', 'https://cdn.example.com/acme.png');
    expect(within(logoZone()).queryByLabelText('Alt text')).not.toBeInTheDocument();
  });
});
