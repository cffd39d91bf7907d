/**
 * The shop's sample requests (samples/index), newest first as the apply-in-shop records answer them: the
 * paged-list chart with this call, so the page reads more on demand and retries a failure like the other lists.
 */
import { applyGetApplyInShopRecords } from '../api/catalog';
import { createPagedListMachine } from './paged-list.machine';

export type SampleRecord = Awaited<ReturnType<typeof applyGetApplyInShopRecords>>['list'][number];

export const samplesMachine = createPagedListMachine<SampleRecord>('samples', ({ pageNum, pageSize }, signal) =>
  applyGetApplyInShopRecords({ pageNum, pageSize }, { signal, ignoreErrors: true }),
);
