import { documentEventNames, documentProjection, type DocumentEvent, type PublicDocument } from '../creator-pages';
import { blockCodes, type StoredBlock } from './landing-blocks';

/** A landing page's stream (`landing-page:<id>`), its events and the projection into landing_pages / landing_links. */

export type LandingDocument = PublicDocument<{ blocks: StoredBlock[] }>;

export const LANDING_EVENTS = documentEventNames('LandingPage');
export const landingPageStream = (id: string) => `landing-page:${id}`;
export const LANDING_MESSAGES = {
  unknown: (id: string) => `There is no landing page "${id}" in your shop.`,
  slugTaken: (slug: string) => `The address /l/${slug} is taken by another landing page: choose another.`,
  blankTitle: 'Give the landing page a title.',
} as const;

export type LandingPageEvent = DocumentEvent<LandingDocument>;

export const landingPagesProjection = documentProjection<LandingDocument['content']>({
  name: 'landing-pages',
  table: 'landing_pages',
  linksTable: 'landing_links',
  events: LANDING_EVENTS,
  codesOf: (content) => blockCodes(content.blocks),
});
