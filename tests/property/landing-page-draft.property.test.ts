import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { checkButtonAddress } from '../../src/domain/bio-link-rules';
import {
  BLOCK_KINDS,
  draftProblems,
  emptyBlock,
  landingRequest,
  moveBlock,
  serverProblemField,
  type BlockDraft,
  type LandingDraft,
} from '../../src/domain/landing-pages';

const text = fc.oneof(
  { arbitrary: fc.string({ minLength: 1, maxLength: 30 }), weight: 4 },
  { arbitrary: fc.constantFrom('', '  '), weight: 1 },
);
/** Addresses a creator might type: web ones, script and data ones, bare words, blanks. */
const address = fc.oneof(
  { arbitrary: fc.webUrl({ validSchemes: ['http', 'https'] }), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://a.example',
      '//a.example',
      'www.example.com',
      '',
      '  ',
    ),
    weight: 1,
  },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
);

const block = (key: string) =>
  fc
    .record({
      type: fc.constantFrom(...BLOCK_KINDS),
      text,
      title: text,
      url: address,
      alt: text,
      media: fc.option(
        fc.record({ id: fc.constant('m1'), url: fc.constant('http://127.0.0.1/media/uploads/m1.webp') }),
        { nil: null },
      ),
      product: fc.option(
        fc.record({
          id: fc.constant('p1'),
          source: fc.constantFrom('shop' as const, 'catalog' as const),
          title: fc.constant('Bottle'),
        }),
        { nil: null },
      ),
      links: fc.array(fc.record({ title: text, url: address }), { maxLength: 3 }),
    })
    .map((fields): BlockDraft => ({ ...emptyBlock(fields.type, key), ...fields, key }));

const draft: fc.Arbitrary<LandingDraft> = fc
  .integer({ min: 0, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => block(`k${i}`))))
  .chain((blocks) =>
    fc.record({
      title: text,
      description: text,
      slug: fc.constantFrom('', 'summer-picks', 'Bad Slug', 'ab'),
      blocks: fc.constant(blocks as BlockDraft[]),
    }),
  );

/** Every address a request would put on the public page. */
const addressesOf = (request: ReturnType<typeof landingRequest>) =>
  request.blocks.flatMap((b) => [
    ...('url' in b && b.url !== undefined ? [b.url] : []),
    ...('links' in b ? b.links.map((l) => l.url) : []),
  ]);

describe('landing page draft rules', () => {
  it.prop([draft, fc.boolean()])(
    'a draft the editor would send has a title and only http(s) addresses, its blocks in order with their own fields',
    (d, existing) => {
      if (Object.keys(draftProblems(d)).length > 0) return;
      const request = landingRequest(d, existing);
      expect(request.title).not.toBe('');
      for (const url of addressesOf(request)) expect(checkButtonAddress('x', url).ok).toBe(true);
      expect(request.blocks.map((b) => b.type)).toEqual(d.blocks.map((b) => b.type));
      for (const b of request.blocks) {
        if (b.type === 'product') expect(Object.keys(b).sort()).toEqual(['productId', 'productSource', 'type']);
        if (b.type === 'heading' || b.type === 'text') expect(Object.keys(b).sort()).toEqual(['text', 'type']);
        if (b.type === 'image') expect(b.mediaId).not.toBe('');
      }
    },
  );

  it.prop([draft])(
    'every problem is named by a field of the page or a block of the draft; publishing asks for a block too',
    (d) => {
      const keys = new Set(['title', 'description', 'slug', 'blocks', ...d.blocks.map((b) => b.key)]);
      for (const key of Object.keys(draftProblems(d, true))) expect(keys.has(key)).toBe(true);
      if (d.blocks.length === 0) expect(draftProblems(d, true).blocks).toBeDefined();
      // Publishing is never easier than saving.
      for (const key of Object.keys(draftProblems(d))) expect(draftProblems(d, true)[key]).toBeDefined();
    },
  );

  it.prop([draft, fc.integer({ min: 1, max: 8 }), fc.string({ maxLength: 40 })])(
    "a server sentence naming 'Block n' lands on the draft's n-th block, or on the form when there is none",
    (d, n, rest) => {
      expect(serverProblemField(`Block ${n} (button): ${rest}`, d)).toBe(d.blocks[n - 1]?.key ?? null);
    },
  );

  it.prop([draft, fc.integer({ min: -2, max: 8 }), fc.integer({ min: -2, max: 8 })])(
    'reordering keeps every block once and puts the moved one where asked (within the list)',
    (d, from, to) => {
      const key = d.blocks[from]?.key ?? 'none';
      const moved = moveBlock(d.blocks, key, to);
      expect(moved.map((b) => b.key).sort()).toEqual(d.blocks.map((b) => b.key).sort());
      if (d.blocks[from])
        expect(moved.findIndex((b) => b.key === key)).toBe(Math.max(0, Math.min(d.blocks.length - 1, to)));
      else expect(moved).toEqual(d.blocks);
    },
  );
});
