import { describe, expect, it } from 'vitest';
import { fullCrop, MAX_ZOOM, moveCrop, wholeCrop, zoomCrop, zoomOf } from './crop';

const wide = { width: 1200, height: 800 };

describe('the crop of the uploader', () => {
  it('starts on the largest part of the shape in the middle of the picture', () => {
    expect(fullCrop(wide, 3)).toEqual({ x: 0, y: 200, width: 1200, height: 400 });
    expect(fullCrop(wide, 1)).toEqual({ x: 200, y: 0, width: 800, height: 800 });
    expect(fullCrop({ width: 1000, height: 1000 }, 0.8)).toEqual({ x: 100, y: 0, width: 800, height: 1000 });
  });

  it('moves within the picture only', () => {
    const crop = fullCrop(wide, 3);
    expect(moveCrop(wide, crop, 0, -50)).toMatchObject({ x: 0, y: 150 });
    expect(moveCrop(wide, crop, 500, 9_999)).toMatchObject({ x: 0, y: 400 });
    expect(moveCrop(wide, crop, -10, -9_999)).toMatchObject({ x: 0, y: 0 });
  });

  it('zooms around its middle between 1 and MAX_ZOOM, keeping the shape and staying inside', () => {
    const crop = fullCrop(wide, 3);
    const twice = zoomCrop(wide, crop, 3, 2);
    expect(twice).toEqual({ x: 300, y: 300, width: 600, height: 200 });
    expect(zoomOf(wide, twice, 3)).toBe(2);
    expect(zoomOf(wide, zoomCrop(wide, crop, 3, 99), 3)).toBe(MAX_ZOOM);
    expect(zoomCrop(wide, twice, 3, 0.5)).toEqual(crop);
    // Zooming out near an edge keeps the crop inside the picture.
    const corner = moveCrop(wide, twice, -9_999, -9_999);
    expect(zoomCrop(wide, corner, 3, 1)).toEqual({ x: 0, y: 0, width: 1200, height: 400 });
  });

  it('is sent in whole pixels inside the picture', () => {
    expect(wholeCrop(wide, { x: 120.4, y: 219.6, width: 960.5, height: 320.2 })).toEqual({
      x: 120,
      y: 220,
      width: 961,
      height: 320,
    });
    expect(wholeCrop(wide, { x: 239.6, y: 400.4, width: 960.6, height: 400 })).toEqual({
      x: 240,
      y: 400,
      width: 960,
      height: 400,
    });
  });
});
