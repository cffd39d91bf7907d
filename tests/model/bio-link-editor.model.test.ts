import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  EDITOR_LOAD_FAILED,
  EDITOR_PRODUCTS_FAILED,
  EDITOR_SAVED_TEXT,
  bioLinkEditorMachine,
  draftOf,
  type BioLinkEditorEvent,
  type BioLinkEditorSnapshot,
  type EditorSaveInput,
  type EditorSaveResult,
} from '../../src/machines/bio-link-editor.machine';
import { savePageRequest, type BioLinkDetail } from '../../src/machines/bio-link-calls';
import {
  BIO_LINK_NEW_PATH,
  BIO_LINK_PATH,
  BIO_LINK_TEXTS,
  draftProblems,
  newButtonProblem,
  webAddressProblem,
} from '../../src/domain/bio-link';
import { HEADER_TEXTS } from '../../src/domain/bio-headers';
import { draftItems, newHeaderProblem } from '../../src/domain/bio-draft-items';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { bioDetail, button } from '../support/bio-link-fixtures';
import type { PickerProduct, ProductQuery } from '../../src/machines/product-search';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as BioLinkEditorEvent;
const PAGE = bioDetail();
/** The same page changed elsewhere: a button added in another window. */
const CHANGED = bioDetail({ buttons: [...PAGE.buttons, button('b3', 'Podcast')] });
const SAVED: EditorSaveResult = { saved: PAGE };
const REFUSED_CHANGED: EditorSaveResult = { changedElsewhere: CHANGED };
const REFUSAL =
  '"Shop" must lead to a web address starting with http:// or https://; javascript:, data: and other kinds of address are not allowed.';
const PICTURE = new Blob(['picture']);
const THUMBNAIL_URL = 'https://app.example.com/t/AbCdEfGhIjKlMnOp';
const PICTURE_REFUSED = 'The file is not a picture Linkmint can read (JPEG, PNG, WebP or GIF).';
/** A product's picture as the picker lists it: its brand's logo on Linkmint's origin. */
const PRODUCT_PICTURE = 'https://app.example.com/catalog/images/brand/stanley.svg';
/** Found by the picker: one product with a picture, one whose brand has none. */
const FOUND: PickerProduct[] = [
  {
    id: 'c1',
    title: 'Quencher tumbler',
    url: 'https://www.amazon.com/dp/B0001',
    source: 1,
    brand: 'Stanley',
    imageUrl: PRODUCT_PICTURE,
    onShelf: true,
    createdAt: '2026-11-18T12:00:00.000Z',
  },
  {
    id: 'c2',
    title: 'Plain mug',
    url: 'https://www.amazon.com/dp/B0002',
    source: 1,
    onShelf: true,
    createdAt: '2026-11-18T12:00:00.000Z',
  },
];
const saveDone = (e: { type: string }): EditorSaveResult | null =>
  (e.type as string) === 'xstate.done.actor.save' ? (e as unknown as { output: EditorSaveResult }).output : null;

function eventsFor(snapshot: BioLinkEditorSnapshot): BioLinkEditorEvent[] {
  const first = snapshot.context.draft.buttons[0]?.key ?? 'b1';
  const unsaved = snapshot.context.draft.buttons.find((b) => b.id === undefined)?.key ?? 'new-1';
  const header = snapshot.context.draft.headers?.[0]?.key ?? 'new-1';
  const events: BioLinkEditorEvent[] = [
    { type: 'editor.button.keepNew', keep: true },
    { type: 'editor.button.keep', key: unsaved, keep: true },
    { type: 'editor.button.keep', key: first, keep: true },
    { type: 'editor.profile.change', field: 'displayName', value: 'Jane D.' },
    { type: 'editor.profile.change', field: 'bio', value: 'x'.repeat(161) },
    { type: 'editor.button.draft', field: 'title', value: 'Podcast' },
    { type: 'editor.button.draft', field: 'url', value: 'javascript:alert(1)' },
    { type: 'editor.button.draft', field: 'url', value: 'https://podcast.example.com' },
    { type: 'editor.button.add' },
    { type: 'editor.button.remove', key: first },
    { type: 'editor.button.remove', key: 'nowhere' },
    { type: 'editor.button.move', key: first, to: 5 },
    { type: 'editor.button.feature', key: first, featured: !snapshot.context.draft.buttons[0]?.featured },
    { type: 'editor.button.feature', key: 'nowhere', featured: true },
    { type: 'editor.header.draft', value: ' My skincare ' },
    { type: 'editor.header.draft', value: '  ' },
    { type: 'editor.header.add' },
    { type: 'editor.header.move', key: header, to: 0 },
    { type: 'editor.header.move', key: 'nowhere', to: 0 },
    { type: 'editor.header.remove', key: header },
    { type: 'editor.header.remove', key: 'nowhere' },
    { type: 'editor.button.thumbnail', key: first, file: PICTURE },
    { type: 'editor.button.thumbnail', key: 'nowhere', file: PICTURE },
    { type: 'editor.button.unthumbnail', key: first },
    { type: 'editor.button.unthumbnail', key: 'nowhere' },
    { type: 'editor.button.pickPicture', key: first },
    { type: 'editor.button.pickPicture', key: 'nowhere' },
    { type: 'picker.close' },
    { type: 'picker.source', source: 'catalog' },
    { type: 'picker.source', source: 'shop' },
    { type: 'picker.keyword', value: 'tumbler' },
    { type: 'picker.search' },
    { type: 'picker.choose', productId: 'c1' },
    { type: 'picker.choose', productId: 'c2' },
    { type: 'picker.choose', productId: 'nowhere' },
    { type: 'editor.social.draft', platform: 'tiktok', url: 'https://www.tiktok.com/@jane' },
    { type: 'editor.social.add' },
    { type: 'editor.social.remove', platform: 'instagram' },
    { type: 'editor.save' },
    { type: 'editor.done' },
    { type: 'bioPage.retry' },
    { type: 'bioPage.create' },
    { type: 'conflict.keepMine' },
    { type: 'conflict.takeTheirs' },
    { type: 'conflict.cancel' },
  ];
  if (snapshot.matches('loading'))
    events.push(
      ev(done('getBioLinkDetail', PAGE)),
      ev(done('getBioLinkDetail', null)),
      ev(failed('getBioLinkDetail', new Error('offline'))),
    );
  if (snapshot.matches('uploadingThumbnail'))
    events.push(
      ev(done('uploadThumbnail', { id: 'AbCdEfGhIjKlMnOp', url: THUMBNAIL_URL })),
      ev(failed('uploadThumbnail', serverError(PICTURE_REFUSED))),
    );
  if (snapshot.matches({ editing: { pickingPicture: 'searching' } }))
    events.push(ev(done('searchProducts', FOUND)), ev(failed('searchProducts', new Error('offline'))));
  if (snapshot.matches('saving'))
    events.push(ev(done('save', SAVED)), ev(done('save', REFUSED_CHANGED)), ev(failed('save', serverError(REFUSAL))));
  return events;
}

type Effects = CallLog;

describe('Bio page editor (home/biolink_edit)', () => {
  it('bio-link-editor: every state and transition; only valid drafts are sent, whole; a page changed elsewhere asks first', async () => {
    const coverage = await exploreModel<typeof bioLinkEditorMachine, Effects>({
      name: 'bio-link-editor',
      limit: 20_000,
      machine: bioLinkEditorMachine,
      events: eventsFor,
      // While the picker is open the draft cannot change, so its states are told apart by the picker alone.
      serializeState: (s) =>
        s.context.picker
          ? JSON.stringify({ v: s.value, p: [s.context.picker.source, s.context.picker.results.length] })
          : JSON.stringify({
              v: s.value,
              b: Math.min(s.context.draft.buttons.length, 2),
              s: Math.min(s.context.draft.social.length, 2),
              bio: s.context.draft.profile.bio.length > 160,
              nb:
                newButtonProblem(s.context.draft.buttons, s.context.newButton.title, s.context.newButton.url) === null,
              base: s.context.base?.buttons.length ?? null,
              h: Math.min(s.context.draft.headers?.length ?? 0, 1),
              nh: newHeaderProblem(s.context.draft.headers ?? [], s.context.newHeader) === null,
            }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: bioLinkEditorMachine.provide({
            actors: recordingActors(log, ['getBioLinkDetail', 'save', 'uploadThumbnail', 'searchProducts']) as never,
          }),
          effects: log,
        };
      },
      observe: (actor, log) => void actor.on('*', (e) => log.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(
          ['loading', 'saving', 'uploadingThumbnail'].some((s) => snapshot.matches(s as never)),
        );
        expect(snapshot.hasTag('conflict')).toBe(snapshot.matches('conflict'));
        // No button or social account in a draft leads anywhere but the web.
        for (const b of context.draft.buttons) expect(webAddressProblem(b.url)).toBeNull();
        for (const s of context.draft.social) expect(webAddressProblem(s.url)).toBeNull();
        // Only drafts within the rules are sent, each against the page it started from or, after a conflict, the page read then.
        const saves = effects.calls.filter((c) => c.actor === 'save');
        for (const call of saves) expect(Object.keys(draftProblems((call.input as EditorSaveInput).draft))).toEqual([]);
        if (snapshot.matches('saving')) {
          const keepMine = event.type === 'conflict.keepMine';
          expect(saves.at(-1)?.input).toEqual({
            draft: context.draft,
            against: keepMine ? context.latest : context.base,
          });
          if (keepMine) expect(context.latest).toEqual(CHANGED);
        }
        if (event.type === 'editor.save' && snapshot.matches('editing'))
          expect(context.problems).toEqual(draftProblems(context.draft));
        if (event.type === 'editor.button.add' && context.newButton.url === 'javascript:alert(1)')
          expect(context.newButtonProblem?.message).toBe(BIO_LINK_TEXTS.urlNotWeb);
        // The choice to keep an address untagged travels with the button it was made for; a saved button keeps what it was saved with.
        if (event.type === 'editor.button.keepNew') expect(context.newButton.keepUntagged).toBe(true);
        if (event.type === 'editor.button.keep') {
          const kept = context.draft.buttons.find((b) => b.key === event.key);
          if (kept) expect(kept.keepUntagged === true).toBe(kept.id === undefined);
        }
        // Featuring marks that button alone, and the save call carries the mark for kept and new buttons alike.
        if (event.type === 'editor.button.feature') {
          const marked = context.draft.buttons.find((b) => b.key === event.key);
          if (marked) expect(marked.featured === true).toBe(event.featured);
        }
        for (const call of saves) {
          const { draft, against } = call.input as EditorSaveInput;
          if (against) {
            const request = savePageRequest(draft, against);
            expect(request.buttons.map((b) => b.featured === true)).toEqual(
              draft.buttons.map((b) => b.featured === true),
            );
            // Headers go with their titles trimmed and their places among the buttons.
            expect(request.headers).toEqual(
              (draft.headers ?? []).map((h) => ({ title: h.title.trim(), position: h.position })),
            );
            // The save carries each button's thumbnail, kept and new alike.
            expect(request.buttons.map((b) => b.thumbnailUrl ?? null)).toEqual(
              draft.buttons.map((b) => b.thumbnailUrl ?? null),
            );
          }
        }
        // Every header sits among the buttons (at most after the last), in page order.
        const positions = (context.draft.headers ?? []).map((h) => h.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        for (const p of positions) expect(p).toBeLessThanOrEqual(context.draft.buttons.length);
        if (event.type === 'editor.header.add') {
          if (context.newHeaderProblem === null) {
            const lastItem = draftItems(context.draft).at(-1);
            expect(lastItem && 'header' in lastItem ? lastItem.header.title : null).toBe('My skincare');
          } else expect(context.newHeaderProblem).toBe(HEADER_TEXTS.titleMissing);
        }
        // A chosen picture uploads first; the button it was chosen for shows it once stored, and Remove takes it off.
        if (snapshot.matches('uploadingThumbnail')) {
          const upload = effects.calls.filter((c) => c.actor === 'uploadThumbnail').at(-1);
          expect(upload?.input).toEqual({ key: context.thumbnailFor, file: PICTURE });
        }
        if (String(event.type) === 'xstate.done.actor.uploadThumbnail')
          expect(context.draft.buttons.some((b) => b.thumbnailUrl === THUMBNAIL_URL)).toBe(true);
        if (String(event.type) === 'xstate.error.actor.uploadThumbnail') expect(context.failure).toBe(PICTURE_REFUSED);
        if (event.type === 'editor.button.unthumbnail') {
          const cleared = context.draft.buttons.find((b) => b.key === event.key);
          if (cleared) expect(cleared.thumbnailUrl).toBeUndefined();
        }
        if (!snapshot.matches('uploadingThumbnail')) expect(context.thumbnailFor).toBeNull();
        // A product's picture: the picker opens for one button, searches what it shows, and only a product with a
        // picture can be chosen; the chosen picture lands on that button, and closing leaves the button as it was.
        const picking = snapshot.matches({ editing: 'pickingPicture' });
        expect(snapshot.hasTag('picker-visible')).toBe(picking);
        expect(context.picker !== null && context.pictureFor !== null).toBe(picking);
        if (event.type === 'editor.button.pickPicture' && picking) expect(context.pictureFor).toBe(event.key);
        if (snapshot.matches({ editing: { pickingPicture: 'searching' } }) && event.type !== 'picker.keyword')
          expect(effects.calls.filter((c) => c.actor === 'searchProducts').at(-1)?.input).toEqual({
            source: context.picker!.source,
            keyword: context.picker!.keyword,
          });
        if ((event.type as string) === 'xstate.error.actor.searchProducts')
          expect(context.picker?.failure).toBe(EDITOR_PRODUCTS_FAILED);
        if (event.type === 'picker.choose' && !picking) {
          expect(event.productId).toBe('c1');
          expect(context.draft.buttons[0]?.thumbnailUrl).toBe(PRODUCT_PICTURE);
          expect(context.dirty).toBe(true);
        }
        if (
          event.type === 'editor.social.add' &&
          context.newSocial.platform === 'instagram' &&
          context.draft.social.some((s) => s.platform === 'instagram')
        ) {
          expect(context.newSocialProblem).toBe(BIO_LINK_TEXTS.socialTaken);
        }
        if (saveDone(event) && snapshot.matches('conflict')) {
          // Refused because the page changed elsewhere: the page as it is now shows beside the draft, which stays.
          expect(context.latest).toEqual(CHANGED);
          expect(context.draft).toEqual((saves.at(-1)?.input as EditorSaveInput).draft);
        }
        if (snapshot.matches('conflict')) expect(context.latest).not.toBeNull();
        if (event.type === 'conflict.cancel' && snapshot.matches('editing')) expect(context.latest).toBeNull();
        if (event.type === 'conflict.takeTheirs' && context.base)
          expect({ draft: context.draft, dirty: context.dirty, latest: context.latest }).toEqual({
            draft: draftOf(context.base),
            dirty: false,
            latest: null,
          });
        if (saveDone(event) && snapshot.matches('editing')) {
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: EDITOR_SAVED_TEXT });
          expect({ draft: context.draft, dirty: context.dirty }).toEqual({ draft: draftOf(PAGE), dirty: false });
        }
        if ((event.type as string) === 'xstate.error.actor.save')
          expect([context.failure, context.latest]).toEqual([REFUSAL, null]);
        if (snapshot.matches('failed')) expect(context.failure).toBe(EDITOR_LOAD_FAILED);
        if (event.type === 'editor.done' && snapshot.matches('editing'))
          expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: BIO_LINK_PATH });
        if (event.type === 'bioPage.create' && snapshot.matches('noPage'))
          expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: BIO_LINK_NEW_PATH });
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('reorders, adds and removes in the draft only, and hands the whole draft to save', async () => {
    const saved: EditorSaveInput[] = [];
    const machine = bioLinkEditorMachine.provide({
      actors: {
        getBioLinkDetail: fromPromise<BioLinkDetail | null>(async () => PAGE),
        save: fromPromise<EditorSaveResult, EditorSaveInput>(async ({ input }) => (saved.push(input), SAVED)),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'editor.button.draft', field: 'title', value: 'Podcast' });
    actor.send({ type: 'editor.button.draft', field: 'url', value: ' https://podcast.example.com ' });
    actor.send({ type: 'editor.button.keepNew', keep: true });
    actor.send({ type: 'editor.button.add' });
    expect(actor.getSnapshot().context.newButton).toEqual({ title: '', url: '', keepUntagged: false });
    actor.send({ type: 'editor.button.move', key: 'new-1', to: 0 });
    actor.send({ type: 'editor.button.remove', key: 'b2' });
    expect(actor.getSnapshot().context.draft.buttons.map((b) => b.title)).toEqual(['Podcast', 'Shop']);
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches('editing') && !s.context.dirty);
    expect(saved[0]?.draft.buttons.map((b) => [b.id, b.title, b.url])).toEqual([
      [undefined, 'Podcast', 'https://podcast.example.com'],
      ['b1', 'Shop', 'https://shop.example.com/b1'],
    ]);
    expect(saved[0]?.against).toEqual(PAGE);
    // save_page carries the choice with the new button only.
    expect(savePageRequest(saved[0]!.draft, PAGE).buttons).toEqual([
      { title: 'Podcast', url: 'https://podcast.example.com', keepUntagged: true },
      { id: 'b1' },
    ]);
    actor.stop();
  });

  it('keeps section headers in the one list with the buttons: added at the end, moved, kept in place when a button goes', async () => {
    const saved: EditorSaveInput[] = [];
    const machine = bioLinkEditorMachine.provide({
      actors: {
        getBioLinkDetail: fromPromise<BioLinkDetail | null>(async () => ({
          ...PAGE,
          headers: [{ title: 'Top', position: 0 }],
        })),
        save: fromPromise<EditorSaveResult, EditorSaveInput>(async ({ input }) => (saved.push(input), SAVED)),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('editing'));
    const order = () =>
      draftItems(actor.getSnapshot().context.draft).map((item) =>
        'button' in item ? item.button.title : `# ${item.header.title}`,
      );
    expect(order()).toEqual(['# Top', 'Shop', 'Blog']);
    actor.send({ type: 'editor.header.draft', value: 'x'.repeat(61) });
    actor.send({ type: 'editor.header.add' });
    expect(actor.getSnapshot().context.newHeaderProblem).toBe(HEADER_TEXTS.titleTooLong);
    actor.send({ type: 'editor.header.draft', value: ' My skincare ' });
    actor.send({ type: 'editor.header.add' });
    expect(order()).toEqual(['# Top', 'Shop', 'Blog', '# My skincare']);
    const added = actor.getSnapshot().context.draft.headers!.at(-1)!.key;
    actor.send({ type: 'editor.header.move', key: added, to: 2 });
    expect(order()).toEqual(['# Top', 'Shop', '# My skincare', 'Blog']);
    // A button moved up past a header swaps with it; removing a button keeps the headers in their places.
    actor.send({ type: 'editor.button.move', key: 'b2', to: 2 });
    expect(order()).toEqual(['# Top', 'Shop', 'Blog', '# My skincare']);
    actor.send({ type: 'editor.button.remove', key: 'b1' });
    expect(order()).toEqual(['# Top', 'Blog', '# My skincare']);
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches('editing') && !s.context.dirty);
    expect(savePageRequest(saved[0]!.draft, PAGE).headers).toEqual([
      { title: 'Top', position: 0 },
      { title: 'My skincare', position: 1 },
    ]);
    actor.stop();
  });
  it("takes a product's picture for the button it was opened for, and save_page carries it", async () => {
    const saved: EditorSaveInput[] = [];
    const searched: unknown[] = [];
    const machine = bioLinkEditorMachine.provide({
      actors: {
        getBioLinkDetail: fromPromise<BioLinkDetail | null>(async () => PAGE),
        searchProducts: fromPromise<PickerProduct[], ProductQuery>(async ({ input }) => (searched.push(input), FOUND)),
        save: fromPromise<EditorSaveResult, EditorSaveInput>(async ({ input }) => (saved.push(input), SAVED)),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('editing'));
    const thumbnails = () => actor.getSnapshot().context.draft.buttons.map((b) => b.thumbnailUrl ?? null);
    // Closed without a choice: nothing changes.
    actor.send({ type: 'editor.button.pickPicture', key: 'b2' });
    await waitFor(actor, (s) => s.matches({ editing: { pickingPicture: 'results' } }));
    actor.send({ type: 'picker.close' });
    expect([thumbnails(), actor.getSnapshot().context.dirty]).toEqual([[null, null], false]);
    // Opened again on the catalog: the product without a picture cannot be chosen, the other lands on Blog alone.
    actor.send({ type: 'editor.button.pickPicture', key: 'b2' });
    actor.send({ type: 'picker.source', source: 'catalog' });
    await waitFor(actor, (s) => s.matches({ editing: { pickingPicture: 'results' } }) && searched.length === 3);
    expect(searched.at(-1)).toEqual({ source: 'catalog', keyword: '' });
    actor.send({ type: 'picker.choose', productId: 'c2' });
    expect(actor.getSnapshot().matches({ editing: 'pickingPicture' })).toBe(true);
    actor.send({ type: 'picker.choose', productId: 'c1' });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(thumbnails()).toEqual([null, PRODUCT_PICTURE]);
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches('editing') && !s.context.dirty);
    expect(savePageRequest(saved[0]!.draft, PAGE).buttons).toEqual([
      { id: 'b1' },
      { id: 'b2', thumbnailUrl: PRODUCT_PICTURE },
    ]);
    actor.stop();
  });
});
