import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadSession } from '../../lib/session';
import { storage } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { ImageUploader } from './image-uploader';

const image = {
  id: 'i1',
  storeId: 'store-1',
  itemType: 'store-banner',
  itemId: 'b1',
  sequence: 0,
  url: '/api/file/f1',
};
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'banner.png', { type: 'image/png' });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The test lets any file reach the uploader, as a drop or a browser ignoring `accept` would.
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = () => screen.getByLabelText('Picture file: Add a banner');

describe('ImageUploader', () => {
  const onUploaded = vi.fn();
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    storage.setLogin({ gsm: '+905321234567', token: 'tok-1' });
    storage.setActiveStoreId('store-1');
    reloadSession();
    onUploaded.mockReset();
    fetchMock = vi.fn().mockResolvedValue(json(200, { message: image.url, image }));
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<ImageUploader title="Add a banner" itemType="store-banner" onUploaded={onUploaded} />);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('refuses a file that is not a picture at once, with a clear message, and sends nothing', async () => {
    await user().upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"notes.txt" is not a picture. Choose a PNG, JPEG or WebP file.',
    );
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a picture larger than 5 MB before sending it', async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user().upload(fileInput(), big);

    expect(await screen.findByRole('alert')).toHaveTextContent('"huge.png" is larger than 5 MB');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a preview with Upload and Cancel; Cancel goes back without sending', async () => {
    const u = user();
    await u.upload(fileInput(), png());

    expect(await screen.findByRole('img', { name: 'Preview of banner.png' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    await u.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Choose a picture' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of banner.png' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Upload sends the file with its item type to the active store, then says Updated successfully', async () => {
    const u = user();
    await u.upload(fileInput(), png());
    await u.click(await screen.findByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(image);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/image/saveImage/store-1');
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['itemType', 'file']);
    expect(form.get('itemType')).toBe('store-banner');
    expect((form.get('file') as File).name).toBe('banner.png');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok-1' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose a picture' })).toBeInTheDocument());
  });

  it("a refused upload: 'Something went wrong' with the reason for the error code", async () => {
    fetchMock.mockResolvedValue(json(415, { code: 'image_invalid', desc: 'not an image' }));
    const u = user();
    await u.upload(fileInput(), png());
    await u.click(await screen.findByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Only PNG, JPEG or WebP pictures can be uploaded')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    // The generic 'Opss!' toast of the post helper is not shown as well.
    await new Promise((r) => setTimeout(r, 700));
    expect(screen.queryByText('Opss!')).not.toBeInTheDocument();
  });

  it.each([
    [
      413,
      'image_too_large',
      'The picture is too large (at most 8,000 pixels a side and 25 megapixels) or too long and narrow',
    ],
    [413, 'storage_quota_exceeded', "This store's storage space is full; delete some images first"],
    [429, 'rate_limited', 'Too many attempts; try again after a while'],
  ])('a %i %s answer says why under Something went wrong', async (status, code, text) => {
    fetchMock.mockResolvedValue(json(status, { code, desc: 'refused' }));
    const u = user();
    await u.upload(fileInput(), png());
    await u.click(await screen.findByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
