/**
 * The shop's sample requests (samples/index), newest first as the apply-in-shop records answer them: the
 * paged-list chart with this call, so the page reads more on demand and retries a failure like the other lists.
 */
import { applyGetApplyInShopRecords } from '../api/catalog';
import { createPagedListMachine } from './paged-list.machine';
import type { MachineCard } from './machine-catalog';

export type SampleRecord = Awaited<ReturnType<typeof applyGetApplyInShopRecords>>['list'][number];

export const samplesMachine = createPagedListMachine<SampleRecord>('samples', ({ pageNum, pageSize }, signal) =>
  applyGetApplyInShopRecords({ pageNum, pageSize }, { signal, ignoreErrors: true }),
);

export const card = {
  machine: samplesMachine,
  title: 'Sample requests',
  spec: '§2 samples/index; §7 apply/get_apply_in_shop_records; issue 16',
  screen: 'samples',
} satisfies MachineCard<typeof samplesMachine>;
