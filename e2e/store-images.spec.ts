import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import sharp from 'sharp';
import { animationsDone, screenshot, signInWithStore, expectFitsPhone, openFromMenu } from './support/helpers';

/** A real PNG of one colour, made here so the test does not depend on files on disk. */
const png = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Picks a file through the uploader's 'Choose a picture' button, as a user would with the file dialog. */
const choose = async (page: Page, uploader: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
  const chooser = page.waitForEvent('filechooser');
  await uploader.getByRole('button', { name: 'Choose a picture' }).click();
  await (await chooser).setFiles(file);
};

const openScreen = async (page: Page) => {
  await openFromMenu(page.getByRole('navigation', { name: 'Menu' }), 'Stores', 'Logo and banners');
  await expect(page).toHaveURL(/\/main\/store-images$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logo and banners' })).toBeVisible();
};

test('the owner uploads a logo, sees it as a 400×400 picture and downloads it as a JPEG; a renamed text file is refused', async ({
  page,
}) => {
  await signInWithStore(page, 'Moda Balık Evi');
  await openScreen(page);
  const logo = page.getByRole('region', { name: 'Store logo' });
  await expect(logo.getByText('No logo yet')).toBeVisible();

  // A text file renamed to .png passes the browser's type check; the server reads the bytes and refuses it.
  await choose(page, logo.getByRole('group', { name: 'Upload a logo' }), {
    name: 'menu.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Çorba 120 TL\nPilav 90 TL\n'),
  });
  await logo.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page.getByText('Only PNG, JPEG or WebP pictures can be uploaded')).toBeVisible();
  await expect(logo.getByText('No logo yet')).toBeVisible();

  // A real 900×600 PNG: preview, confirm, and the server keeps a 400×400 JPEG.
  await choose(page, logo.getByRole('group', { name: 'Upload a logo' }), {
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await png(900, 600, '#c0392b'),
  });
  await expect(logo.getByRole('img', { name: 'Preview of logo.png' })).toBeVisible();
  await logo.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();

  const picture = logo.getByRole('img', { name: 'Store logo' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) => (img.complete ? `${img.naturalWidth}×${img.naturalHeight}` : '')),
    )
    .toBe('400×400');

  const download = page.waitForEvent('download');
  await logo.getByRole('link', { name: 'Download Store logo' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('moda-balik-evi-logo.jpg');
  const bytes = readFileSync(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  // The larger view.
  await logo.getByRole('button', { name: 'Enlarge Store logo' }).click();
  await expect(page.getByRole('dialog', { name: 'Store logo' }).getByRole('img', { name: 'Store logo' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Store logo' }).getByRole('button', { name: 'Close' }).click();

  // The logo stays after a reload; its uploader now replaces it.
  await page.reload();
  await expect(logo.getByRole('img', { name: 'Store logo' })).toBeVisible();
  await expect(logo.getByRole('group', { name: 'Replace the logo' })).toBeVisible();
  await screenshot(page, 'store-images-desktop');
});

test('the owner adds two banners, moves the second up, keeps the order after a reload and deletes one', async ({
  page,
}) => {
  await signInWithStore(page);
  await openScreen(page);
  const section = page.getByRole('region', { name: 'Store banners' });
  await expect(section.getByText('No banners yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popup banners' }).getByText('No popup banners yet')).toBeVisible();

  const uploader = section.getByRole('group', { name: 'Add a banner' });
  const items = section.getByRole('list', { name: 'Store banners' }).getByRole('listitem');
  for (const [index, color] of ['#2e86c1', '#27ae60'].entries()) {
    await choose(page, uploader, {
      name: `banner-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: await png(1200, 400, color),
    });
    await section.getByRole('button', { name: 'Upload' }).click();
    await expect(items).toHaveCount(index + 1);
  }
  const srcs = () => items.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  const [first, second] = await srcs();
  expect(first).not.toBe(second);
  await expect(items.first().getByRole('button', { name: 'Move up' })).toBeDisabled();
  await expect(items.last().getByRole('button', { name: 'Move down' })).toBeDisabled();

  await items.nth(1).getByRole('button', { name: 'Move up' }).click();
  await expect.poll(srcs).toEqual([second, first]);

  await page.reload();
  await expect(items).toHaveCount(2);
  expect(await srcs()).toEqual([second, first]);

  // Delete asks first; Cancel keeps the banner.
  await items.first().getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete banner 1?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(items).toHaveCount(2);
  await items.first().getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(items).toHaveCount(1);
  expect(await srcs()).toEqual([first]);
  await page.reload();
  await expect(items).toHaveCount(1);
  expect(await srcs()).toEqual([first]);
});

test.describe('on a phone', () => {
  test('the screen fits a phone and a popup banner can be added', async ({ page }) => {
    await signInWithStore(page);
    // Signed in on a wide screen (the helper reads the sidebar), then turned into a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await animationsDone(drawer);
    await openFromMenu(drawer, 'Stores', 'Logo and banners');
    const heading = page.getByRole('heading', { level: 1, name: 'Logo and banners' });
    await expect(heading).toBeVisible();

    const popups = page.getByRole('region', { name: 'Popup banners' });
    await choose(page, popups.getByRole('group', { name: 'Add a popup banner' }), {
      name: 'kampanya.png',
      mimeType: 'image/png',
      buffer: await png(800, 800, '#f1c40f'),
    });
    await popups.getByRole('button', { name: 'Upload' }).click();
    await expect(popups.getByRole('list', { name: 'Popup banners' }).getByRole('listitem')).toHaveCount(1);

    // Nothing is wider than the screen.
    await expectFitsPhone(page);
    await expect(page.getByText('Updated successfully')).toBeHidden();
    await popups.scrollIntoViewIfNeeded();
    await screenshot(page, 'store-images-phone');
  });
});

test.describe('images keep their shape', () => {
  /** A 1200 × 800 PNG, red above and blue below. */
  const twoBands = async () =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2e86c1' } })
      .composite([
        {
          input: await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#c0392b' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();

  test('a banner goes through the crop step: the owner drags the picture, and the 1200 × 400 part shown is stored', async ({
    page,
  }) => {
    await signInWithStore(page);
    await openScreen(page);
    const section = page.getByRole('region', { name: 'Store banners' });
    const uploader = section.getByRole('group', { name: 'Add a banner' });
    await expect(uploader.getByText('Saved as a 1200×400 JPEG')).toBeVisible();
    await choose(page, uploader, { name: 'bands.png', mimeType: 'image/png', buffer: await twoBands() });

    // A 3:1 frame over the picture's middle, where the red and the blue meet.
    const frame = uploader.getByRole('group', { name: 'Part of bands.png to keep' });
    await expect(frame).toBeVisible();
    const box = (await frame.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(3, 1);

    // Dragging the picture up by the frame's height brings its lower, blue part into the frame.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - box.height, { steps: 5 });
    await page.mouse.up();
    await screenshot(page, 'store-images-crop-step');
    await uploader.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();

    // Stored as a 1200 × 400 JPEG of the blue part only: no red, no grey bars.
    const items = section.getByRole('list', { name: 'Store banners' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    const picture = items.first().getByRole('img', { name: 'Banner 1' });
    await expect
      .poll(() =>
        picture.evaluate((img: HTMLImageElement) => (img.complete ? `${img.naturalWidth}×${img.naturalHeight}` : '')),
      )
      .toBe('1200×400');
    const src = (await picture.getAttribute('src'))!;
    const stored = await (await page.request.get(src)).body();
    const at = async (left: number, top: number) => [
      ...(await sharp(stored).extract({ left, top, width: 1, height: 1 }).raw().toBuffer()),
    ];
    const blue = [0x2e, 0x86, 0xc1];
    for (const [x, y] of [
      [2, 2],
      [600, 200],
      [1197, 397],
    ] as const) {
      const rgb = await at(x, y);
      expect(
        rgb.every((v, i) => Math.abs(v - blue[i]!) <= 12),
        `${x},${y}: ${rgb.join(',')}`,
      ).toBe(true);
    }
    await screenshot(page, 'store-images-banner-crop');
  });
});
