import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import {
  LANDING_LIST_PATH,
  LANDING_TEXTS,
  draftProblems,
  landingEditPath,
  landingStatsPath,
  landingRequest,
} from '../../src/domain/landing-pages';
import { draftOfPage, type SaveInput } from '../../src/machines/landing-page-calls';
import {
  EDITOR_TEXTS,
  landingPageEditorMachine,
  type LandingEditorEvent,
  type LandingEditorInput,
  type LandingEditorSnapshot,
} from '../../src/machines/landing-page-editor.machine';
import { done, failed, newCallLog, recordEmitted, recordingActors, type CallLog } from '../support/flow-fakes';
import { landingPage } from '../support/landing-fixtures';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as LandingEditorEvent;
/** The saved page: heading, product, button and a picture. */
const PAGE = landingPage({
  blocks: [
    ...landingPage().blocks,
    { type: 'image', mediaId: 'm1', imageUrl: 'http://127.0.0.1/media/uploads/m1.webp', alt: 'My desk' },
  ],
});
const CREATED = landingPage({ id: 'lp-9', blocks: [] });
const PUBLISHED = { ...PAGE, published: true };
const PRODUCT = {
  id: 'p9',
  title: 'Desk Lamp',
  url: 'https://www.amazon.com/dp/B0LAMP0001',
  retailer: 'amazon',
  source: 1,
  brand: 'Lumo',
  price: { amountCents: 2599, currency: 'USD' },
};
const BLOCK_REFUSAL = 'Block 3 (button): give it a web address.';
const OTHER_REFUSAL = 'The connection was lost. Check your network and try again.';
const missing = new ApiError({
  code: 404,
  message: 'There is no landing page "lp-1" in your shop.',
  path: '/landing/detail',
});
const refusedBy = (message: string) => new ApiError({ code: 400, message, path: '/landing/update' });

const keyOf = (s: LandingEditorSnapshot, type: string) =>
  s.context.draft.blocks.find((b) => b.type === type)?.key ?? 'none';

function eventsFor(snapshot: LandingEditorSnapshot): LandingEditorEvent[] {
  const blocks = snapshot.context.draft.blocks;
  const first = blocks[0]?.key ?? 'none';
  const links = keyOf(snapshot, 'links');
  const events: LandingEditorEvent[] = [
    { type: 'page.change', field: 'title', value: 'Summer picks' },
    { type: 'page.change', field: 'title', value: '  ' },
    { type: 'block.add', kind: 'links' },
    { type: 'block.change', key: first, field: 'text', value: 'Hello' },
    { type: 'block.move', key: first, to: 1 },
    { type: 'block.remove', key: blocks.at(-1)?.key ?? 'none' },
    { type: 'block.link.add', key: links },
    { type: 'block.link.change', key: links, index: 0, field: 'title', value: 'Blog' },
    { type: 'block.link.remove', key: links, index: 0 },
    // The creator keeps a retailer address the earn rule cannot tag untagged knowingly.
    { type: 'block.keep', key: keyOf(snapshot, 'button'), keep: true },
    { type: 'block.link.keep', key: links, index: 0, keep: true },
    { type: 'block.picture', key: keyOf(snapshot, 'image'), file: new Blob(['png']) },
    { type: 'picker.open', key: keyOf(snapshot, 'product') },
    { type: 'picker.source', source: 'catalog' },
    { type: 'picker.keyword', value: 'lamp' },
    { type: 'picker.search' },
    { type: 'picker.choose', productId: 'p9' },
    { type: 'picker.close' },
    { type: 'preview.toggle' },
    { type: 'editor.save' },
    { type: 'editor.publish' },
    { type: 'editor.stats' },
    { type: 'editor.done' },
    { type: 'editor.retry' },
  ];
  if (snapshot.matches('loading'))
    events.push(
      ev(done('landingDetail', PAGE)),
      ev(failed('landingDetail', new Error('offline'))),
      ev(failed('landingDetail', missing)),
    );
  if (snapshot.matches('saving'))
    events.push(
      ev(done('saveLanding', snapshot.context.id ? PAGE : CREATED)),
      ev(failed('saveLanding', refusedBy(BLOCK_REFUSAL))),
      ev(failed('saveLanding', refusedBy(OTHER_REFUSAL))),
    );
  if (snapshot.matches('publishing'))
    events.push(ev(done('publishLanding', PUBLISHED)), ev(failed('publishLanding', refusedBy(BLOCK_REFUSAL))));
  if (snapshot.matches('uploading'))
    events.push(
      ev(done('uploadPicture', { id: 'm2', url: 'http://127.0.0.1/media/uploads/m2.webp' })),
      ev(failed('uploadPicture', refusedBy('The picture must be a JPEG, PNG, WebP or GIF file.'))),
    );
  if (snapshot.matches({ editing: { picking: 'searching' } }))
    events.push(ev(done('searchProducts', [PRODUCT])), ev(failed('searchProducts', new Error('offline'))));
  return events;
}

/** What the guards read: whether the draft can be saved or published, and which kinds of block it has. */
const serialize = (s: LandingEditorSnapshot) => {
  const { context: c } = s;
  const has = (type: string) => c.draft.blocks.some((b) => b.type === type);
  const linkList = c.draft.blocks.find((b) => b.type === 'links');
  return JSON.stringify({
    v: s.value,
    ok: Object.keys(draftProblems(c.draft)).length === 0,
    okPublish: Object.keys(draftProblems(c.draft, true)).length === 0,
    n: Math.min(c.draft.blocks.length, 2),
    links: linkList ? linkList.links.length > 0 : null,
    image: has('image'),
    product: has('product'),
    saved: c.page !== null,
    pk: c.picker ? [c.picker.source, c.picker.results.length > 0] : null,
  });
};

function explore(input: LandingEditorInput) {
  return exploreModel<typeof landingPageEditorMachine, CallLog>({
    name: 'landing-page-editor',
    machine: landingPageEditorMachine,
    input,
    events: eventsFor,
    serializeState: serialize,
    limit: 20_000,
    arrange: () => {
      const log = newCallLog();
      const machine = landingPageEditorMachine.provide({
        actors: recordingActors(log, [
          'landingDetail',
          'saveLanding',
          'publishLanding',
          'uploadPicture',
          'searchProducts',
        ]) as never,
      });
      return { machine, effects: log };
    },
    observe: (actor, log) => recordEmitted(actor, log),
    assertStep: ({ snapshot, event, effects }) => {
      const { context } = snapshot;
      const type = event.type as string;
      expect(snapshot.hasTag('busy')).toBe(
        ['loading', 'saving', 'publishing', 'uploading'].some((s) => snapshot.matches(s as never)),
      );
      expect(snapshot.hasTag('picker-visible')).toBe(context.picker !== null);
      // Only drafts within the rules are sent, whole; a publish also needs a block.
      for (const call of effects.calls.filter((c) => c.actor === 'saveLanding'))
        expect(draftProblems((call.input as SaveInput).draft)).toEqual({});
      for (const call of effects.calls.filter((c) => c.actor === 'publishLanding'))
        expect(draftProblems((call.input as SaveInput).draft, true)).toEqual({});
      if (snapshot.matches('saving') || snapshot.matches('publishing')) {
        expect(effects.calls.at(-1)?.input).toEqual({ id: context.id, draft: context.draft });
      }
      if (event.type === 'editor.save' && snapshot.matches({ editing: 'idle' }))
        expect(context.problems).toEqual(draftProblems(context.draft));
      if (event.type === 'editor.publish' && snapshot.matches({ editing: 'idle' })) {
        expect(context.problems).toEqual(draftProblems(context.draft, true));
        if (context.draft.blocks.length === 0) expect(context.problems.blocks).toBe(LANDING_TEXTS.noBlocks);
      }
      // A server sentence naming a block shows under that block; another one above the form.
      if (type === 'xstate.error.actor.saveLanding' || type === 'xstate.error.actor.publishLanding') {
        const message = (event as unknown as { error: Error }).error.message;
        const third = context.draft.blocks[2]?.key;
        if (message === BLOCK_REFUSAL && third) expect(context.problems[third]).toBe(BLOCK_REFUSAL);
        if (message === OTHER_REFUSAL) expect(context.failure).toBe(OTHER_REFUSAL);
      }
      // Editing a field takes its sentence away.
      if (event.type === 'page.change') expect(context.problems[event.field]).toBeUndefined();
      if (event.type === 'block.change' || event.type === 'block.link.change')
        expect(context.problems[event.key]).toBeUndefined();
      if (event.type === 'block.keep')
        expect(context.draft.blocks.find((b) => b.key === event.key)?.keepUntagged ?? true).toBe(true);
      if (event.type === 'block.link.keep') {
        const link = context.draft.blocks.find((b) => b.key === event.key)?.links[event.index];
        if (link) expect(link.keepUntagged).toBe(true);
      }
      const last = effects.emitted.at(-1);
      if (type === 'xstate.done.actor.saveLanding') {
        expect(context.draft).toEqual(draftOfPage(context.page!));
        // A page created by this save moves to its own address; an update stays.
        const created = context.page?.id === CREATED.id;
        expect(effects.emitted.slice(created ? -2 : -1)).toEqual([
          { type: 'toast.show', text: EDITOR_TEXTS.saved },
          ...(created ? [{ type: 'route.navigate', path: landingEditPath(CREATED.id) }] : []),
        ]);
      }
      if (type === 'xstate.done.actor.publishLanding') expect(context.page?.published).toBe(true);
      if (type === 'xstate.done.actor.searchProducts') expect(context.picker?.results).toEqual([PRODUCT]);
      if (type === 'xstate.error.actor.searchProducts') expect(context.picker?.failure).toBe(EDITOR_TEXTS.searchFailed);
      if (event.type === 'picker.choose' && snapshot.matches({ editing: 'idle' })) {
        expect(context.draft.blocks.find((b) => b.type === 'product')?.product).toMatchObject({
          id: 'p9',
          title: 'Desk Lamp',
          price: PRODUCT.price,
        });
      }
      if (type === 'xstate.done.actor.uploadPicture')
        expect(context.draft.blocks.find((b) => b.type === 'image')?.media?.id).toBe('m2');
      if (snapshot.matches('missing')) expect(context.failure).toBe(EDITOR_TEXTS.notFound);
      if (snapshot.matches('failed')) expect(context.failure).toBe(EDITOR_TEXTS.loadFailed);
      if (event.type === 'editor.done') expect(last).toEqual({ type: 'route.navigate', path: LANDING_LIST_PATH });
      if (event.type === 'editor.stats' && context.id)
        expect(last).toEqual({ type: 'route.navigate', path: landingStatsPath(context.id) });
    },
  });
}

describe('Landing page editor (landingPage/create)', () => {
  it('landing-page-editor: every state and transition; only drafts within the rules are sent, server sentences land on their block', async () => {
    const coverage = mergeCoverage('landing-page-editor', [await explore({ id: null }), await explore({ id: 'lp-1' })]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 120_000);

  it('sends the draft in page order with each kind’s own fields, after a reorder', async () => {
    const log = newCallLog();
    const actor = createActor(
      landingPageEditorMachine.provide({
        actors: recordingActors(log, [
          'landingDetail',
          'saveLanding',
          'publishLanding',
          'uploadPicture',
          'searchProducts',
        ]) as never,
      }),
      { input: { id: 'lp-1' } },
    ).start();
    actor.send(ev(done('landingDetail', PAGE)));
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    actor.send({ type: 'block.move', key: 'b2', to: 0 });
    actor.send({ type: 'editor.save' });
    const sent = log.calls.at(-1)?.input as SaveInput;
    expect(landingRequest(sent.draft, true).blocks).toEqual([
      { type: 'button', title: 'My blog', url: 'https://blog.example.com/' },
      { type: 'heading', text: 'Two things I love' },
      { type: 'product', productId: 'p1', productSource: 'shop' },
      { type: 'image', mediaId: 'm1', alt: 'My desk' },
    ]);
  });
});
