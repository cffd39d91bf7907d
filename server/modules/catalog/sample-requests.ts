import type { components } from '../../../src/generated/api';
import type { Projection } from '../../events/projections';
import type { SampleEvent } from './sample-request-decider';

/** The read side of sample requests: the sample_requests table, and how a request reads as an application. */

type Schemas = components['schemas'];
export type SampleStatus = Schemas['SampleRequest']['status'];

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
