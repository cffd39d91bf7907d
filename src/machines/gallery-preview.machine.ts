/**
 * linkGallery/preview?id=: the gallery as its public page shows it (tiles 3 per row), its public address to copy
 * and open, and Publish / Hide (gallery/update published).
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { galleryDetail, galleryUpdate } from '../api/galleries';
import { GALLERY_TEXTS } from '../domain/gallery-pages';
import { NOTICE_TOAST_MS } from '../domain/spec-constants';
import type { Gallery } from './gallery-calls';
import { isMissingAnswer } from './link-failures';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface GalleryPreviewContext {
  galleryId: string;
  gallery: Gallery | null;
  failure: string | null;
}

export type GalleryPreviewEvent =
  { type: 'preview.retry' } | { type: 'preview.publish' } | { type: 'preview.unpublish' };

export type GalleryPreviewEmitted = { type: 'toast.show'; text: string; durationMs: number };

export const galleryPreviewMachine = setup({
  types: {
    context: {} as GalleryPreviewContext,
    events: {} as GalleryPreviewEvent,
    input: {} as { galleryId: string },
    emitted: {} as GalleryPreviewEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    galleryDetail: fromPromise<Gallery, { id: string }>(({ input, signal }) =>
      galleryDetail({ id: input.id }, { signal, ignoreErrors: true }),
    ),
    galleryUpdate: fromPromise<Gallery, { id: string; published: boolean }>(({ input }) =>
      galleryUpdate(input, { ignoreErrors: true }),
    ),
  },
  guards: {
    isMissing: isMissingAnswer,
    isHidden: ({ context }) => context.gallery?.published === false,
    isPublic: ({ context }) => context.gallery?.published === true,
  },
  actions: {
    assignGallery: assign((_, output: Gallery) => ({ gallery: output, failure: null })),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, GALLERY_TEXTS.galleryLoadFailed),
    })),
    assignMissing: assign({ failure: GALLERY_TEXTS.missing }),
    assignPublishFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, GALLERY_TEXTS.publishFailed),
    })),
    notifyVisibility: emit((_, output: Gallery) => ({
      type: 'toast.show' as const,
      text: output.published ? GALLERY_TEXTS.published : GALLERY_TEXTS.unpublished,
      durationMs: NOTICE_TOAST_MS,
    })),
  },
}).createMachine({
  id: 'galleryPreview',
  description: 'Gallery preview: the public page’s look, its address (copy, open) and Publish / Hide.',
  context: ({ input }) => ({ galleryId: input.galleryId, gallery: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'gallery/detail.',
      tags: ['busy'],
      invoke: {
        id: 'galleryDetail',
        src: 'galleryDetail',
        input: ({ context }) => ({ id: context.galleryId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignGallery', params: doneOutput },
          description: 'The preview shows.',
        },
        onError: [
          {
            guard: 'isMissing',
            target: 'missing',
            actions: 'assignMissing',
            description: 'No such gallery in the shop: say so.',
          },
          {
            target: 'failed',
            actions: { type: 'assignLoadFailure', params: errorParams },
            description: 'Not reachable: the reason and a retry.',
          },
        ],
      },
    },
    failed: {
      description: 'The gallery could not be loaded.',
      tags: ['error'],
      on: { 'preview.retry': { target: 'loading', description: 'Try again.' } },
    },
    missing: {
      description: 'The address names no gallery of the shop.',
      tags: ['error'],
      type: 'final',
    },
    ready: {
      description: 'The tiles 3 per row as the public page shows them, the address, and whether it is public.',
      on: {
        'preview.publish': {
          guard: 'isHidden',
          target: 'publishing',
          description: 'Publish: the address opens the gallery.',
        },
        'preview.unpublish': {
          guard: 'isPublic',
          target: 'unpublishing',
          description: 'Hide: the address shows nothing.',
        },
      },
    },
    publishing: {
      description: 'gallery/update published: true.',
      tags: ['busy'],
      invoke: {
        id: 'publishGallery',
        src: 'galleryUpdate',
        input: ({ context }) => ({ id: context.galleryId, published: true }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignGallery', params: doneOutput },
            { type: 'notifyVisibility', params: doneOutput },
          ],
          description: 'Public now: say so.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignPublishFailure', params: errorParams },
          description: 'Refused or failed: the reason; nothing changed.',
        },
      },
    },
    unpublishing: {
      description: 'gallery/update published: false.',
      tags: ['busy'],
      invoke: {
        id: 'unpublishGallery',
        src: 'galleryUpdate',
        input: ({ context }) => ({ id: context.galleryId, published: false }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignGallery', params: doneOutput },
            { type: 'notifyVisibility', params: doneOutput },
          ],
          description: 'Hidden now: say so.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignPublishFailure', params: errorParams },
          description: 'Refused or failed: the reason; nothing changed.',
        },
      },
    },
  },
});

export type GalleryPreviewSnapshot = SnapshotFrom<typeof galleryPreviewMachine>;

export const card = {
  machine: galleryPreviewMachine,
  title: 'Link gallery preview',
  spec: '§2 linkGallery/preview; designed gallery/detail, gallery/update; issue 17',
  screen: 'galleryPreview',
  input: { galleryId: 'g1' },
} satisfies MachineCard<typeof galleryPreviewMachine>;
