import { describe, it } from 'vitest';
import {
  SAMPLE_MESSAGES,
  samplesDecider,
  type RequestSample,
  type SampleEvent,
} from '../../../server/modules/catalog/sample-request-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const samples = spec(samplesDecider);
const address: RequestSample['shippingAddress'] = {
  name: 'Jane Doe',
  line1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
};
const request = (productId: string, requestId = `r-${productId}`): RequestSample => ({
  type: 'RequestSample',
  requestId,
  shopDomain: 'shop-a',
  productId,
  brandId: 'b1',
  shippingAddress: address,
});
const requested = (productId: string): SampleEvent => {
  const { type: _command, ...data } = request(productId);
  return { type: 'SampleRequested', data: { ...data, requestedAt: SPEC_NOW.toISOString() } };
};

describe('sample request decider', () => {
  it('asks a brand for a sample of a product once while the request is open', () => {
    samples
      .given([])
      .when(request('p1'))
      .then([requested('p1')]);
    samples
      .given([requested('p1')])
      .when(request('p1', 'r-again'))
      .thenThrows('conflict', SAMPLE_MESSAGES.alreadyOpen);
    samples
      .given([requested('p1')])
      .when(request('p2'))
      .then([requested('p2')]);
  });
});
