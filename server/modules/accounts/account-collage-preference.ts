import type { components } from '../../../src/generated/api';
import type { EventStore } from '../../events/event-store';

/**
 * The AI collage preference of a shop (Settings > AI collage preference). Each save replaces the whole
 * preference and is one event on `collage-preference:<shopDomain>`; the latest event is the preference, so it
 * is read back from the stream (saves are rare and the stream stays short) rather than kept in a table.
 */

export type CollagePreference = components['schemas']['CollagePreference'];

/** Saves from before spacing existed lack it. */
export type CollagePreferenceEvent = {
  type: 'CollagePreferenceSaved';
  data: Omit<CollagePreference, 'spacing'> & { spacing?: number; savedAt: string };
};

/** Pixels between collage tiles when a preference does not say (saves from before spacing existed, or left out). */
export const DEFAULT_COLLAGE_SPACING = 12;

/** What a shop that never saved one gets (the contract's defaults). */
export const DEFAULT_COLLAGE_PREFERENCE: CollagePreference = {
  style: 'grid',
  backgroundColor: '#FFFFFF',
  spacing: DEFAULT_COLLAGE_SPACING,
  showPrices: true,
  showRetailerLogos: true,
  maxItems: 9,
};

export const collagePreferenceStream = (shopDomain: string) => `collage-preference:${shopDomain}`;

function preferenceOf(event: CollagePreferenceEvent | undefined): CollagePreference {
  if (!event) return { ...DEFAULT_COLLAGE_PREFERENCE };
  const { style, backgroundColor, spacing, showPrices, showRetailerLogos, maxItems } = event.data;
  return {
    style,
    backgroundColor,
    spacing: spacing ?? DEFAULT_COLLAGE_SPACING,
    showPrices,
    showRetailerLogos,
    maxItems,
  };
}

const same = (a: CollagePreference, b: CollagePreference) =>
  a.style === b.style &&
  a.backgroundColor === b.backgroundColor &&
  a.spacing === b.spacing &&
  a.showPrices === b.showPrices &&
  a.showRetailerLogos === b.showRetailerLogos &&
  a.maxItems === b.maxItems;

export async function readCollagePreference(
  store: Pick<EventStore, 'readStream'>,
  shopDomain: string,
): Promise<CollagePreference> {
  const events = await store.readStream<CollagePreferenceEvent>(collagePreferenceStream(shopDomain));
  // An erased shop's events keep only { redacted: true }: it is back to the defaults.
  return preferenceOf(events.filter((e) => typeof e.data?.style === 'string').at(-1));
}

/** Stores the preference unless it is the one already in force; answers it as stored. */
export async function saveCollagePreference(
  store: Pick<EventStore, 'readStream' | 'append'>,
  shopDomain: string,
  wanted: Omit<CollagePreference, 'spacing'> & { spacing?: number },
  now: Date,
): Promise<CollagePreference> {
  const stream = collagePreferenceStream(shopDomain);
  const events = await store.readStream<CollagePreferenceEvent>(stream);
  const next = preferenceOf({ type: 'CollagePreferenceSaved', data: { ...wanted, savedAt: '' } });
  const last = events.filter((e) => typeof e.data?.style === 'string').at(-1);
  if (last && same(preferenceOf(last), next)) return next;
  // Any version: a save replaces the whole preference, so of two racing saves the later one simply wins.
  await store.append<CollagePreferenceEvent>(stream, 'any', [
    { type: 'CollagePreferenceSaved', data: { ...next, savedAt: now.toISOString() } },
  ]);
  return next;
}
