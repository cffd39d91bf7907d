import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  AUTO_DM_LIMITS,
  AUTO_DM_MESSAGES,
  autoDmProblems,
  commentMatches,
  hasContentUrl,
  type AutoDmCard,
} from '../../src/domain/auto-dm-rules';

const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const filler = fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { maxLength: 6 });
const separator = fc.constantFrom(' ', ', ', '! ', '\n', ' - ', '?');
/** Random capitals, so matching must not care. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((ups) => [...text].map((c, i) => (ups[i] ? c.toUpperCase() : c)).join(''));

describe('keyword matching', () => {
  it.prop([fc.string({ maxLength: 200 })])('no trigger words: every comment triggers', (comment) => {
    expect(commentMatches([], comment)).toBe(true);
  });

  it.prop([
    word.chain((keyword) => anyCase(keyword).map((written) => ({ keyword, written }))),
    filler,
    filler,
    separator,
  ])(
    'a trigger word standing alone in the comment matches whatever its capitals',
    ({ keyword, written }, before, after, sep) => {
      const comment = [...before, written, ...after].join(sep);
      expect(commentMatches([keyword], comment)).toBe(true);
      expect(commentMatches([keyword.toUpperCase()], comment)).toBe(true);
    },
  );

  it.prop([word, fc.stringMatching(/^[a-z0-9]{1,5}$/), filler])(
    'a trigger word inside a longer word does not match',
    (keyword, glued, others) => {
      const comment = [...others.filter((w) => !w.includes(keyword)), `${keyword}${glued}`, `${glued}${keyword}`].join(
        ' ',
      );
      fc.pre(!comment.split(' ').includes(keyword));
      expect(commentMatches([keyword], comment)).toBe(false);
    },
  );

  it.prop([fc.array(word, { minLength: 1, maxLength: 5 }), fc.string({ maxLength: 100 })])(
    'several trigger words match when any one of them does',
    (keywords, comment) => {
      expect(commentMatches(keywords, comment)).toBe(keywords.some((k) => commentMatches([k], comment)));
    },
  );
});

const httpUrl = fc.webUrl({ validSchemes: ['http', 'https'] });
const button = fc.record(
  { title: fc.stringMatching(/^[A-Za-z]{1,20}$/), contentUrl: fc.option(httpUrl, { nil: undefined }) },
  { requiredKeys: ['title'] },
);
const card: fc.Arbitrary<AutoDmCard> = fc.record(
  {
    title: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,79}$/),
    subtitle: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
    imageUrl: fc.option(httpUrl, { nil: undefined }),
    chatButtonReqList: fc.array(button, { maxLength: AUTO_DM_LIMITS.buttons }),
  },
  { requiredKeys: ['title', 'chatButtonReqList'] },
);
const reply = (cards: fc.Arbitrary<AutoDmCard[]>) =>
  fc.record({ enabled: fc.constant(true), keywords: fc.constant([] as string[]), carouselReplyContentList: cards });

describe('carousel limits', () => {
  it.prop([reply(fc.array(card, { minLength: 1, maxLength: AUTO_DM_LIMITS.cards }))])(
    'a carousel within every limit has no problem',
    (r) => {
      expect(autoDmProblems(r)).toEqual([]);
    },
  );

  it.prop([reply(fc.array(card, { minLength: AUTO_DM_LIMITS.cards + 1, maxLength: 15 }))])(
    'more than ten cards is refused with its sentence',
    (r) => {
      expect(autoDmProblems(r)).toContainEqual({
        field: '/carouselReplyContentList',
        message: AUTO_DM_MESSAGES.tooManyCards,
      });
    },
  );

  it.prop([card, fc.nat({ max: 9 }), fc.integer({ min: AUTO_DM_LIMITS.cardTitle + 1, max: 200 })])(
    'a card title over 80 characters names its card',
    (c, index, length) => {
      const cards = Array.from({ length: index + 1 }, () => c);
      cards[index] = { ...c, title: 'x'.repeat(length) };
      expect(autoDmProblems({ enabled: true, keywords: [], carouselReplyContentList: cards })).toContainEqual({
        field: `/carouselReplyContentList/${index}/title`,
        message: AUTO_DM_MESSAGES.longCardTitle(index + 1),
      });
    },
  );

  it.prop([card, fc.array(button, { minLength: AUTO_DM_LIMITS.buttons + 1, maxLength: 8 })])(
    'more than three buttons on a card is refused',
    (c, buttons) => {
      expect(
        autoDmProblems({
          enabled: true,
          keywords: [],
          carouselReplyContentList: [{ ...c, chatButtonReqList: buttons }],
        }),
      ).toContainEqual({
        field: '/carouselReplyContentList/0/chatButtonReqList',
        message: AUTO_DM_MESSAGES.tooManyButtons(1),
      });
    },
  );

  it.prop([
    card,
    fc.constantFrom(
      'javascript:alert(1)',
      'ftp://files.example.com/a',
      'data:text/html,x',
      '//example.com',
      'example.com',
    ),
  ])('a button address that is not http(s) is refused', (c, address) => {
    const problems = autoDmProblems({
      enabled: true,
      keywords: [],
      carouselReplyContentList: [{ ...c, chatButtonReqList: [{ title: 'Shop', contentUrl: address }] }],
    });
    expect(problems).toContainEqual({
      field: '/carouselReplyContentList/0/chatButtonReqList/0/contentUrl',
      message: AUTO_DM_MESSAGES.badContentUrl(1, 1),
    });
  });

  it.prop([fc.array(card, { maxLength: 10 })])(
    'isContentUrl is true exactly when some button has a contentUrl',
    (cards) => {
      expect(hasContentUrl({ carouselReplyContentList: cards })).toBe(
        cards.some((c) => c.chatButtonReqList.some((b) => b.contentUrl !== undefined)),
      );
    },
  );

  it.prop([fc.array(word, { minLength: 1, maxLength: 5 })])(
    'a trigger word listed twice in other capitals is refused',
    (keywords) => {
      const first = keywords[0]!;
      const problems = autoDmProblems({
        enabled: false,
        keywords: [...keywords, first.toUpperCase()],
        carouselReplyContentList: [],
      });
      expect(problems.map((p) => p.message)).toContain(AUTO_DM_MESSAGES.duplicateKeyword(first.toUpperCase()));
    },
  );
});
