/**
 * The income page's ledger (setting/balance/income_webview), newest first as get_ledger answers it: referral
 * credits and paid settlements on the paged-list chart, so the page reads more on demand and retries a failure.
 */
import { getLedger } from '../api/balance';
import { createPagedListMachine } from './paged-list.machine';

export type LedgerEntry = Awaited<ReturnType<typeof getLedger>>['list'][number];

export const ledgerMachine = createPagedListMachine<LedgerEntry>('ledger', ({ pageNum, pageSize }, signal) =>
  getLedger({ pageNum, pageSize }, { signal, ignoreErrors: true }),
);
