/**
 * The square crop of the image editor, in the image's own pixels: moved by dragging, resized by its corner
 * handle, zoomed by the slider (zoom 1 is the largest square the image holds). Every change is clamped, so the
 * square always lies inside the image.
 */

export interface ImageSize {
  width: number;
  height: number;
}

export interface CropSquare {
  x: number;
  y: number;
  size: number;
}

/** The smallest square worth a cover; a smaller picture is taken whole. */
export const MIN_CROP_PX = 64;
export const MAX_ZOOM = 8;
/** Covers are saved at most this wide (square JPEG). */
export const COVER_OUTPUT_PX = 1080;
export const COVER_JPEG_QUALITY = 0.9;
/** The pictures the server takes as a cover (CollectionUpload.cover), and their largest size. */
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The largest square the image holds. */
export const maxCropSize = (image: ImageSize) => Math.max(1, Math.min(image.width, image.height));
/** The smallest square allowed in this image. */
export const minCropSize = (image: ImageSize) => Math.min(MIN_CROP_PX, maxCropSize(image));

/** The square moved and sized back inside the image. */
export function clampCrop(crop: CropSquare, image: ImageSize): CropSquare {
  const finite = (n: number, fallback: number) => (Number.isFinite(n) ? n : fallback);
  const size = clamp(finite(crop.size, maxCropSize(image)), minCropSize(image), maxCropSize(image));
  return {
    size,
    x: clamp(finite(crop.x, 0), 0, Math.max(0, image.width - size)),
    y: clamp(finite(crop.y, 0), 0, Math.max(0, image.height - size)),
  };
}

/** The largest centred square: where the editor starts. */
export function initialCrop(image: ImageSize): CropSquare {
  const size = maxCropSize(image);
  return clampCrop({ size, x: (image.width - size) / 2, y: (image.height - size) / 2 }, image);
}

export function moveCrop(crop: CropSquare, image: ImageSize, dx: number, dy: number): CropSquare {
  return clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, image);
}

/** The corner handle: the top-left corner stays, the square grows or shrinks by `delta` pixels. */
export function resizeCrop(crop: CropSquare, image: ImageSize, delta: number): CropSquare {
  const room = Math.min(image.width - crop.x, image.height - crop.y);
  return clampCrop(
    { ...crop, size: clamp(crop.size + delta, minCropSize(image), Math.max(minCropSize(image), room)) },
    image,
  );
}

/** The zoom the square stands for: 1 for the largest square, more as it shrinks. */
export const zoomOf = (crop: CropSquare, image: ImageSize) => maxCropSize(image) / crop.size;

/** The slider: the square at `zoom` (1 to MAX_ZOOM), around the same centre. */
export function zoomCrop(crop: CropSquare, image: ImageSize, zoom: number): CropSquare {
  const z = clamp(Number.isFinite(zoom) ? zoom : 1, 1, MAX_ZOOM);
  const size = maxCropSize(image) / z;
  const cx = crop.x + crop.size / 2;
  const cy = crop.y + crop.size / 2;
  return clampCrop({ size, x: cx - size / 2, y: cy - size / 2 }, image);
}

/** The side of the saved picture: the square's own pixels, never more than COVER_OUTPUT_PX. */
export const outputSide = (crop: CropSquare) => Math.max(1, Math.round(Math.min(crop.size, COVER_OUTPUT_PX)));
