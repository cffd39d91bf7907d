import type { Decider } from '../../events/command-handler';

/** Paying a line: one stream per line, `settlement-line:<lineId>`; paying a paid line changes nothing. */
export type SettlementLinePaid = { type: 'SettlementLinePaid'; data: { lineId: string; paidAt: string } };
export const settlementLineStream = (lineId: string) => `settlement-line:${lineId}`;

export const settlementPaymentDecider: Decider<
  { type: 'PayLine'; lineId: string },
  { paid: boolean },
  SettlementLinePaid
> = {
  initialState: { paid: false },
  evolve: () => ({ paid: true }),
  decide: (command, state, { now }) =>
    state.paid ? [] : [{ type: 'SettlementLinePaid', data: { lineId: command.lineId, paidAt: now.toISOString() } }],
};
