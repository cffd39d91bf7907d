import { documentEventNames, documentProjection, type PublicDocument } from '../creator-pages';
import { tileCodes, type StoredTile } from './gallery-tiles';

/** A gallery's stream (`gallery:<id>`), its events and the projection into galleries / gallery_links. */

export type GalleryDocument = PublicDocument<{ tiles: StoredTile[] }>;

export const GALLERY_EVENTS = documentEventNames('Gallery');
export const galleryStream = (id: string) => `gallery:${id}`;
export const GALLERY_MESSAGES = {
  unknown: (id: string) => `There is no gallery "${id}" in your shop.`,
  slugTaken: (slug: string) => `The address /g/${slug} is taken by another gallery: choose another.`,
  blankTitle: 'Give the gallery a title.',
} as const;

export const galleriesProjection = documentProjection<GalleryDocument['content']>({
  name: 'galleries',
  table: 'galleries',
  linksTable: 'gallery_links',
  events: GALLERY_EVENTS,
  codesOf: (content) => tileCodes(content.tiles),
});
