import { documentDecider } from '../creator-pages';
import { COLLAGE_MESSAGES } from './collage-content';
import { COLLAGE_EVENTS, type CollageDocument } from './collages-projections';

/** A collage's life cycle: the creator documents' decider with the collage's events and words. */
export const collageDecider = documentDecider<CollageDocument>(COLLAGE_EVENTS, COLLAGE_MESSAGES.unknown);
