import type { AccountErasure } from '../../services';
import { samplesStream } from './sample-request-decider';

/**
 * Account erasure: sample requests keep the shipping address (and a free-text note) in the event only; the rest of
 * each event feeds the apply-in-shop records, so only those fields go and a rebuild still gives the same rows.
 */
export const samplesErasure = (): AccountErasure => ({
  erase: async (tx, { shopDomain }) => {
    if (!shopDomain) return;
    await tx.query(
      `update events set data = data - 'shippingAddress' - 'note'
       where stream_id = $1 and (data ? 'shippingAddress' or data ? 'note')`,
      [samplesStream(shopDomain)],
    );
  },
});
