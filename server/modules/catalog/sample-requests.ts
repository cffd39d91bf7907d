import type { components } from '../../../src/generated/api';
import type { Decider } from '../../events/command-handler';
import type { Projection } from '../../events/projections';
import { clash } from '../../events/domain-error';

/**
 * Samples a creator asks brands for (add_sample). One stream per shop, `samples:<shopDomain>`, so the rule
 * "one open request per product" is decided on the shop's own history. A request is also the shop's
 * application to the brand's program, which the apply-in-shop records list.
 */

type Schemas = components['schemas'];
export type SampleStatus = Schemas['SampleRequest']['status'];

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

export const sampleRequestsProjection: Projection<SampleEvent> = {
  name: 'sample-requests',
  tables: ['sample_requests'],
  handles: ['SampleRequested'],
  async apply(tx, event) {
    const d = event.data;
    await tx.query(
      `insert into sample_requests (request_id, shop_domain, product_id, brand_id, status, requested_at, position)
       values ($1, $2, $3, $4, 'requested', $5, $6)`,
      [d.requestId, d.shopDomain, d.productId, d.brandId, d.requestedAt, event.position],
    );
  },
};

/** How a sample request reads as an application to the brand's program. */
export function applyStatusOf(status: SampleStatus): Schemas['ApplyRecord']['status'] {
  if (status === 'requested') return 'pending';
  return status === 'rejected' ? 'rejected' : 'approved';
}

/** The sample statuses an application status filter stands for. */
export function sampleStatusesFor(status: Schemas['ApplyRecord']['status']): SampleStatus[] {
  if (status === 'pending') return ['requested'];
  return status === 'rejected' ? ['rejected'] : ['approved', 'shipped'];
}
