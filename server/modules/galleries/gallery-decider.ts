import { documentDecider } from '../creator-pages';
import { GALLERY_EVENTS, GALLERY_MESSAGES, type GalleryDocument } from './galleries-projections';

/** A gallery's life cycle: the creator documents' decider with the gallery's events and words. */
export const galleryDecider = documentDecider<GalleryDocument>(GALLERY_EVENTS, GALLERY_MESSAGES.unknown);
