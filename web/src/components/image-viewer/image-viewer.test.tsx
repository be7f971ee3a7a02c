import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ImageViewer } from './image-viewer';

describe('ImageViewer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the picture at 250 px (15.625 rem) with a Download link for a JPEG of the given name', () => {
    renderWithProviders(<ImageViewer src="/api/file/f1" alt="Store logo" fileName="moda-logo.jpg" />);

    const img = screen.getByRole('img', { name: 'Store logo' });
    expect(img).toHaveAttribute('src', '/api/file/f1');
    expect(img.style.width).toContain('15.625rem');
    const download = screen.getByRole('link', { name: 'Download Store logo' });
    expect(download).toHaveAttribute('href', '/api/file/f1');
    expect(download).toHaveAttribute('download', 'moda-logo.jpg');
    expect(download).toHaveTextContent('Download');
  });

  it('without a file name, downloads as {file id}.jpg', () => {
    renderWithProviders(<ImageViewer src="/api/file/0a1b2c" alt="Banner 1" size={160} />);
    expect(screen.getByRole('link', { name: 'Download Banner 1' })).toHaveAttribute('download', '0a1b2c.jpg');
  });

  it("Download saves the bytes under the given name (not the server's {id}.jpg)", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    renderWithProviders(<ImageViewer src="/api/file/f1" alt="Store logo" fileName="moda-logo.jpg" />);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Download Store logo' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:logo', download: 'moda-logo.jpg' }]));
    expect(fetchMock).toHaveBeenCalledWith('/api/file/f1');
  });

  it('Enlarge opens a larger view titled with the picture, closed again with Close', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImageViewer src="/api/file/f1" alt="Banner 2" />);

    await user.click(screen.getByRole('button', { name: 'Enlarge Banner 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banner 2' });
    expect(within(dialog).getByRole('img', { name: 'Banner 2' })).toHaveAttribute('src', '/api/file/f1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
