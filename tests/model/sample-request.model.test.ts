import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import {
  SAMPLE_REQUESTED_TEXT,
  sampleRequestMachine,
  type SampleRequestEvent,
  type SampleRequestSnapshot,
} from '../../src/machines/sample-request.machine';
import { pendingSampleText, sampleAddressErrors, type SampleAddressValues } from '../../src/domain/sample-address';
import { ApiError } from '../../src/api/response-policy';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ALREADY =
  'You have already asked for a sample of this product. Wait for the brand to answer before asking again.';
const actorEvent = (type: 'done' | 'error', payload: unknown, id = 'addSample') =>
  ({
    type: `xstate.${type}.actor.${id}`,
    actorId: id,
    ...(type === 'done' ? { output: payload } : { error: payload }),
  }) as unknown as SampleRequestEvent;
const ASKED_AT = '2026-11-20T18:30:00.000Z';

/** Filling the form: the required fields one by one (the country is US already), and a blank name again. */
const FIELDS: SampleRequestEvent[] = [
  { type: 'field.change', field: 'name', value: 'Ada Lovelace' },
  { type: 'field.change', field: 'line1', value: '1 Market St' },
  { type: 'field.change', field: 'city', value: 'San Francisco' },
  { type: 'field.change', field: 'postalCode', value: '94105' },
  { type: 'field.change', field: 'name', value: ' ' },
];

function eventsFor(snapshot: SampleRequestSnapshot): SampleRequestEvent[] {
  const events: SampleRequestEvent[] = [
    { type: 'sample.open' },
    { type: 'sample.cancel' },
    { type: 'sample.submit' },
    ...FIELDS,
  ];
  if (snapshot.matches('checking')) {
    events.push(
      actorEvent('done', ASKED_AT, 'findPendingRequest'),
      actorEvent('done', null, 'findPendingRequest'),
      actorEvent('error', new Error('offline'), 'findPendingRequest'),
    );
  }
  if (snapshot.matches('sending')) {
    events.push(
      actorEvent('done', undefined),
      actorEvent('error', new ApiError({ code: 409, message: ALREADY, path: '/app/add_sample' })),
      actorEvent(
        'error',
        new ApiError({ code: 400, message: 'shippingAddress.country: must match pattern', path: '/app/add_sample' }),
      ),
    );
  }
  return events;
}

interface Effects {
  sent: Array<{ productId: string; values: SampleAddressValues }>;
  emitted: AnyEventObject[];
}

describe('Request sample on a catalog product', () => {
  it('sample-request: every state and transition; only a complete address is sent, and the outcome is said', async () => {
    const coverage = await exploreModel<typeof sampleRequestMachine, Effects>({
      name: 'sample-request',
      machine: sampleRequestMachine,
      input: { productId: 'amazon-B0XS9VQK0L' },
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          filled: Object.values(s.context.values).filter((v) => v.trim() !== '').length,
          e: Object.keys(s.context.errors).length,
          f: s.context.failure,
          o: s.context.outcome,
        }),
      limit: 20_000,
      arrange: () => {
        const effects: Effects = { sent: [], emitted: [] };
        const machine = sampleRequestMachine.provide({
          actors: {
            findPendingRequest: fromPromise<string | null, { productId: string }>(() => new Promise(() => {})),
            addSample: fromPromise<void, Effects['sent'][number]>(
              ({ input }) => (effects.sent.push(input), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        if (snapshot.matches('sending')) {
          expect(effects.sent.at(-1)?.productId).toBe('amazon-B0XS9VQK0L');
          expect(sampleAddressErrors(effects.sent.at(-1)!.values)).toEqual({});
        }
        if (event.type === 'sample.submit' && snapshot.matches('editing'))
          expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0);
        if (snapshot.matches('requested'))
          expect([SAMPLE_REQUESTED_TEXT, ALREADY, pendingSampleText(ASKED_AT)]).toContain(snapshot.context.outcome);
        if ((event.type as string) === 'xstate.done.actor.findPendingRequest' && snapshot.matches('requested')) {
          expect(snapshot.context.outcome).toBe(
            'You asked for a sample of this product on Nov 20, 2026. The brand has not answered yet.',
          );
        }
        if ((event.type as string) === 'xstate.done.actor.addSample')
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: SAMPLE_REQUESTED_TEXT });
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('sending'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
