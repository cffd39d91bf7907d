import { documentEventNames, documentProjection, type PublicDocument } from '../creator-pages';
import { collageCodes, type CollageContent } from './collage-content';

/** A collage's stream (`collage:<id>`), its events and the projection into collages / collage_links. */

export type CollageDocument = PublicDocument<CollageContent>;

export const COLLAGE_EVENTS = documentEventNames('Collage');
export const collageStream = (id: string) => `collage:${id}`;

export const collagesProjection = documentProjection<CollageContent>({
  name: 'collages',
  table: 'collages',
  linksTable: 'collage_links',
  events: COLLAGE_EVENTS,
  codesOf: collageCodes,
});
