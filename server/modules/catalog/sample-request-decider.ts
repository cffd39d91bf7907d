import type { components } from '../../../src/generated/api';
import type { Decider } from '../../events/command-handler';
import { clash } from '../../events/domain-error';

/**
 * Samples a creator asks brands for (add_sample). One stream per shop, `samples:<shopDomain>`, so the rule
 * "one open request per product" is decided on the shop's own history. A request is also the shop's
 * application to the brand's program, which the apply-in-shop records list.
 */

type Schemas = components['schemas'];

export interface SampleRequestedData {
  requestId: string;
  shopDomain: string;
  productId: string;
  brandId: string;
  /** For the brand's shipment; kept in the event only, never in a read table. */
  shippingAddress: Schemas['PostalAddress'];
  note?: string;
  requestedAt: string;
}

export type SampleRequested = { type: 'SampleRequested'; data: SampleRequestedData };
export type SampleEvent = SampleRequested;

export const samplesStream = (shopDomain: string) => `samples:${shopDomain}`;

export const SAMPLE_MESSAGES = {
  alreadyOpen: 'You have already asked for a sample of this product. Wait for the brand to answer before asking again.',
} as const;

export type RequestSample = { type: 'RequestSample' } & Omit<SampleRequestedData, 'requestedAt'>;

/** Products with a request the brand has not answered yet. */
export interface SamplesState {
  open: ReadonlySet<string>;
}

export const samplesDecider: Decider<RequestSample, SamplesState, SampleEvent> = {
  initialState: { open: new Set() },
  evolve: (state, event) => ({ open: new Set([...state.open, event.data.productId]) }),
  decide(command, state, { now }) {
    if (state.open.has(command.productId)) throw clash(SAMPLE_MESSAGES.alreadyOpen);
    const { type: _command, ...request } = command;
    return [{ type: 'SampleRequested', data: { ...request, requestedAt: now.toISOString() } }];
  },
};
