import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/errors';
import { DocumentIdTakenError, documentDecider, type DocumentCommand, type DocumentEvent, type DocumentState } from '../../server/modules/creator-pages/creator-document';
import { documentEventNames } from '../../server/modules/creator-pages/document-projections';

/** The life of a landing page, gallery or collage as one decider sees it: given events, when a command, then events. */

type Doc = { title: string };
const names = documentEventNames('Thing');
const decider = documentDecider<Doc>(names, (id) => `There is no thing "${id}" in your shop.`);
const now = new Date('2026-11-25T20:00:00Z');
const at = now.toISOString();
const context = { now, newId: () => 'unused' };
const shop = 'shop-a';
const created: DocumentEvent<Doc> = { type: names.created, data: { id: 't1', shopDomain: shop, at, document: { title: 'One' } } };
const published: DocumentEvent<Doc> = { type: names.published, data: { id: 't1', shopDomain: shop, at } };

function given(events: DocumentEvent<Doc>[], command: DocumentCommand<Doc>) {
  const state = events.reduce<DocumentState<Doc>>((s, e) => decider.evolve(s, e), decider.initialState);
  return decider.decide(command, state, context);
}

describe('creator document decider', () => {
  it('creates a document once, unpublished, and refuses the same id again', () => {
    expect(given([], { type: 'Create', id: 't1', shopDomain: shop, document: { title: 'One' } })).toEqual([created]);
    expect(() => given([created], { type: 'Create', id: 't1', shopDomain: shop, document: { title: 'Two' } })).toThrow(DocumentIdTakenError);
    expect([created].reduce(decider.evolve, decider.initialState)).toEqual({ status: 'live', shopDomain: shop, published: false, document: { title: 'One' } });
  });

  it('replaces the whole document on a change', () => {
    expect(given([created], { type: 'Change', id: 't1', shopDomain: shop, document: { title: 'Two' } })).toEqual([
      { type: names.changed, data: { id: 't1', shopDomain: shop, at, document: { title: 'Two' } } },
    ]);
  });

  it('publishes and unpublishes only when that changes something', () => {
    expect(given([created], { type: 'Publish', id: 't1', shopDomain: shop })).toEqual([published]);
    expect(given([created, published], { type: 'Publish', id: 't1', shopDomain: shop })).toEqual([]);
    expect(given([created], { type: 'Unpublish', id: 't1', shopDomain: shop })).toEqual([]);
    expect(given([created, published], { type: 'Unpublish', id: 't1', shopDomain: shop })).toEqual([{ type: names.unpublished, data: { id: 't1', shopDomain: shop, at } }]);
  });

  it("treats another shop's, a deleted and a missing document alike: unknown, 404", () => {
    const deleted: DocumentEvent<Doc> = { type: names.deleted, data: { id: 't1', shopDomain: shop, at } };
    for (const [events, shopDomain] of [[[created], 'shop-b'], [[created, deleted], shop], [[], shop]] as const) {
      for (const type of ['Publish', 'Unpublish', 'Delete'] as const) {
        const attempt = () => given([...events], { type, id: 't1', shopDomain });
        expect(attempt).toThrow(HttpError);
        expect(attempt).toThrow('There is no thing "t1" in your shop.');
      }
    }
    expect(given([created], { type: 'Delete', id: 't1', shopDomain: shop })).toEqual([{ type: names.deleted, data: { id: 't1', shopDomain: shop, at } }]);
  });

  it('reads an erased shop’s redacted events as a document that is gone', () => {
    const redacted = { type: names.created, data: { redacted: true } } as unknown as DocumentEvent<Doc>;
    expect(() => given([redacted], { type: 'Publish', id: 't1', shopDomain: shop })).toThrow('There is no thing "t1" in your shop.');
  });
});
