import { documentDecider } from '../creator-pages/creator-document-decider';
import { GALLERY_EVENTS, GALLERY_MESSAGES, type GalleryDocument } from './galleries-projection';

/** A gallery's life cycle: the creator documents' decider with the gallery's events and words. */
export const galleryDecider = documentDecider<GalleryDocument>(GALLERY_EVENTS, GALLERY_MESSAGES.unknown);
