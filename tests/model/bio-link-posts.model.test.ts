import { describe, expect, it } from 'vitest';
import { BIO_POST_TEXTS, POST_ITEMS_MAX, newPostLinkProblem, type PostItemDraft } from '../../src/domain/bio-posts';
import { BIO_LINK_TEXTS } from '../../src/domain/bio-link';
import {
  POSTS_LOAD_FAILED,
  PRODUCT_SEARCH_FAILED,
  bioLinkPostsMachine,
  postItemDrafts,
  postItemsRequest,
  type BioLinkPostsEvent,
  type BioLinkPostsSnapshot,
  type BioPost,
  type PostsOverview,
  type SavePostInput,
  type SavedPost,
} from '../../src/machines/bio-link-posts.machine';
import type { PickerProduct } from '../../src/machines/product-search';
import { done, failed, lastCall, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as BioLinkPostsEvent;

const LAMP = {
  id: 'p1',
  source: 'shop' as const,
  title: 'Desk lamp',
  brand: 'Lumen',
  price: { amountCents: 1999, currency: 'USD' },
};
/** A post with a product and a link attached, on the page; another with nothing attached yet. */
const SHOPPED: BioPost = {
  mediaId: '17895695668004550',
  platform: 'instagram',
  mediaType: 'IMAGE',
  caption: 'Desk tour',
  thumbnailUrl: 'https://cdn.example.com/desk.jpg',
  postedAt: '2026-11-20T17:00:00.000Z',
  scheduled: false,
  linkedContent: [
    {
      title: 'Desk lamp',
      url: 'https://www.amazon.com/dp/B0LAMP0001?tag=jane-20',
      productId: 'p1',
      product: LAMP,
      shortLinkId: 'AbCdEfGhIj',
      shortUrl: 'http://127.0.0.1/s/AbCdEfGhIj',
    },
    {
      title: 'My blog',
      url: 'https://jane.example/desk',
      shortLinkId: 'KlMnOpQrSt',
      shortUrl: 'http://127.0.0.1/s/KlMnOpQrSt',
    },
  ],
};
const FRESH: BioPost = { ...SHOPPED, mediaId: '17895695668004551', caption: 'New drop', linkedContent: [] };
const OVERVIEW: PostsOverview = { bioLinkId: 'page-1', posts: [SHOPPED, FRESH], onPage: [SHOPPED.mediaId] };
const FOUND: PickerProduct[] = [
  {
    id: 'c1',
    title: 'Echo Dot',
    brand: 'Amazon',
    retailer: 'amazon',
    price: { amountCents: 4999, currency: 'USD' },
  } as PickerProduct,
];
const REFUSAL =
  'Item 1: Add a Amazon tracking ID first (Settings, Tracking IDs): a link without one earns no commission.';
const fullItems = (): PostItemDraft[] =>
  Array.from({ length: POST_ITEMS_MAX }, (_, i) => ({
    key: `f${i}`,
    kind: 'link',
    title: `L${i}`,
    url: `https://x.example/${i}`,
  }));

function eventsFor(snapshot: BioLinkPostsSnapshot): BioLinkPostsEvent[] {
  const open = snapshot.context.open;
  const events: BioLinkPostsEvent[] = [
    { type: 'posts.refresh' },
    { type: 'posts.retry' },
    { type: 'post.open', mediaId: SHOPPED.mediaId },
    { type: 'post.open', mediaId: FRESH.mediaId },
    { type: 'post.open', mediaId: 'nowhere' },
    { type: 'post.close' },
    { type: 'post.link.draft', field: 'title', value: 'Podcast' },
    { type: 'post.link.draft', field: 'url', value: 'javascript:alert(1)' },
    { type: 'post.link.draft', field: 'url', value: 'https://podcast.example.com' },
    { type: 'post.link.keep', keep: !snapshot.context.newLink.keepUntagged },
    { type: 'post.link.add' },
    { type: 'post.item.remove', key: open?.items[0]?.key ?? 'i0' },
    { type: 'post.item.remove', key: 'nowhere' },
    {
      type: 'post.item.keep',
      key: open?.items.at(-1)?.key ?? 'i0',
      keep: !(open?.items.at(-1)?.keepUntagged ?? false),
    },
    { type: 'post.item.keep', key: 'nowhere', keep: true },
    { type: 'post.show.set', show: !(open?.show ?? true) },
    { type: 'post.save' },
    { type: 'picker.open' },
    { type: 'picker.close' },
    { type: 'picker.source', source: 'catalog' },
    { type: 'picker.source', source: 'shop' },
    { type: 'picker.keyword', value: 'echo' },
    { type: 'picker.search' },
    { type: 'picker.choose', productId: 'c1' },
    { type: 'picker.choose', productId: 'nowhere' },
  ];
  if (snapshot.matches('loading'))
    events.push(ev(done('getBloggerMediaList', OVERVIEW)), ev(failed('getBloggerMediaList', new Error('offline'))));
  if (snapshot.matches({ editing: { picking: 'searching' } }))
    events.push(ev(done('searchProducts', FOUND)), ev(failed('searchProducts', new Error('offline'))));
  if (snapshot.matches({ editing: 'saving' }) && open) {
    const saved = { ...SHOPPED, mediaId: open.mediaId };
    const wasShown = snapshot.context.onPage.includes(open.mediaId);
    events.push(
      ev(
        done('editLinkContent', {
          post: saved,
          onPage: open.show === wasShown ? null : open.show ? [...snapshot.context.onPage, open.mediaId] : [],
        } satisfies SavedPost),
      ),
      ev(failed('editLinkContent', serverError(REFUSAL))),
    );
  }
  return events;
}

describe('Posts on the bio page (Bio Link tab)', () => {
  it('bio-link-posts: every state and transition; products and links are attached in the draft and saved whole', async () => {
    const coverage = await exploreModel<typeof bioLinkPostsMachine, CallLog>({
      name: 'bio-link-posts',
      machine: bioLinkPostsMachine,
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          o: s.context.open?.mediaId ?? null,
          n: Math.min(s.context.open?.items.length ?? 0, 1),
          k: s.context.newLink.keepUntagged,
          sh: s.context.open?.show ?? null,
          ok: newPostLinkProblem(s.context.open?.items ?? [], s.context.newLink.title, s.context.newLink.url) === null,
          src: s.context.picker?.source ?? null,
          r: s.context.picker?.results.length ?? null,
        }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: bioLinkPostsMachine.provide({
            actors: recordingActors(log, ['getBloggerMediaList', 'searchProducts', 'editLinkContent']) as never,
          }),
          effects: log,
        };
      },
      observe: (actor, log) => void actor.on('*', (e) => log.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading') || snapshot.matches({ editing: 'saving' }));
        expect(snapshot.hasTag('picker-visible')).toBe(snapshot.matches({ editing: 'picking' }));
        expect(context.open === null).toBe(!snapshot.matches('editing'));
        // Every link of a draft leads to the web; a post never holds more than the limit.
        for (const item of context.open?.items ?? [])
          if (item.kind === 'link') expect(item.url).toMatch(/^https?:\/\//);
        expect(context.open?.items.length ?? 0).toBeLessThanOrEqual(POST_ITEMS_MAX);
        if (snapshot.matches({ editing: 'saving' })) {
          const expected: SavePostInput = {
            bioLinkId: 'page-1',
            post: context.open!,
            wasShown: context.onPage.includes(context.open!.mediaId),
          };
          expect(lastCall(effects, 'editLinkContent')).toEqual(expected);
        }
        // A search asks for the source and keyword as they were when it started.
        if (snapshot.matches({ editing: { picking: 'searching' } }) && event.type !== 'picker.keyword')
          expect(lastCall(effects, 'searchProducts')).toEqual({
            source: context.picker!.source,
            keyword: context.picker!.keyword,
          });
        if (event.type === 'post.open' && snapshot.matches('editing')) {
          const post = OVERVIEW.posts.find((p) => p.mediaId === event.mediaId)!;
          // A post on the page, or one with nothing attached yet, is set to show.
          expect(context.open).toEqual({
            mediaId: post.mediaId,
            items: postItemDrafts(post),
            show: true,
            dirty: false,
          });
        }
        if (event.type === 'post.link.add' && context.newLink.url === 'javascript:alert(1)')
          expect(context.newLinkProblem?.message).toBe(BIO_LINK_TEXTS.urlNotWeb);
        // The creator's choice to keep an item untagged is the item's own, and the new link's goes with it when added.
        if (event.type === 'post.item.keep' && snapshot.matches('editing'))
          expect(context.open!.items.find((i) => i.key === event.key)?.keepUntagged ?? event.keep).toBe(event.keep);
        if (event.type === 'post.link.keep') expect(context.newLink.keepUntagged).toBe(event.keep);
        if (event.type === 'picker.choose' && snapshot.matches({ editing: 'idle' })) {
          expect(context.open!.items.at(-1)).toMatchObject({
            kind: 'product',
            title: 'Echo Dot',
            product: { id: 'c1', brand: 'Amazon' },
          });
          expect(context.picker).toBeNull();
        }
        if ((event.type as string) === 'xstate.error.actor.searchProducts')
          expect(context.picker?.failure).toBe(PRODUCT_SEARCH_FAILED);
        if ((event.type as string) === 'xstate.done.actor.editLinkContent') {
          const saved = (event as unknown as { output: SavedPost }).output;
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: BIO_POST_TEXTS.saved });
          expect(context.posts.find((p) => p.mediaId === saved.post.mediaId)).toEqual(saved.post);
          if (saved.onPage) expect(context.onPage).toEqual(saved.onPage);
        }
        if ((event.type as string) === 'xstate.error.actor.editLinkContent') {
          expect(snapshot.matches({ editing: 'idle' })).toBe(true);
          expect(context.failure).toBe(REFUSAL);
        }
        if (snapshot.matches('failed')) expect(context.failure).toBe(POSTS_LOAD_FAILED);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 120_000);

  it('sends a product by its id and source and a link by its title and address, kept untagged where chosen; reads back products with their card', () => {
    const drafts = postItemDrafts(SHOPPED);
    expect(drafts).toEqual([
      { key: 'i0', kind: 'product', title: 'Desk lamp', product: LAMP },
      { key: 'i1', kind: 'link', title: 'My blog', url: 'https://jane.example/desk', keepUntagged: true },
    ]);
    const target = {
      key: 'n2',
      kind: 'link',
      title: 'Lamp at Target',
      url: 'https://www.target.com/p/lamp/-/A-12345678',
      keepUntagged: true,
    } as const;
    expect(
      postItemsRequest([
        ...drafts,
        { key: 'n1', kind: 'link', title: ' Podcast ', url: ' https://podcast.example.com ' },
        target,
      ]),
    ).toEqual([
      { productId: 'p1', productSource: 'shop', title: 'Desk lamp' },
      { title: 'My blog', url: 'https://jane.example/desk', keepUntagged: true },
      { title: 'Podcast', url: 'https://podcast.example.com' },
      { title: 'Lamp at Target', url: 'https://www.target.com/p/lamp/-/A-12345678', keepUntagged: true },
    ]);
  });

  it('refuses a link once the post is full, before its title and address', () => {
    expect(newPostLinkProblem(fullItems(), 'One more', 'https://x.example')).toEqual({
      field: 'title',
      message: BIO_POST_TEXTS.tooManyItems,
    });
    expect(newPostLinkProblem([], ' ', 'https://x.example')).toEqual({
      field: 'title',
      message: BIO_POST_TEXTS.linkTitleMissing,
    });
    expect(newPostLinkProblem([], 'Blog', '')).toEqual({ field: 'url', message: BIO_POST_TEXTS.linkUrlMissing });
    expect(newPostLinkProblem([], 'Blog', 'https://blog.example.com')).toBeNull();
  });
});
