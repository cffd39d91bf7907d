import { documentDecider } from '../creator-pages/creator-document-decider';
import { COLLAGE_MESSAGES } from './collage-content';
import { COLLAGE_EVENTS, type CollageDocument } from './collages-projection';

/** A collage's life cycle: the creator documents' decider with the collage's events and words. */
export const collageDecider = documentDecider<CollageDocument>(COLLAGE_EVENTS, COLLAGE_MESSAGES.unknown);
