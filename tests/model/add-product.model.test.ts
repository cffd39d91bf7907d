import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  addProductMachine,
  TIMED_OUT_TEXT,
  type AddProductEvent,
  type AddProductSnapshot,
  type AddProductTask,
  type ProductCheck,
} from '../../src/machines/add-product.machine';
import { ApiError } from '../../src/api/response-policy';
import { RETAILER_LINK_ERRORS } from '../../src/domain/retailer-links';
import { ADD_PRODUCT_POLL_MS } from '../../src/domain/shop-products';
import type { ShopProduct } from '../../src/machines/shop-calls';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const PRODUCT: ShopProduct = {
  id: 'p1',
  title: 'Apple AirPods Pro 2',
  url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
  source: 1,
  retailer: 'amazon',
  onShelf: true,
  createdAt: '2026-11-21T10:00:00.000Z',
};
const ev = (type: string, extra: Record<string, unknown>) => ({ type, ...extra }) as unknown as AddProductEvent;
const done = (id: string, output: unknown) => ev(`xstate.done.actor.${id}`, { output, actorId: id });
const failed = (id: string, error: unknown) => ev(`xstate.error.actor.${id}`, { error, actorId: id });
const task = (status: AddProductTask['status'], extra: Partial<AddProductTask> = {}): AddProductTask => ({
  taskId: 't1',
  status,
  ...extra,
});
const refused = new ApiError({
  code: 409,
  message: 'This product is already in your shop.',
  path: '/app/product/add_product',
});

function eventsFor(snapshot: AddProductSnapshot): AddProductEvent[] {
  const events: AddProductEvent[] = [
    { type: 'address.change', value: 'https://www.amazon.com/dp/B0D1XD1ZV3' },
    { type: 'address.change', value: '' },
    { type: 'address.submit' },
    { type: 'address.reset' },
    { type: 'task.poll' },
  ];
  if (snapshot.matches('checking')) {
    events.push(
      done('checkProduct', { supported: false, alreadyAdded: false } satisfies ProductCheck),
      done('checkProduct', { supported: true, source: 1, alreadyAdded: true, productId: 'p0' } satisfies ProductCheck),
      done('checkProduct', { supported: true, source: 1, alreadyAdded: false } satisfies ProductCheck),
      failed('checkProduct', new Error('offline')),
    );
  }
  if (snapshot.matches('adding')) {
    events.push(
      done('addProduct', task('done', { product: PRODUCT })),
      done('addProduct', task('failed', { failureReason: 'Gone.' })),
      done('addProduct', task('pending')),
      failed('addProduct', refused),
    );
  }
  if (snapshot.matches('polling')) {
    events.push(
      done('addProductStatus', task('done', { product: PRODUCT })),
      done('addProductStatus', task('failed')),
      done('addProductStatus', task('pending')),
      failed('addProductStatus', new Error('offline')),
    );
  }
  if (snapshot.matches('waiting')) events.push(ev('xstate.after.pollInterval.addProduct.waiting', {}));
  return events;
}

interface Effects {
  checked: string[];
  added: string[];
  polled: string[];
}

describe('add a product by address (addProduct/index)', () => {
  it('add-product: every state and transition; addresses go out with their scheme, errors say why', async () => {
    const coverage = await exploreModel<typeof addProductMachine, Effects>({
      name: 'add-product',
      machine: addProductMachine,
      input: { maxPolls: 2 },
      events: eventsFor,
      arrange: () => {
        const effects: Effects = { checked: [], added: [], polled: [] };
        const pending = () => new Promise<never>(() => {});
        const machine = addProductMachine.provide({
          actors: {
            checkProduct: fromPromise<ProductCheck, { url: string }>(
              ({ input }) => (effects.checked.push(input.url), pending()),
            ),
            addProduct: fromPromise<AddProductTask, { url: string }>(
              ({ input }) => (effects.added.push(input.url), pending()),
            ),
            addProductStatus: fromPromise<AddProductTask, { taskId: string }>(
              ({ input }) => (effects.polled.push(input.taskId), pending()),
            ),
          },
        });
        return { machine, effects };
      },
      assertStep: ({ snapshot, effects, event }) => {
        const { context } = snapshot;
        for (const url of [...effects.checked, ...effects.added])
          expect(url).toBe('https://www.amazon.com/dp/B0D1XD1ZV3');
        if (snapshot.matches('polling')) expect(effects.polled.at(-1)).toBe('t1');
        if (snapshot.matches('added')) expect(context.product).toEqual(PRODUCT);
        if (snapshot.matches('alreadyAdded')) expect(context.existingProductId).toBe('p0');
        if (snapshot.matches('timedOut')) expect(context.failure).toBe(TIMED_OUT_TEXT);
        if ((event.type as string) === 'xstate.done.actor.checkProduct' && snapshot.matches('editing'))
          expect(context.failure).toBe(RETAILER_LINK_ERRORS.unsupported);
        if ((event.type as string) === 'xstate.error.actor.addProduct') expect(context.failure).toBe(refused.message);
        expect(snapshot.hasTag('busy')).toBe(
          ['checking', 'adding', 'waiting', 'polling'].some((s) => snapshot.matches(s as never)),
        );
        expect(context.polls).toBeLessThanOrEqual(2);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('asks about a pending task once a second until the retailer answers', async () => {
    const answers: AddProductTask['status'][] = ['pending', 'pending', 'done'];
    const asked: number[] = [];
    const clock = new SimulatedClock();
    const machine = addProductMachine.provide({
      actors: {
        checkProduct: fromPromise(async () => ({ supported: true, alreadyAdded: false }) as ProductCheck),
        addProduct: fromPromise(async () => task('pending')),
        addProductStatus: fromPromise(async () => {
          asked.push(clock.now());
          const status = answers.shift() ?? 'done';
          return task(status, status === 'done' ? { product: PRODUCT } : {});
        }),
      },
    });
    const actor = createActor(machine, { clock, input: {} }).start();
    actor.send({ type: 'address.change', value: 'amazon.com/dp/B0D1XD1ZV3' });
    actor.send({ type: 'address.submit' });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    for (let i = 0; i < 3; i += 1) {
      clock.increment(ADD_PRODUCT_POLL_MS);
      await settle();
    }
    expect(asked).toEqual([ADD_PRODUCT_POLL_MS, 2 * ADD_PRODUCT_POLL_MS, 3 * ADD_PRODUCT_POLL_MS]);
    expect(actor.getSnapshot().value).toBe('added');
    expect(actor.getSnapshot().context.product?.title).toBe('Apple AirPods Pro 2');
    actor.stop();
  });

  it('says precisely what is wrong with an unsupported address', async () => {
    const machine = addProductMachine.provide({
      actors: { checkProduct: fromPromise(async () => ({ supported: false, alreadyAdded: false }) as ProductCheck) },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'address.change', value: 'https://amzn.to/3abc' });
    actor.send({ type: 'address.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.failure).toBe(RETAILER_LINK_ERRORS.shortAmazon);
    actor.stop();
  });
});
