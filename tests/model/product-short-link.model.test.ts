import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import {
  productShortLinkMachine,
  type ProductShortLink,
  type ProductShortLinkEvent,
} from '../../src/machines/product-short-link.machine';
import { LINK_DETAIL_PATH } from '../../src/domain/my-links';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { serverError } from '../support/flow-fakes';

const LINK = {
  id: 'L1nkC0de',
  code: 'L1nkC0de',
  shortUrl: 'http://127.0.0.1/s/L1nkC0de',
  originalUrl: 'https://www.amazon.com/dp/B0TESTASIN?tag=a-20',
  kind: 'short',
  clicks: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
} as ProductShortLink;
const ev = (e: unknown) => e as ProductShortLinkEvent;
const made = ev({
  type: 'xstate.done.actor.createProductShortlinkV2',
  output: LINK,
  actorId: 'createProductShortlinkV2',
});
const refused = ev({
  type: 'xstate.error.actor.createProductShortlinkV2',
  error: serverError('Target links with a tracking id need your Impact settings.'),
  actorId: 'createProductShortlinkV2',
});

describe('Create link beside a product (myLinks/productList, curationDetail)', () => {
  it('product-short-link: every state and transition; the link lands in its product’s row, a refusal says why there', async () => {
    const coverage = await exploreModel<typeof productShortLinkMachine, { asked: string[]; emitted: AnyEventObject[] }>(
      {
        name: 'product-short-link',
        machine: productShortLinkMachine,
        events: (snapshot) => [
          { type: 'productShortLink.create', productId: 'p-lamp' },
          { type: 'productShortLink.open', code: 'L1nkC0de' },
          ...(snapshot.matches('creating') ? [made, refused] : []),
        ],
        serializeState: (s) =>
          JSON.stringify([s.value, s.context.pending, Object.keys(s.context.links), s.context.failure]),
        arrange: () => {
          const effects = { asked: [] as string[], emitted: [] as AnyEventObject[] };
          const machine = productShortLinkMachine.provide({
            actors: {
              createProductShortlinkV2: fromPromise<ProductShortLink, { productId: string }>(
                ({ input }) => (effects.asked.push(input.productId), new Promise(() => {})),
              ),
            },
          });
          return { machine, effects };
        },
        observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
        assertStep: ({ snapshot, event, effects }) => {
          if (snapshot.matches('creating')) expect(effects.asked.at(-1)).toBe('p-lamp');
          if (event === made) expect(snapshot.context.links).toEqual({ 'p-lamp': LINK });
          if (event === refused)
            expect(snapshot.context.failure).toEqual({
              productId: 'p-lamp',
              message: 'Target links with a tracking id need your Impact settings.',
            });
          if (event.type === 'productShortLink.open')
            expect(effects.emitted.at(-1)).toEqual({
              type: 'route.navigate',
              path: `${LINK_DETAIL_PATH}?code=L1nkC0de`,
            });
          expect(snapshot.hasTag('busy')).toBe(snapshot.matches('creating'));
        },
      },
    );
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
