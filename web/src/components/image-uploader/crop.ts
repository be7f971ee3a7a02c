import type { ImageCrop } from '@sofra/contracts/media/image-shapes';

/** Width and height of a picture as shown, in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** The most the crop step zooms in: a quarter of the picture's width at the target shape. */
export const MAX_ZOOM = 4;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The largest part of the picture of the given shape (width / height), in its middle: what zoom 1 keeps. */
export const fullCrop = (picture: Size, aspect: number): ImageCrop => {
  const width = Math.min(picture.width, picture.height * aspect);
  const height = width / aspect;
  return { x: (picture.width - width) / 2, y: (picture.height - height) / 2, width, height };
};

/** The crop moved to start at (x, y), kept inside the picture. */
const placed = (picture: Size, crop: ImageCrop, x: number, y: number): ImageCrop => ({
  ...crop,
  x: clamp(x, 0, picture.width - crop.width),
  y: clamp(y, 0, picture.height - crop.height),
});

/** The crop moved by (dx, dy) pixels of the picture, never past its edges. */
export const moveCrop = (picture: Size, crop: ImageCrop, dx: number, dy: number): ImageCrop =>
  placed(picture, crop, crop.x + dx, crop.y + dy);

/** How far the crop is zoomed in: 1 keeps the whole `fullCrop`. */
export const zoomOf = (picture: Size, crop: ImageCrop, aspect: number) => fullCrop(picture, aspect).width / crop.width;

/** The crop at another zoom (1 to MAX_ZOOM), around the same middle. */
export const zoomCrop = (picture: Size, crop: ImageCrop, aspect: number, zoom: number): ImageCrop => {
  const full = fullCrop(picture, aspect);
  const z = clamp(zoom, 1, MAX_ZOOM);
  const width = full.width / z;
  const height = full.height / z;
  const middle = { x: crop.x + crop.width / 2, y: crop.y + crop.height / 2 };
  return placed(picture, { x: 0, y: 0, width, height }, middle.x - width / 2, middle.y - height / 2);
};

/** The crop in whole pixels inside the picture, as the server takes it. */
export const wholeCrop = (picture: Size, crop: ImageCrop): ImageCrop => {
  const x = clamp(Math.round(crop.x), 0, picture.width - 1);
  const y = clamp(Math.round(crop.y), 0, picture.height - 1);
  return {
    x,
    y,
    width: clamp(Math.round(crop.width), 1, picture.width - x),
    height: clamp(Math.round(crop.height), 1, picture.height - y),
  };
};
