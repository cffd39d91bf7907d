import { documentDecider } from '../creator-pages';
import { LANDING_EVENTS, LANDING_MESSAGES, type LandingDocument } from './landing-pages-projections';

/** A landing page's life cycle: the creator documents' decider with the landing page's events and words. */
export const landingPageDecider = documentDecider<LandingDocument>(LANDING_EVENTS, LANDING_MESSAGES.unknown);
