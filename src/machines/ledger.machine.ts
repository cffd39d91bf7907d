/**
 * The income page's ledger (setting/balance/income_webview), newest first as get_ledger answers it: referral
 * credits and paid settlements on the paged-list chart, so the page reads more on demand and retries a failure.
 */
import { getLedger } from '../api/balance';
import { createPagedListMachine } from './paged-list.machine';
import type { MachineCard } from './machine-catalog';

export type LedgerEntry = Awaited<ReturnType<typeof getLedger>>['list'][number];

export const ledgerMachine = createPagedListMachine<LedgerEntry>('ledger', ({ pageNum, pageSize }, signal) =>
  getLedger({ pageNum, pageSize }, { signal, ignoreErrors: true }),
);

export const card = {
  machine: ledgerMachine,
  title: 'Income details',
  spec: '§2 setting/balance/income_webview, §9 referral 20%; issue 15',
  screen: 'income',
} satisfies MachineCard<typeof ledgerMachine>;
