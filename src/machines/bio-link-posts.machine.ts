/**
 * The Bio Link tab's posts: the creator's Instagram posts (synced from Instagram or recorded with `bio post`),
 * newest first, each showing whether it is on the bio page. Opening a post shows what is attached to it; the
 * creator adds products (My Shop or the catalog, through the product picker) and links, removes them, chooses
 * whether the post shows on the page, and saves: edit_link_content with every item, then bind_media when the
 * choice changed. On the public page a shown post is a square tile opening its products and links. A link or product
 * whose retailer address the earn rule cannot tag is flagged as it is entered (the view asks earn-settings.machine),
 * and the creator may keep it untagged knowingly: that item is then sent with keepUntagged.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { bindMedia, editLinkContent, getBioLinkList, getBloggerMediaList } from '../api/bio-link';
import {
  BIO_POST_TEXTS,
  POSTS_LISTED,
  POST_ITEMS_MAX,
  newPostLinkProblem,
  type PostItemDraft,
} from '../domain/bio-posts';
import type { BioPageEmitted } from './bio-link-calls';
import type { ProductPickerEvent } from './product-search';
import * as productPicker from './product-picker';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type BioPost = Awaited<ReturnType<typeof getBloggerMediaList>>['list'][number];
type PostItemRequest = Parameters<typeof editLinkContent>[0]['items'][number];

export interface PostsOverview {
  bioLinkId: string | null;
  posts: readonly BioPost[];
  /** The posts bound to the page. */
  onPage: readonly string[];
}

/** The post being edited: what is attached, and whether it is to show on the page. */
export interface OpenPost {
  mediaId: string;
  items: readonly PostItemDraft[];
  show: boolean;
  dirty: boolean;
}

export interface BioLinkPostsContext extends PostsOverview {
  loaded: boolean;
  open: OpenPost | null;
  newLink: { title: string; url: string; keepUntagged: boolean };
  newLinkProblem: { field: 'title' | 'url'; message: string } | null;
  picker: productPicker.ProductPicker | null;
  failure: string | null;
  nextKey: number;
}

export type BioLinkPostsEvent =
  | { type: 'posts.refresh' }
  | { type: 'posts.retry' }
  | { type: 'post.open'; mediaId: string }
  | { type: 'post.close' }
  | { type: 'post.link.draft'; field: 'title' | 'url'; value: string }
  | { type: 'post.link.add' }
  | { type: 'post.link.keep'; keep: boolean }
  | { type: 'post.item.remove'; key: string }
  | { type: 'post.item.keep'; key: string; keep: boolean }
  | { type: 'post.show.set'; show: boolean }
  | { type: 'post.save' }
  | { type: 'picker.open' }
  | ProductPickerEvent;

export type BioLinkPostsEmitted = BioPageEmitted;

export interface SavePostInput {
  bioLinkId: string | null;
  post: OpenPost;
  /** Whether the post is on the page now. */
  wasShown: boolean;
}

export interface SavedPost {
  post: BioPost;
  /** The page's posts after bind_media; null when showing did not change (nothing was bound). */
  onPage: readonly string[] | null;
}

export const POSTS_LOAD_FAILED = 'Your posts could not be loaded. Try again.';
export const POST_SAVE_FAILED = 'The post was not saved. Try again.';
export const PRODUCT_SEARCH_FAILED = 'Products could not be loaded. Search again.';

/**
 * A post's attached items as the editor's draft: products keep their card, links their address. A saved link went
 * through the earn rule when it was saved, so one that could not be tagged was kept untagged knowingly: it stays so
 * (sent again with the post, it would be refused otherwise; the earn warning shows it and lets the creator undo it).
 */
export function postItemDrafts(post: BioPost): PostItemDraft[] {
  return post.linkedContent.map((item, index): PostItemDraft => {
    const key = `i${index}`;
    if (!item.product) return { key, kind: 'link', title: item.title, url: item.url, keepUntagged: true };
    const { id, source, title, brand, imageUrl, price } = item.product;
    return {
      key,
      kind: 'product',
      title: item.title,
      product: {
        id,
        source,
        title,
        ...(brand ? { brand } : {}),
        ...(imageUrl ? { imageUrl } : {}),
        ...(price ? { price } : {}),
      },
    };
  });
}

/**
 * The draft as edit_link_content takes it: a product by its id and source (the server makes its address), a link by
 * title and address; either with keepUntagged when the creator chose to keep it untagged.
 */
export function postItemsRequest(items: readonly PostItemDraft[]): PostItemRequest[] {
  return items.map((item) => ({
    ...(item.kind === 'product'
      ? { productId: item.product.id, productSource: item.product.source, title: item.title }
      : { title: item.title.trim(), url: item.url.trim() }),
    ...(item.keepUntagged ? { keepUntagged: true } : {}),
  }));
}

const NO_NEW_LINK = { title: '', url: '', keepUntagged: false };

export const bioLinkPostsMachine = setup({
  types: {
    context: {} as BioLinkPostsContext,
    events: {} as BioLinkPostsEvent,
    emitted: {} as BioLinkPostsEmitted,
    tags: {} as 'busy' | 'error' | 'saving' | 'searching' | 'picker-visible',
  },
  actors: {
    getBloggerMediaList: fromPromise<PostsOverview>(async ({ signal }) => {
      const quiet = { signal, ignoreErrors: true };
      const [{ list }, posts] = await Promise.all([
        getBioLinkList({}, quiet),
        getBloggerMediaList({ pageSize: POSTS_LISTED }, quiet),
      ]);
      return { bioLinkId: list[0]?.id ?? null, onPage: list[0]?.mediaIds ?? [], posts: posts.list };
    }),
    searchProducts: productPicker.searchProductsLogic,
    // The items first (the post as saved), then the page's posts when the creator changed whether it shows.
    editLinkContent: fromPromise<SavedPost, SavePostInput>(async ({ input, signal }) => {
      const quiet = { signal, ignoreErrors: true };
      const { mediaId, items, show } = input.post;
      const post = await editLinkContent({ mediaId, items: postItemsRequest(items) }, quiet);
      if (show === input.wasShown || !input.bioLinkId) return { post, onPage: null };
      const page = await bindMedia({ bioLinkId: input.bioLinkId, mediaIds: [mediaId], bound: show }, quiet);
      return { post, onPage: page.mediaIds };
    }),
  },
  guards: {
    isListedPost: ({ context, event }) => {
      assertEvent(event, 'post.open');
      return context.posts.some((p) => p.mediaId === event.mediaId);
    },
    isNewLinkValid: ({ context }) =>
      newPostLinkProblem(context.open?.items ?? [], context.newLink.title, context.newLink.url) === null,
    isOpenItem: ({ context, event }) => {
      assertEvent(event, ['post.item.remove', 'post.item.keep']);
      return context.open?.items.some((i) => i.key === event.key) ?? false;
    },
    hasRoom: ({ context }) => (context.open?.items.length ?? 0) < POST_ITEMS_MAX,
    isOtherSource: productPicker.isOtherSource,
    isListedProduct: productPicker.isListedProduct,
  },
  actions: {
    assignOverview: assign((_, output: PostsOverview) => ({ ...output, loaded: true, failure: null })),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, POSTS_LOAD_FAILED),
    })),
    openPost: assign(({ context, event }) => {
      assertEvent(event, 'post.open');
      const post = context.posts.find((p) => p.mediaId === event.mediaId)!;
      // A post with nothing attached yet is being set up to show; one the creator took off the page stays off.
      const show = context.onPage.includes(post.mediaId) || post.linkedContent.length === 0;
      const open: OpenPost = { mediaId: post.mediaId, items: postItemDrafts(post), show, dirty: false };
      return { open, newLink: NO_NEW_LINK, newLinkProblem: null, picker: null, failure: null };
    }),
    closePost: assign({ open: null, picker: null, newLinkProblem: null, failure: null }),
    assignNewLink: assign(({ context, event }) => {
      assertEvent(event, 'post.link.draft');
      return { newLink: { ...context.newLink, [event.field]: event.value }, newLinkProblem: null };
    }),
    assignNewLinkKeep: assign(({ context, event }) => {
      assertEvent(event, 'post.link.keep');
      return { newLink: { ...context.newLink, keepUntagged: event.keep } };
    }),
    assignItemKeep: assign(({ context, event }) => {
      assertEvent(event, 'post.item.keep');
      const open = context.open!;
      return {
        open: {
          ...open,
          items: open.items.map((i) => (i.key === event.key ? { ...i, keepUntagged: event.keep } : i)),
          dirty: true,
        },
      };
    }),
    assignNewLinkProblem: assign(({ context }) => ({
      newLinkProblem: newPostLinkProblem(context.open?.items ?? [], context.newLink.title, context.newLink.url),
    })),
    addLink: assign(({ context }) => {
      const open = context.open!;
      const { title, url, keepUntagged } = context.newLink;
      const link: PostItemDraft = {
        key: `n${context.nextKey}`,
        kind: 'link',
        title: title.trim(),
        url: url.trim(),
        ...(keepUntagged ? { keepUntagged } : {}),
      };
      return {
        open: { ...open, items: [...open.items, link], dirty: true },
        newLink: NO_NEW_LINK,
        nextKey: context.nextKey + 1,
      };
    }),
    removeItem: assign(({ context, event }) => {
      assertEvent(event, 'post.item.remove');
      const open = context.open!;
      return { open: { ...open, items: open.items.filter((i) => i.key !== event.key), dirty: true } };
    }),
    assignShow: assign(({ context, event }) => {
      assertEvent(event, 'post.show.set');
      return { open: { ...context.open!, show: event.show, dirty: true } };
    }),
    openPicker: assign({ picker: productPicker.FIRST_PICKER }),
    closePicker: assign({ picker: null }),
    changePicker: assign(({ context }, change: Partial<productPicker.ProductPicker>) =>
      productPicker.changePicker(context.picker, change),
    ),
    assignProduct: assign(({ context }, productId: string) => {
      const product = productPicker.chosenProduct(context.picker, productId)!;
      const open = context.open!;
      const item: PostItemDraft = { key: `n${context.nextKey}`, kind: 'product', title: product.title, product };
      return {
        open: { ...open, items: [...open.items, item], dirty: true },
        picker: null,
        nextKey: context.nextKey + 1,
      };
    }),
    assignSaved: assign(({ context }, saved: SavedPost) => {
      return {
        posts: context.posts.map((p) => (p.mediaId === saved.post.mediaId ? saved.post : p)),
        onPage: saved.onPage ?? context.onPage,
        open: null,
        picker: null,
      };
    }),
    assignSaveFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, POST_SAVE_FAILED),
    })),
    clearFailure: assign({ failure: null }),
    notifySaved: emit({ type: 'toast.show', text: BIO_POST_TEXTS.saved }),
  },
}).createMachine({
  id: 'bioLinkPosts',
  description:
    'The Bio Link tab’s posts: each Instagram post with what is attached to it; open one to attach products and links and to show it on the page.',
  context: {
    bioLinkId: null,
    posts: [],
    onPage: [],
    loaded: false,
    open: null,
    newLink: NO_NEW_LINK,
    newLinkProblem: null,
    picker: null,
    failure: null,
    nextKey: 1,
  },
  initial: 'loading',
  states: {
    loading: {
      description:
        'Reading the page (get_bio_link_list: which posts it shows) and the Instagram posts (get_blogger_media_list).',
      tags: ['busy'],
      invoke: {
        id: 'getBloggerMediaList',
        src: 'getBloggerMediaList',
        onDone: {
          target: 'ready',
          actions: { type: 'assignOverview', params: doneOutput },
          description: 'The posts show, newest first, each marked when it is on the page.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'Not loaded: say why and offer to retry.',
        },
      },
    },
    failed: {
      description: 'The posts could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'posts.retry': { target: 'loading', description: 'Try again.' } },
    },
    ready: {
      description: 'The posts as tiles; a click opens one.',
      on: {
        'post.open': {
          guard: 'isListedPost',
          target: 'editing',
          actions: 'openPost',
          description: 'Open a post: what is attached to it and whether it shows on the page.',
        },
        'posts.refresh': {
          target: 'loading',
          description: 'Read the posts again (a post synced or recorded meanwhile shows).',
        },
      },
    },
    editing: {
      description:
        'One post open: its products and links in page order, the link form, and whether it shows on the page.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing is sent until Save.',
          on: {
            'post.close': {
              target: '#bioLinkPosts.ready',
              actions: 'closePost',
              description: 'Close the post; nothing unsaved is kept.',
            },
            'post.link.draft': { actions: 'assignNewLink', description: 'The link form: its title or address.' },
            'post.link.add': [
              {
                guard: 'isNewLinkValid',
                actions: 'addLink',
                description: 'Add: the link joins the end of the post’s items.',
              },
              {
                actions: 'assignNewLinkProblem',
                description: 'A missing title, an address that is not http(s), or a full post: the form says which.',
              },
            ],
            'post.link.keep': {
              actions: 'assignNewLinkKeep',
              description: 'Keep the new link’s retailer address untagged knowingly (it earns no commission), or not.',
            },
            'post.item.remove': {
              guard: 'isOpenItem',
              actions: 'removeItem',
              description: 'Remove a product or link from the post.',
            },
            'post.item.keep': {
              guard: 'isOpenItem',
              actions: 'assignItemKeep',
              description: 'Keep an item’s retailer address untagged knowingly (sent with keepUntagged), or not.',
            },
            'post.show.set': { actions: 'assignShow', description: 'Show the post on the bio page, or not.' },
            'picker.open': {
              guard: 'hasRoom',
              target: 'picking',
              actions: 'openPicker',
              description: 'Add a product: the picker opens on My Shop.',
            },
            'post.save': {
              target: 'saving',
              actions: 'clearFailure',
              description:
                'Save: the items (edit_link_content), then the page’s posts if showing changed (bind_media).',
            },
          },
        },
        picking: productPicker.pickingState('#bioLinkPosts.editing.idle', {
          close: 'Close the picker; nothing is added.',
          choose: 'The product joins the post’s items; the picker closes.',
          searchFailed: PRODUCT_SEARCH_FAILED,
        }),
        saving: {
          description: 'edit_link_content with every item, then bind_media when showing on the page changed.',
          tags: ['busy', 'saving'],
          invoke: {
            id: 'editLinkContent',
            src: 'editLinkContent',
            input: ({ context }): SavePostInput => ({
              bioLinkId: context.bioLinkId,
              post: context.open!,
              wasShown: context.onPage.includes(context.open!.mediaId),
            }),
            onDone: {
              target: '#bioLinkPosts.ready',
              actions: [{ type: 'assignSaved', params: doneOutput }, 'notifySaved'],
              description: 'Saved: the post shows its items and whether it is on the page.',
            },
            onError: {
              target: 'idle',
              actions: { type: 'assignSaveFailure', params: errorParams },
              description:
                'Not saved: the server’s sentence shows (e.g. a product without a tracking id); the draft stays.',
            },
          },
        },
      },
    },
  },
});

export type BioLinkPostsSnapshot = SnapshotFrom<typeof bioLinkPostsMachine>;

export const card = {
  machine: bioLinkPostsMachine,
  title: 'Posts on the bio page',
  spec: '§2 home/biolink; §3 bio link media; §7 get_bio_link_list, get_blogger_media_list, edit_link_content, bind_media; issue 24',
  screen: 'bioLink',
} satisfies MachineCard<typeof bioLinkPostsMachine>;
