import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { WEBHOOK_EVENT_TYPES } from '../../src/domain/webhooks';
import {
  WEBHOOK_REMOVED_TEXT,
  WEBHOOK_RESENT_TEXT,
  webhooksMachine,
  type WebhookDeliveryRow,
  type WebhookEndpointCreated,
  type WebhookEndpointRow,
  type WebhooksEvent,
} from '../../src/machines/webhooks.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import {
  countOf,
  done,
  failed,
  newCallLog,
  recordEmitted,
  recordingActors,
  serverError,
  type CallLog,
} from '../support/flow-fakes';

type Snap = SnapshotFrom<typeof webhooksMachine>;

const CRM: WebhookEndpointRow = {
  endpointId: 'we-crm',
  name: 'CRM',
  url: 'https://hooks.example.com/crm',
  events: ['link.clicked'],
  createdAt: '2026-11-20T18:00:00.000Z',
};
const DELIVERY: WebhookDeliveryRow = {
  deliveryId: 'whd_1',
  endpointId: 'we-crm',
  endpointName: 'CRM',
  eventType: 'link.clicked',
  itemCount: 3,
  status: 'failed',
  attempts: 7,
  lastStatusCode: 500,
  lastError: 'The receiver answered 500.',
  nextAttemptAt: null,
  createdAt: '2026-11-28T18:00:00.000Z',
};
const NEW_SECRET = 'whsec_NEWsecretNEWsecretNEWsecretNEWsecretNEWse';
const REFUSED = serverError('Webhook addresses must start with https://.', 400);
const OFFLINE = serverError('Cannot reach Linkmint.', 599);

function createdAnswer(snapshot: Snap): WebhookEndpointCreated {
  const { name, url, events } = snapshot.context;
  return {
    secret: NEW_SECRET,
    endpoint: { endpointId: 'we-new', name: name.trim(), url: url.trim(), events, createdAt: '2026-11-29T20:00:00Z' },
  };
}

function events(snapshot: Snap): WebhooksEvent[] {
  const { context } = snapshot;
  const out: unknown[] = [];
  if (snapshot.matches('loading'))
    out.push(
      done('listWebhookEndpoints', { list: [CRM] }),
      done('listWebhookEndpoints', { list: [] }),
      failed('listWebhookEndpoints', OFFLINE),
    );
  if (snapshot.matches('loadFailed')) out.push({ type: 'webhooks.retry' });
  if (snapshot.matches('refreshing'))
    out.push(
      // The server lists deliveries of the shop's endpoints only.
      done('listWebhookDeliveries', {
        list: context.endpoints.some((e) => e.endpointId === CRM.endpointId) ? [DELIVERY] : [],
      }),
      failed('listWebhookDeliveries', OFFLINE),
    );
  if (snapshot.matches('ready')) {
    // A name and none, an https address and a plain http one, an event ticked and unticked.
    out.push({ type: 'draft.name.change', name: context.name === '' ? ' Zapier ' : '' });
    out.push({
      type: 'draft.url.change',
      url: context.url.startsWith('https:') ? 'http://hooks.example.com/z' : 'https://hooks.example.com/z',
    });
    out.push({ type: 'draft.event.toggle', event: 'dm.sent' });
    out.push({ type: 'endpoint.create' }, { type: 'deliveries.refresh' });
    for (const endpoint of context.endpoints) out.push({ type: 'remove.ask', endpointId: endpoint.endpointId });
    out.push({ type: 'remove.ask', endpointId: 'we-unknown' });
    for (const delivery of context.deliveries) out.push({ type: 'delivery.resend', deliveryId: delivery.deliveryId });
    out.push({ type: 'delivery.resend', deliveryId: 'whd_unknown' });
  }
  if (snapshot.matches('creating'))
    out.push(done('createWebhookEndpoint', createdAnswer(snapshot)), failed('createWebhookEndpoint', REFUSED));
  if (snapshot.matches('secretShown')) out.push({ type: 'secret.dismiss' });
  if (snapshot.matches('confirmingRemove')) out.push({ type: 'remove.confirm' }, { type: 'remove.cancel' });
  if (snapshot.matches('removing')) {
    const row = context.endpoints.find((e) => e.endpointId === context.removingId);
    out.push(done('deleteWebhookEndpoint', row), failed('deleteWebhookEndpoint', OFFLINE));
  }
  if (snapshot.matches('resending'))
    out.push(
      done('resendWebhookDelivery', { ...DELIVERY, status: 'pending', nextAttemptAt: '2026-11-29T20:00:00.000Z' }),
      failed('resendWebhookDelivery', OFFLINE),
    );
  return out as WebhooksEvent[];
}

const ACTORS = [
  'listWebhookEndpoints',
  'listWebhookDeliveries',
  'createWebhookEndpoint',
  'deleteWebhookEndpoint',
  'resendWebhookDelivery',
];

function arrange() {
  const log = newCallLog();
  const actors = recordingActors(log, ACTORS);
  return { machine: webhooksMachine.provide({ actors: actors as never }), effects: log };
}

const callsTo = (effects: CallLog, actor: string) => effects.calls.filter((c) => c.actor === actor);

describe('webhooks machine', () => {
  it('webhooks: every state and transition; the secret shows once, only a valid form is sent, removal is asked first', async () => {
    const coverage = await exploreModel({
      name: 'webhooks',
      machine: webhooksMachine,
      events,
      arrange,
      observe: recordEmitted,
      // What the next events depend on, and no more: the graph stays small and finite.
      serializeState: (snapshot: Snap) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.name,
          snapshot.context.url,
          snapshot.context.events,
          snapshot.context.endpoints.map((e) => e.endpointId),
          snapshot.context.deliveries.map((d) => d.deliveryId),
          snapshot.context.removingId,
        ]),
      assertStep: ({ snapshot, effects, path }: { snapshot: Snap; effects: CallLog; path: WebhooksEvent[] }) => {
        const { context } = snapshot;
        const busy = (['loading', 'refreshing', 'creating', 'removing', 'resending'] as const).some((s) =>
          snapshot.matches(s),
        );
        expect(snapshot.hasTag('busy')).toBe(busy);
        expect(snapshot.hasTag('secret-visible')).toBe(snapshot.matches('secretShown'));
        expect(context.created !== null).toBe(snapshot.matches('secretShown'));
        expect(JSON.stringify([context.endpoints, context.deliveries])).not.toContain(NEW_SECRET);
        expect(snapshot.hasTag('confirm-visible')).toBe(
          snapshot.matches('confirmingRemove') || snapshot.matches('removing'),
        );
        if (snapshot.matches('confirmingRemove'))
          expect(context.endpoints.map((e) => e.endpointId)).toContain(context.removingId);
        for (const call of callsTo(effects, 'createWebhookEndpoint')) {
          const input = call.input as { name: string; url: string; events: string[] };
          expect(input.name).toBe(input.name.trim());
          expect(input.name).not.toBe('');
          expect(input.url).toMatch(/^https:\/\//);
          expect(input.events).toEqual(WEBHOOK_EVENT_TYPES.filter((e) => input.events.includes(e)));
          expect(input.events.length).toBeGreaterThan(0);
        }
        expect(callsTo(effects, 'createWebhookEndpoint')).toHaveLength(
          countOf(path, 'xstate.done.actor.createWebhookEndpoint') +
            countOf(path, 'xstate.error.actor.createWebhookEndpoint') +
            (snapshot.matches('creating') ? 1 : 0),
        );
        expect(callsTo(effects, 'deleteWebhookEndpoint')).toHaveLength(countOf(path, 'remove.confirm'));
        expect(callsTo(effects, 'listWebhookEndpoints')).toHaveLength(1 + countOf(path, 'webhooks.retry'));
        expect(callsTo(effects, 'listWebhookDeliveries')).toHaveLength(
          countOf(path, 'xstate.done.actor.listWebhookEndpoints') + countOf(path, 'deliveries.refresh'),
        );
        expect(
          effects.emitted.filter(
            (e) => e.text === WEBHOOK_REMOVED_TEXT(CRM.name) || e.text === WEBHOOK_REMOVED_TEXT('Zapier'),
          ),
        ).toHaveLength(countOf(path, 'xstate.done.actor.deleteWebhookEndpoint'));
        expect(effects.emitted.filter((e) => e.text === WEBHOOK_RESENT_TEXT)).toHaveLength(
          countOf(path, 'xstate.done.actor.resendWebhookDelivery'),
        );
        // A removed endpoint takes its deliveries off the list.
        for (const delivery of context.deliveries)
          expect(context.endpoints.map((e) => e.endpointId)).toContain(delivery.endpointId);
        if (path.at(-1)?.type === 'endpoint.create' && snapshot.matches('ready')) expect(context.problem).toBeTruthy();
        if (path.at(-1)?.type.startsWith('xstate.error.actor.')) expect(context.failure).toBeTruthy();
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 120_000);
});
