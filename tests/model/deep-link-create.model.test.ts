import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import { DEEP_LINK_MESSAGES, deepLinkRequest, type DeepLinkRequest } from '../../src/domain/deep-link-form';
import { RETAILER_LINK_ERRORS } from '../../src/domain/retailer-links';
import {
  deepLinkCreateMachine,
  type DeepLink,
  type DeepLinkCreateEvent,
  type DeepLinkCreateSnapshot,
} from '../../src/machines/deep-link-create.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const AMAZON_URL = 'https://www.amazon.com/dp/B08N5WRWNW';
const WALMART_URL = 'https://www.walmart.com/ip/123456789';
const LINK: DeepLink = {
  id: 'Ab12Cd34',
  code: 'Ab12Cd34',
  shortUrl: 'http://127.0.0.1/s/Ab12Cd34',
  originalUrl: `${AMAZON_URL}?tag=jane-20`,
  kind: 'deep',
  trackingId: 'jane-20',
  clicks: 0,
  createdAt: '2026-11-21T17:00:00.000Z',
};
const REFUSED = 'This tracking ID is not one of your Amazon tracking IDs. Add it in Settings first.';
const done = {
  type: 'xstate.done.actor.createDeepLink',
  output: LINK,
  actorId: 'createDeepLink',
} as unknown as DeepLinkCreateEvent;
const refused = {
  type: 'xstate.error.actor.createDeepLink',
  error: new ApiError({ code: 400, message: REFUSED, path: '/app/get_shortlink_with_trackingid/v3' }),
  actorId: 'createDeepLink',
} as unknown as DeepLinkCreateEvent;

// Account info answered: the Amazon id the form starts with, or none (a shop without Amazon ids).
const preselected = {
  type: 'xstate.done.actor.getInfoV2',
  output: 'jane-20',
  actorId: 'getInfoV2',
} as unknown as DeepLinkCreateEvent;
const nonePreselected = {
  type: 'xstate.done.actor.getInfoV2',
  output: null,
  actorId: 'getInfoV2',
} as unknown as DeepLinkCreateEvent;
const infoFailed = {
  type: 'xstate.error.actor.getInfoV2',
  error: new Error('offline'),
  actorId: 'getInfoV2',
} as unknown as DeepLinkCreateEvent;

const change = (field: string, value: string): DeepLinkCreateEvent => ({ type: 'field.change', field, value });
const EVENTS: DeepLinkCreateEvent[] = [
  change('url', AMAZON_URL),
  change('url', 'not a link'),
  change('url', WALMART_URL),
  change('trackingId', 'jane-20'),
  change('trackingId', 'SKIP'),
  { type: 'field.blur', field: 'url' },
  { type: 'deepLink.retailer.choose', retailer: 'walmart' },
  { type: 'deepLink.retailer.choose', retailer: 'amazon' },
  { type: 'deepLink.submit' },
  { type: 'deepLink.result.dismiss' },
  done,
  refused,
  preselected,
  nonePreselected,
  infoFailed,
];

// What identifies a state: where the machine is and what the creator sees (values, sentences, message, result).
const serializeState = (s: DeepLinkCreateSnapshot) =>
  JSON.stringify({
    v: s.value,
    pre: s.context.preselected,
    values: s.context.values,
    errors: s.context.errors,
    failure: s.context.failure !== null,
    created: s.context.created !== null,
  });

interface Effects {
  requests: DeepLinkRequest[];
  emitted: AnyEventObject[];
}

describe('deep link form (midTabBar/index_new)', () => {
  it('deep-link-create: every state and transition; only a valid form is sent, with the call its tracking id asks for', async () => {
    const coverage = await exploreModel<typeof deepLinkCreateMachine, Effects>({
      name: 'deep-link-create',
      machine: deepLinkCreateMachine,
      events: EVENTS,
      serializeState,
      arrange: () => {
        const effects: Effects = { requests: [], emitted: [] };
        const machine = deepLinkCreateMachine.provide({
          actors: {
            getInfoV2: fromPromise<string | null>(() => new Promise(() => {})),
            createDeepLink: fromPromise<DeepLink, DeepLinkRequest>(
              ({ input }) => (effects.requests.push(input), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        const { values, errors, failure, created } = snapshot.context;
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'));
        if (event.type === 'deepLink.submit' && snapshot.matches('submitting')) {
          // Sent: an address of the chosen retailer, and Amazon only with a tracking id.
          expect(effects.requests.at(-1)).toEqual(deepLinkRequest(values));
          expect(values.url === AMAZON_URL ? 'amazon' : 'walmart').toBe(values.retailer);
          if (values.retailer === 'amazon') expect(values.trackingId).toBe('jane-20');
          expect(effects.requests.at(-1)?.operation).toBe(
            values.trackingId === 'jane-20' ? 'getShortlinkWithTrackingidV3' : 'getShortlinkV2',
          );
        }
        if (event.type === 'deepLink.submit' && !snapshot.matches('submitting')) {
          // Not sent: every problem is said next to its field.
          expect(errors.url ?? errors.trackingId).toBeDefined();
          if (values.url === '') expect(errors.url).toBe(DEEP_LINK_MESSAGES.urlRequired);
          if (values.url === 'not a link') expect(errors.url).toBe(RETAILER_LINK_ERRORS.notUrl);
        }
        if (event === done) {
          expect(created).toEqual({ link: LINK, retailer: 'amazon' });
          expect(values.url).toBe('');
          expect(effects.emitted.at(-1)).toEqual({ type: 'deepLinks.changed' });
        }
        if (event === refused) expect([snapshot.hasTag('error'), failure]).toEqual([true, REFUSED]);
        if (event.type === 'deepLink.retailer.choose' && path.length > 0) {
          expect(values.retailer).toBe(event.retailer);
          // Amazon comes back with the preselected id; the others start without one.
          expect(values.trackingId).toBe(event.retailer === 'amazon' ? (snapshot.context.preselected ?? '') : '');
        }
        // The preselected id fills only an Amazon form the creator has not chosen an id in.
        if (event === preselected) expect(snapshot.context.preselected).toBe('jane-20');
        if (event === preselected && values.retailer === 'amazon') expect(values.trackingId).not.toBe('');
        expect(effects.emitted.filter((e) => e.type === 'deepLinks.changed')).toHaveLength(
          path.filter((e) => e === done).length,
        );
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000); // Hundreds of replayed paths: seconds on a loaded machine, more than the default 5 s.
});
