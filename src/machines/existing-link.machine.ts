/**
 * existingLink/index: has the shop shortened this product address already? check_link_has_shortlink answers
 * the link to reuse; otherwise the creator can make one: an address that carries one of the shop's tracking ids
 * keeps it (get_shortlink_already_has_trackingid), any other gets the shop's preselected id (get_shortlink/v3).
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  checkLinkHasShortlink,
  checkOriginalLinkV3,
  getShortlinkAlreadyHasTrackingid,
  getShortlinkV3,
} from '../api/short-links';
import { withQuery } from '../domain/routes';
import { LINK_PAGE_TEXTS } from '../domain/link-pages';
import { LINK_DETAIL_PATH } from '../domain/my-links';
import { parseProductUrl } from '../domain/retailer-links';
import { NOTICE_TOAST_MS } from '../domain/spec-constants';
import { CreatorFacingError } from '../domain/creator-facing-error';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type ShortLinkView = Awaited<ReturnType<typeof getShortlinkV3>>;

export interface LookedUp {
  /** The tracking id written in the address, when it has one. */
  trackingId: string | null;
  link: ShortLinkView | null;
}

export interface ExistingLinkContext {
  url: string;
  trackingId: string | null;
  link: ShortLinkView | null;
  failure: string | null;
}

export type ExistingLinkEvent =
  | { type: 'existing.url.change'; value: string }
  | { type: 'existing.check' }
  | { type: 'existing.create' }
  | { type: 'existing.open' };

export type ExistingLinkEmitted =
  { type: 'toast.show'; text: string; durationMs: number } | { type: 'route.navigate'; path: string };

export const EXISTING_CHECK_FAILED = 'The address could not be checked. Try again.';
export const EXISTING_CREATE_FAILED = 'The short link could not be made. Try again.';

async function lookUpAddress(url: string, signal: AbortSignal): Promise<LookedUp> {
  const options = { signal, ignoreErrors: true };
  const [check, lookup] = await Promise.all([
    checkOriginalLinkV3({ url }, options),
    checkLinkHasShortlink({ url }, options),
  ]);
  if (!check.valid) throw new CreatorFacingError(check.reason ?? EXISTING_CHECK_FAILED);
  return { trackingId: check.trackingId ?? null, link: lookup.shortLink ?? null };
}

/** The address as sent: with its scheme, so the contract's URL format takes it. */
const addressOf = (url: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`);

export const existingLinkMachine = setup({
  types: {
    context: {} as ExistingLinkContext,
    events: {} as ExistingLinkEvent,
    input: {} as { url?: string | null },
    emitted: {} as ExistingLinkEmitted,
  },
  actors: {
    lookUpAddress: fromPromise<LookedUp, { url: string }>(({ input, signal }) => lookUpAddress(input.url, signal)),
    createShortLink: fromPromise<ShortLinkView, { url: string; keepTrackingId: boolean }>(({ input }) =>
      input.keepTrackingId
        ? getShortlinkAlreadyHasTrackingid({ url: input.url }, { ignoreErrors: true })
        : getShortlinkV3({ url: input.url }, { ignoreErrors: true }),
    ),
  },
  guards: {
    isProductUrl: ({ context }) => parseProductUrl(context.url).ok,
    hasLink: (_, output: LookedUp) => output.link !== null,
  },
  actions: {
    assignUrl: assign(({ event }) => {
      assertEvent(event, 'existing.url.change');
      return { url: event.value, link: null, trackingId: null, failure: null };
    }),
    assignNotProductUrl: assign(({ context }) => {
      const parsed = parseProductUrl(context.url);
      return { failure: parsed.ok ? null : parsed.error };
    }),
    assignLookedUp: assign((_, { trackingId, link }: LookedUp) => {
      return { trackingId, link, failure: null };
    }),
    assignCreated: assign((_, output: ShortLinkView) => ({ link: output, failure: null })),
    assignCheckFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, EXISTING_CHECK_FAILED),
    })),
    assignCreateFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, EXISTING_CREATE_FAILED),
    })),
    notifyCreated: emit({ type: 'toast.show', text: LINK_PAGE_TEXTS.linkCreated, durationMs: NOTICE_TOAST_MS }),
    openDetail: emit(({ context }) => ({
      type: 'route.navigate' as const,
      path: withQuery(LINK_DETAIL_PATH, { code: context.link?.code ?? '' }),
    })),
  },
}).createMachine({
  id: 'existingLink',
  description: 'Find the short link the shop already has for a product address, or make one.',
  context: ({ input }) => ({ url: input?.url ?? '', trackingId: null, link: null, failure: null }),
  initial: 'starting',
  on: {
    'existing.url.change': {
      target: '.idle',
      actions: 'assignUrl',
      description: 'Another address is typed: the last answer no longer applies.',
    },
  },
  states: {
    starting: {
      description: 'An address given in the page address (?url=) is checked at once.',
      always: [
        { guard: 'isProductUrl', target: 'checking', description: 'A product address came with the page: check it.' },
        { target: 'idle', description: 'Nothing (usable) given: wait for one.' },
      ],
    },
    idle: {
      description: 'The address field.',
      on: {
        'existing.check': [
          {
            guard: 'isProductUrl',
            target: 'checking',
            description: 'Check, with an Amazon, Target or Walmart product address.',
          },
          { actions: 'assignNotProductUrl', description: 'Not a product address: say what to paste instead.' },
        ],
      },
    },
    checking: {
      description: 'check_original_link/v3 (the tracking id in it) and check_link_has_shortlink together.',
      tags: ['busy'],
      invoke: {
        id: 'lookUpAddress',
        src: 'lookUpAddress',
        input: ({ context }) => ({ url: addressOf(context.url) }),
        onDone: [
          {
            guard: { type: 'hasLink', params: doneOutput },
            target: 'found',
            actions: { type: 'assignLookedUp', params: doneOutput },
            description: 'The shop has a link to it: show it to reuse.',
          },
          {
            target: 'missing',
            actions: { type: 'assignLookedUp', params: doneOutput },
            description: 'No link to it yet: offer to make one.',
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'assignCheckFailure', params: errorParams },
          description: 'Unusable address or a failure: the reason.',
        },
      },
    },
    found: {
      description: 'The existing short link with copy, QR code and its detail page.',
      on: {
        'existing.open': { actions: 'openDetail', description: 'Open the link’s detail page.' },
        'existing.check': { guard: 'isProductUrl', target: 'checking', description: 'Check again.' },
      },
    },
    missing: {
      description: 'No link yet: Create short link (keeping the tracking id the address carries, if any).',
      on: {
        'existing.create': { target: 'creating', description: 'Make the short link.' },
        'existing.check': { guard: 'isProductUrl', target: 'checking', description: 'Check again.' },
      },
    },
    creating: {
      description:
        'get_shortlink_already_has_trackingid when the address carries a tracking id, else get_shortlink/v3.',
      tags: ['busy'],
      invoke: {
        id: 'createShortLink',
        src: 'createShortLink',
        input: ({ context }) => ({ url: addressOf(context.url), keepTrackingId: context.trackingId !== null }),
        onDone: {
          target: 'found',
          actions: [{ type: 'assignCreated', params: doneOutput }, 'notifyCreated'],
          description: 'Made: show it like an existing one.',
        },
        onError: {
          target: 'missing',
          actions: { type: 'assignCreateFailure', params: errorParams },
          description: 'Refused (e.g. a tracking id of another shop) or failed: the reason.',
        },
      },
    },
  },
});

export type ExistingLinkSnapshot = SnapshotFrom<typeof existingLinkMachine>;

export const card = {
  machine: existingLinkMachine,
  title: 'Existing link',
  spec: '§2 existingLink/index, §5 link has short link, §7 short links',
  screen: 'existingLink',
  input: { url: 'www.amazon.com/dp/B0TESTASIN' },
} satisfies MachineCard<typeof existingLinkMachine>;
