/**
 * The shop's bills (setting/billing), newest first as get_bills_v2 answers them: the paged-list chart with this
 * call, so the page reads more on demand and retries a failure like the other lists.
 */
import { getBillsV2 } from '../api/billing';
import { createPagedListMachine } from './paged-list.machine';
import type { MachineCard } from './machine-catalog';

export type Bill = Awaited<ReturnType<typeof getBillsV2>>['list'][number];

export const billsMachine = createPagedListMachine<Bill>('bills', ({ pageNum, pageSize }, signal) =>
  getBillsV2({ pageNum, pageSize }, { signal, ignoreErrors: true }),
);

export const card = {
  machine: billsMachine,
  title: 'Bills',
  spec: '§2 setting/billing; §7 get_bills_v2; §9 overage; issue 15',
  screen: 'billing',
} satisfies MachineCard<typeof billsMachine>;
