import { describe, expect, it } from 'vitest';
import {
  DocumentIdTakenError,
  documentDecider,
  type DocumentEvent,
} from '../../../server/modules/creator-pages/creator-document-decider';
import { documentEventNames } from '../../../server/modules/creator-pages/document-projections';
import { collageDecider } from '../../../server/modules/collages/collage-decider';
import { galleryDecider } from '../../../server/modules/galleries/gallery-decider';
import { landingPageDecider } from '../../../server/modules/landing-pages/landing-page-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

/** The life of a landing page, gallery or collage as one decider sees it. */

type Doc = { title: string };
const names = documentEventNames('Thing');
const thing = spec(documentDecider<Doc>(names, (id) => `There is no thing "${id}" in your shop.`));
const at = SPEC_NOW.toISOString();
const shop = 'shop-a';
const created: DocumentEvent<Doc> = {
  type: names.created,
  data: { id: 't1', shopDomain: shop, at, document: { title: 'One' } },
};
const published: DocumentEvent<Doc> = { type: names.published, data: { id: 't1', shopDomain: shop, at } };
const deleted: DocumentEvent<Doc> = { type: names.deleted, data: { id: 't1', shopDomain: shop, at } };

describe('creator document decider', () => {
  it('creates a document once, unpublished, and refuses the same id again (the caller draws another)', () => {
    thing
      .given([])
      .when({ type: 'Create', id: 't1', shopDomain: shop, document: { title: 'One' } })
      .then([created]);
    thing
      .given([created])
      .when({ type: 'Create', id: 't1', shopDomain: shop, document: { title: 'Two' } })
      .thenThrows(DocumentIdTakenError);
  });

  it('replaces the whole document on a change', () => {
    thing
      .given([created])
      .when({ type: 'Change', id: 't1', shopDomain: shop, document: { title: 'Two' } })
      .then([{ type: names.changed, data: { id: 't1', shopDomain: shop, at, document: { title: 'Two' } } }]);
  });

  it('publishes and unpublishes only when that changes something', () => {
    thing.given([created]).when({ type: 'Publish', id: 't1', shopDomain: shop }).then([published]);
    thing.given([created, published]).when({ type: 'Publish', id: 't1', shopDomain: shop }).thenNothingHappens();
    thing.given([created]).when({ type: 'Unpublish', id: 't1', shopDomain: shop }).thenNothingHappens();
    thing
      .given([created, published])
      .when({ type: 'Unpublish', id: 't1', shopDomain: shop })
      .then([{ type: names.unpublished, data: { id: 't1', shopDomain: shop, at } }]);
    thing.given([created, published]).when({ type: 'Delete', id: 't1', shopDomain: shop }).then([deleted]);
  });

  it("treats another shop's, a deleted and a missing document alike: not found", () => {
    for (const [events, shopDomain] of [
      [[created], 'shop-b'],
      [[created, deleted], shop],
      [[], shop],
    ] as const) {
      for (const type of ['Publish', 'Unpublish', 'Delete'] as const) {
        thing
          .given(events)
          .when({ type, id: 't1', shopDomain })
          .thenThrows('not-found', 'There is no thing "t1" in your shop.');
      }
      thing
        .given(events)
        .when({ type: 'Change', id: 't1', shopDomain, document: { title: 'x' } })
        .thenThrows('not-found');
    }
  });

  it('reads an erased shop’s redacted events as a document that is gone', () => {
    const redacted = { type: names.created, data: { redacted: true } } as unknown as DocumentEvent<Doc>;
    thing
      .given([redacted])
      .when({ type: 'Publish', id: 't1', shopDomain: shop })
      .thenThrows('not-found', 'There is no thing "t1" in your shop.');
  });

  it('landing pages, galleries and collages each name their own events and their own unknown id', () => {
    const create = { type: 'Create', id: 'x', shopDomain: shop } as const;
    const publish = { type: 'Publish', id: 'x', shopDomain: shop } as const;
    const landing = spec(landingPageDecider);
    expect(
      landing
        .given([])
        .when({ ...create, document: {} as never })
        .events()[0]?.type,
    ).toBe('LandingPageCreated');
    landing.given([]).when(publish).thenThrows('not-found', 'There is no landing page "x" in your shop.');
    const gallery = spec(galleryDecider);
    expect(
      gallery
        .given([])
        .when({ ...create, document: {} as never })
        .events()[0]?.type,
    ).toBe('GalleryCreated');
    gallery.given([]).when(publish).thenThrows('not-found', 'There is no gallery "x" in your shop.');
    const collage = spec(collageDecider);
    expect(
      collage
        .given([])
        .when({ ...create, document: {} as never })
        .events()[0]?.type,
    ).toBe('CollageCreated');
    collage.given([]).when(publish).thenThrows('not-found', 'There is no collage "x" in your shop.');
  });
});
