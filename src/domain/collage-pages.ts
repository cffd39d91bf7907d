/**
 * The AI collage pages: the builder (create panel's 'Create an AI Collage') and the preference in Settings, their
 * addresses, texts and the picking rule. The layout itself is src/domain/collage-layout.ts, run by the server.
 */
import { MAX_COLLAGE_ITEMS, MIN_COLLAGE_ITEMS, type CollageStyle } from './collage-layout';
import { withQuery } from './routes';
import { ROUTES } from './route-table';

/**
 * The builder. The spec names no page for collages (its create panel action has none of its own), so the app adds
 * one beside its other creators' pages; `?id=` opens a saved collage for adjusting.
 */
export const COLLAGE_BUILDER_PATH = ROUTES.collageBuilder.path;
export const COLLAGE_PREFERENCE_PATH = ROUTES.collagePreference.path;

export const collagePath = (id: string) => withQuery(COLLAGE_BUILDER_PATH, { id });

export const COLLAGE_TEXTS = {
  loadFailed: 'The collage builder could not be loaded. Try again.',
  missing: 'This collage is not in your shop. It may have been deleted.',
  blankTitle: 'Give the collage a title.',
  tooFew: `Pick at least ${MIN_COLLAGE_ITEMS} products.`,
  createFailed: 'The collage could not be made. Try again.',
  updateFailed: 'The collage could not be changed. Try again.',
  downloadFailed: 'The picture could not be downloaded. Try again.',
  updated: 'Collage updated.',
  deleted: 'Collage deleted.',
  deleteFailed: 'The collage could not be deleted. Try again.',
  preferenceLoadFailed: 'Your AI collage preference could not be loaded. Try again.',
  preferenceSaveFailed: 'The preference could not be saved. Try again.',
  preferenceSaved: 'AI collage preference saved.',
  /** What the pages say plainly about how the layout is made. */
  automatic:
    'Linkmint lays the pictures out automatically: it chooses rows and columns from how many products there are, the shapes of their pictures and your preference (style, background, spacing). It all happens on Linkmint’s own server; no remote AI service is used.',
} as const;

/** The confirm dialog before a collage is deleted (from its builder or the 'Your collages' strip). */
export const COLLAGE_DELETE_CONFIRM = {
  title: 'Delete this collage?',
  content: ['Its public page and the tracked links of its tiles stop working at once. The products stay in My Shop.'],
  confirmText: 'Delete',
  cancelText: 'Cancel',
} as const;

/** The product toggled in or out of the picks, which keep the order they were picked in; never more than `max`. */
export function togglePick(picked: readonly string[], productId: string, max: number): string[] {
  if (picked.includes(productId)) return picked.filter((id) => id !== productId);
  return picked.length >= Math.min(max, MAX_COLLAGE_ITEMS) ? [...picked] : [...picked, productId];
}

/** What keeps the picks from becoming a collage, in a sentence; null when they can. */
export function picksProblem(title: string, picked: readonly string[]): string | null {
  if (title.trim() === '') return COLLAGE_TEXTS.blankTitle;
  if (picked.length < MIN_COLLAGE_ITEMS) return COLLAGE_TEXTS.tooFew;
  return null;
}

/** The name the downloaded picture is saved under: the title's words, safe for any file system. */
export function collageFileName(title: string): string {
  const words = title
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${words || 'collage'}.png`;
}

/** The styles as the pages name them (the contract's CollageStyle). */
export const COLLAGE_STYLE_LABELS: Readonly<Record<CollageStyle, string>> = {
  grid: 'Grid: equal cells, each picture whole',
  mosaic: 'Mosaic: rows that keep each picture’s shape',
  magazine: 'Magazine: the first product large',
  minimal: 'Minimal: few large tiles, wide margins',
};

/** How a library picture is named in the builder's choice: its number, shape and size (the shape steers the layout). */
export function pictureLabel(picture: { width: number; height: number }, n: number): string {
  const ratio = picture.height > 0 ? picture.width / picture.height : 1;
  const shape = ratio > 1.25 ? 'wide' : ratio < 0.8 ? 'upright' : 'square';
  return `Picture ${n}: ${shape}, ${picture.width}×${picture.height}`;
}
