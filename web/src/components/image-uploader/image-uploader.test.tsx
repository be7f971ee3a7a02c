import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

describe('ImageUploader: the crop step', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    storage.setLogin({ gsm: '+905321234567', token: 'tok-1' });
    storage.setActiveStoreId('store-1');
    reloadSession();
    fetchMock = vi.fn().mockResolvedValue(json(200, { message: image.url, image }));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  /** jsdom reads no pictures: the test says the picked one is `width` × `height`, as a browser would on load. */
  const loaded = async (name: string, width: number, height: number) => {
    const img = await screen.findByRole('img', { name: `Preview of ${name}` });
    Object.defineProperty(img, 'naturalWidth', { value: width });
    Object.defineProperty(img, 'naturalHeight', { value: height });
    fireEvent.load(img);
    return screen.findByRole('group', { name: `Part of ${name} to keep` });
  };
  const sentFields = () => {
    const form = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    return Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'));
  };

  it('frames a banner at 3:1, moves and zooms it by keyboard and sends the crop in the picture’s pixels', async () => {
    renderWithProviders(<ImageUploader title="Add a banner" itemType="store-banner" />);
    expect(screen.getByText('Saved as a 1200×400 JPEG')).toBeInTheDocument();
    const u = user();
    await u.upload(fileInput(), png());
    const frame = await loaded('banner.png', 1200, 800);

    // The middle 1200 × 400 of the 1200 × 800 picture: the picture is twice the frame's height, shifted up by half.
    const shown = within(frame).getByRole('img', { name: 'Preview of banner.png' });
    expect(shown.style).toMatchObject({ left: '0%', top: '-50%', width: '100%', height: '200%' });
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuenow', '1');

    // Down moves the picture down (the frame up by 5%: 20 px), + zooms in 1.25 times around the same middle.
    frame.focus();
    await u.keyboard('{ArrowDown}+');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuenow', '1.25');
    await u.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(sentFields()).toEqual({
      itemType: 'store-banner',
      cropX: '120',
      cropY: '220',
      cropWidth: '960',
      cropHeight: '320',
    });
  });

  it('never moves the frame past the picture’s edges', async () => {
    renderWithProviders(<ImageUploader title="Add a banner" itemType="popup-banner" />);
    expect(screen.getByText('Saved as a 800×1000 JPEG')).toBeInTheDocument();
    const u = user();
    await u.upload(fileInput(), png());
    const frame = await loaded('banner.png', 1000, 1000);
    frame.focus();
    // A 4:5 frame over a square: 800 × 1000 at x 100; far to the left and up stops at the edges.
    await u.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowUp}{/Shift}');
    await u.click(screen.getByRole('button', { name: 'Upload' }));

    await screen.findByText('Updated successfully');
    expect(sentFields()).toMatchObject({ cropX: '200', cropY: '0', cropWidth: '800', cropHeight: '1000' });
  });

  it('keeps the logo square: a wide picture is framed in its middle', async () => {
    renderWithProviders(<ImageUploader title="Upload a logo" itemType="store" />);
    expect(screen.getByText('Saved as a 400×400 JPEG')).toBeInTheDocument();
    const u = user();
    await u.upload(screen.getByLabelText('Picture file: Upload a logo'), png());
    await loaded('banner.png', 900, 600);
    await u.click(screen.getByRole('button', { name: 'Upload' }));

    await screen.findByText('Updated successfully');
    expect(sentFields()).toEqual({ itemType: 'store', cropX: '150', cropY: '0', cropWidth: '600', cropHeight: '600' });
  });

  it("sends a coupon's picture to the coupon call of the store named, with the coupon's id and its crop", async () => {
    renderWithProviders(<ImageUploader title="Coupon picture" itemType="coupon" itemId="c1" storeId="store 2" />);
    const u = user();
    await u.upload(screen.getByLabelText('Picture file: Coupon picture'), png());
    await loaded('banner.png', 1000, 500);
    await u.click(screen.getByRole('button', { name: 'Upload' }));

    await screen.findByText('Updated successfully');
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[0]).toBe('/api/image/coupon/store%202');
    expect(sentFields()).toEqual({ couponId: 'c1', cropX: '0', cropY: '0', cropWidth: '1000', cropHeight: '500' });
  });
});
