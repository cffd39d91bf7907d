import { describe, expect, it } from 'vitest';
import {
  COMBINED_LINK_MESSAGES,
  CombinedCodeTakenError,
  combinedLinkDecider,
  shortLinkCodesOf,
  type CombinedLinkEvent,
} from '../../../server/modules/link-pages/combined-link-decider';
import { DomainError } from '../../../server/events/domain-error';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const at = SPEC_NOW.toISOString();
const combined = spec(combinedLinkDecider);
const create = (title = ' Summer ') =>
  ({
    type: 'CreateCombinedLink',
    code: 'C0de1234',
    shopDomain: 'shop-a',
    title,
    shortLinkCodes: ['a1', 'b2'],
  }) as const;
const created: CombinedLinkEvent = {
  type: 'CombinedLinkCreated',
  data: { code: 'C0de1234', shopDomain: 'shop-a', title: 'Summer', shortLinkCodes: ['a1', 'b2'], createdAt: at },
};
const remove = (shopDomain = 'shop-a') => ({ type: 'DeleteCombinedLink', code: 'C0de1234', shopDomain }) as const;

describe('combined link decider', () => {
  it('creates with a trimmed title, once per code; a blank title is refused', () => {
    combined.given([]).when(create()).then([created]);
    combined.given([created]).when(create()).thenThrows(CombinedCodeTakenError);
    combined.given([]).when(create('  ')).thenThrows('invalid', COMBINED_LINK_MESSAGES.blankTitle);
  });

  it("deletes the shop's own link once; another shop's, a deleted and a missing one are unknown", () => {
    const deleted: CombinedLinkEvent = {
      type: 'CombinedLinkDeleted',
      data: { code: 'C0de1234', shopDomain: 'shop-a', deletedAt: at },
    };
    combined.given([created]).when(remove()).then([deleted]);
    for (const [history, shop] of [
      [[created], 'shop-b'],
      [[created, deleted], 'shop-a'],
      [[], 'shop-a'],
    ] as const) {
      combined.given(history).when(remove(shop)).thenThrows('not-found', COMBINED_LINK_MESSAGES.unknown('C0de1234'));
    }
  });

  it('reads the form’s short link list in order and refuses one listed twice', () => {
    expect(shortLinkCodesOf('a1, b2,c3')).toEqual(['a1', 'b2', 'c3']);
    expect(() => shortLinkCodesOf('a1,b2,a1')).toThrow(
      new DomainError('invalid', COMBINED_LINK_MESSAGES.repeated('a1')),
    );
  });
});
