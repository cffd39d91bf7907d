import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OverlayOptions } from 'sharp';
import type sharpLibrary from 'sharp';
import { withImageLibrary } from '../../image-library';
import { escapeHtml } from '../../../src/domain/html';
import { formatPrice, RETAILER_NAMES } from '../link-pages';
import { newMediaId } from '../galleries';
import type { CollageContent, StoredCollageTile } from './collage-content';

/**
 * Draws a collage as one PNG on the server (sharp): the background, each product's picture cut to its tile (or a
 * card of its brand colour, title and price when it has none), and the price and retailer labels the preference
 * asks for. Written under MEDIA_DIR with a new name each time, so its address is immutable.
 */

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Splits a title into at most `lines` lines of about `width` characters, the last one shortened with an ellipsis. */
function wrap(text: string, width: number, lines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    if ((line ? `${line} ${word}` : word).length <= width) line = line ? `${line} ${word}` : word;
    else {
      out.push(line || word.slice(0, width));
      line = line ? word : '';
    }
  }
  if (line) out.push(line);
  if (out.length > lines) return [...out.slice(0, lines - 1), `${out[lines - 1]!.slice(0, Math.max(1, width - 1))}…`];
  return out;
}

function cardSvg(tile: StoredCollageTile, colour: string): string {
  const size = Math.max(12, Math.min(40, Math.floor(tile.width / 12)));
  const lines = wrap(tile.card.title, Math.max(6, Math.floor(tile.width / (size * 0.6))), 4);
  const text = lines
    .map(
      (line, i) =>
        `<text x="${tile.width / 2}" y="${tile.height / 2 + (i - (lines.length - 1) / 2) * size * 1.25}" text-anchor="middle" dominant-baseline="central">${escapeHtml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${tile.width}" height="${tile.height}">` +
    `<rect width="100%" height="100%" rx="${Math.min(24, tile.width / 10)}" fill="${colour}"/>` +
    `<g font-family="${FONT}" font-weight="700" font-size="${size}" fill="#fff">${text}</g></svg>`
  );
}

const labelFont = (tile: StoredCollageTile) => Math.max(11, Math.min(28, Math.floor(tile.width / 14)));
const labelHeight = (tile: StoredCollageTile) => Math.min(tile.height, Math.round(labelFont(tile) * 1.9));

function labelSvg(tile: StoredCollageTile, content: CollageContent): string | undefined {
  const parts = [
    ...(content.showPrices && tile.card.priceCents !== null && tile.card.currency
      ? [formatPrice({ amountCents: tile.card.priceCents, currency: tile.card.currency })]
      : []),
    ...(content.showRetailerLogos ? [RETAILER_NAMES[tile.card.retailer]] : []),
  ];
  if (parts.length === 0) return undefined;
  const size = labelFont(tile);
  const height = labelHeight(tile);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${tile.width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#000" fill-opacity="0.55"/>` +
    `<text x="${size * 0.6}" y="${height / 2}" dominant-baseline="central" font-family="${FONT}" font-weight="600" font-size="${size}" fill="#fff">${escapeHtml(parts.join(' · '))}</text></svg>`
  );
}

type Sharp = typeof sharpLibrary;

async function tileLayers(
  sharp: Sharp,
  tile: StoredCollageTile,
  content: CollageContent,
  directory: string,
  colourOf: (brandId: string | null) => string,
): Promise<OverlayOptions[]> {
  const picture = tile.imageFile
    ? await sharp(join(directory, tile.imageFile)).resize(tile.width, tile.height, { fit: 'cover' }).png().toBuffer()
    : Buffer.from(cardSvg(tile, colourOf(tile.card.brandId)));
  const label = labelSvg(tile, content);
  return [
    { input: picture, left: tile.x, top: tile.y },
    ...(label ? [{ input: Buffer.from(label), left: tile.x, top: tile.y + tile.height - labelHeight(tile) }] : []),
  ];
}

/** Renders the collage and answers the PNG's file name under `directory`. */
export async function renderCollage(
  content: Omit<CollageContent, 'imageFile'>,
  directory: string,
  colourOf: (brandId: string | null) => string,
): Promise<string> {
  // One turn of the process's picture pool for the whole drawing (image-library.ts).
  const png = await withImageLibrary(async (sharp) => {
    const layers = (
      await Promise.all(
        content.tiles.map((tile) => tileLayers(sharp, tile, content as CollageContent, directory, colourOf)),
      )
    ).flat();
    return sharp({
      create: { width: content.width, height: content.height, channels: 3, background: content.backgroundColor },
    })
      .composite(layers)
      .png({ compressionLevel: 8 })
      .toBuffer();
  });
  const file = `${newMediaId()}.png`;
  await mkdir(directory, { recursive: true });
  await writeFile(join(directory, file), png, { flag: 'wx' });
  return file;
}
