/**
 * The shop's bills (setting/billing), newest first as get_bills_v2 answers them: the paged-list chart with this
 * call, so the page reads more on demand and retries a failure like the other lists.
 */
import { getBillsV2 } from '../api/billing';
import { createPagedListMachine } from './paged-list.machine';

export type Bill = Awaited<ReturnType<typeof getBillsV2>>['list'][number];

export const billsMachine = createPagedListMachine<Bill>('bills', ({ pageNum, pageSize }, signal) =>
  getBillsV2({ pageNum, pageSize }, { signal, ignoreErrors: true }),
);
