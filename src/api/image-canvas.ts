/**
 * The browser side of the image editor: a chosen picture read into the page, and the crop square drawn onto a
 * canvas and encoded as a JPEG for the collection's cover.
 */
import { COVER_JPEG_QUALITY, COVER_MAX_BYTES, COVER_TYPES, outputSide, type CropSquare } from '../domain/image-crop';
import { CreatorFacingError } from '../domain/creator-facing-error';

export interface LoadedImage {
  /** A data URL of the picture (it never leaves the browser until saved). */
  src: string;
  width: number;
  height: number;
}

export const IMAGE_TEXTS = {
  wrongType: 'Choose a JPEG, PNG or WebP picture.',
  unreadable: 'This picture could not be read. Choose another one.',
  tooBig: 'Choose a picture of at most 5 MB.',
  notDrawn: 'The cropped picture could not be made. Try again.',
} as const;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new CreatorFacingError(IMAGE_TEXTS.unreadable));
    image.src = src;
  });
}

export async function readImageFile(file: Blob): Promise<LoadedImage> {
  if (!(COVER_TYPES as readonly string[]).includes(file.type)) throw new CreatorFacingError(IMAGE_TEXTS.wrongType);
  if (file.size > COVER_MAX_BYTES) throw new CreatorFacingError(IMAGE_TEXTS.tooBig);
  const src = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new CreatorFacingError(IMAGE_TEXTS.unreadable));
    reader.readAsDataURL(file);
  });
  const image = await loadImage(src);
  if (image.naturalWidth === 0 || image.naturalHeight === 0) throw new CreatorFacingError(IMAGE_TEXTS.unreadable);
  return { src, width: image.naturalWidth, height: image.naturalHeight };
}

/** The square of the picture as a JPEG of at most 1080 x 1080 pixels. */
export async function cropToJpeg(image: LoadedImage, crop: CropSquare): Promise<Blob> {
  const element = await loadImage(image.src);
  const side = outputSide(crop);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new CreatorFacingError(IMAGE_TEXTS.notDrawn);
  // A transparent PNG becomes a white JPEG rather than a black one.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.drawImage(element, crop.x, crop.y, crop.size, crop.size, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new CreatorFacingError(IMAGE_TEXTS.notDrawn))),
      'image/jpeg',
      COVER_JPEG_QUALITY,
    ),
  );
}
