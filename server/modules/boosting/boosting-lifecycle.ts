import type { components } from '../../../src/generated/api';

/**
 * The review lifecycle of a boosting application (openapi.yaml BoostingStatus): submitted -> reviewing ->
 * approved or rejected (final); approved -> running -> ended (final). Operators take each step with
 * `npm run admin -- boosting <action> --id ID`; the table is the whole rule, so the decider, the command line
 * and the documentation cannot disagree.
 */

export type BoostingStatus = components['schemas']['BoostingStatus'];

export type OperatorAction = 'review' | 'approve' | 'reject' | 'start' | 'end';

export const OPERATOR_ACTIONS: readonly OperatorAction[] = ['review', 'approve', 'reject', 'start', 'end'];

export const TRANSITIONS: Readonly<Record<OperatorAction, { from: BoostingStatus; to: BoostingStatus; verb: string }>> =
  {
    review: { from: 'submitted', to: 'reviewing', verb: 'taken in review' },
    approve: { from: 'reviewing', to: 'approved', verb: 'approved' },
    reject: { from: 'reviewing', to: 'rejected', verb: 'rejected' },
    start: { from: 'approved', to: 'running', verb: 'started' },
    end: { from: 'running', to: 'ended', verb: 'ended' },
  };

/** Statuses whose tracking ids are taken: a new application of the shop may not use them. */
export const ACTIVE_STATUSES: readonly BoostingStatus[] = ['submitted', 'reviewing', 'approved', 'running'];

/** Statuses an operator may import results for (the ads were approved, so they may have run). */
export const RESULT_STATUSES: readonly BoostingStatus[] = ['approved', 'running', 'ended'];

export const isActiveStatus = (status: BoostingStatus) => ACTIVE_STATUSES.includes(status);

/** The status an action leads to from `current`, or the sentence refusing it (naming the current status). */
export function nextStatus(
  action: OperatorAction,
  current: BoostingStatus,
  applicationId: string,
): { to: BoostingStatus } | { refused: string } {
  const step = TRANSITIONS[action];
  if (current === step.from) return { to: step.to };
  return {
    refused: `Application ${applicationId} is ${current}: only an application that is ${step.from} can be ${step.verb}.`,
  };
}
