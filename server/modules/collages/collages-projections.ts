import { documentDecider, documentEventNames, documentProjection, type PublicDocument } from '../creator-pages';
import { COLLAGE_MESSAGES, collageCodes, type CollageContent } from './collage-content';

/** A collage's stream (`collage:<id>`), its decider and the projection into collages / collage_links. */

export type CollageDocument = PublicDocument<CollageContent>;

export const COLLAGE_EVENTS = documentEventNames('Collage');
export const collageStream = (id: string) => `collage:${id}`;

export const collageDecider = documentDecider<CollageDocument>(COLLAGE_EVENTS, COLLAGE_MESSAGES.unknown);

export const collagesProjection = documentProjection<CollageContent>({
  name: 'collages',
  table: 'collages',
  linksTable: 'collage_links',
  events: COLLAGE_EVENTS,
  codesOf: collageCodes,
});
