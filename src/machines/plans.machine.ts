/**
 * The plans page (setting/newPrice/index): the tiers with the clicks each includes per month (get_pricing_model,
 * which answers the plans table of src/domain and the shop's current plan), the current one marked, and a tier on
 * sale chosen to go on to the Payment page.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getPricingModel } from '../api/billing';
import { BILLING_TEXTS, paymentPagePath } from '../domain/billing-pages';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type PricingModel = Awaited<ReturnType<typeof getPricingModel>>;
export type PricingPlan = PricingModel['plans'][number];

export interface PlansContext {
  model: PricingModel | null;
  failure: string | null;
}

export type PlansEvent = { type: 'plans.retry' } | { type: 'plans.choose'; lookupKey: string };

export type PlansEmitted = { type: 'route.navigate'; path: string };

export const isCurrentPlan = (plan: PricingPlan, model: PricingModel): boolean => plan.planId === model.currentPlanId;

/** A tier the creator can buy here: one on sale that the shop is not on. */
export function isChoosable(model: PricingModel | null, lookupKey: string): boolean {
  const plan = model?.plans.find((p) => p.lookup_key === lookupKey);
  return model !== null && plan !== undefined && plan.purchasable && !isCurrentPlan(plan, model);
}

export const plansMachine = setup({
  types: { context: {} as PlansContext, events: {} as PlansEvent, emitted: {} as PlansEmitted },
  actors: {
    getPricingModel: fromPromise<PricingModel>(({ signal }) => getPricingModel({}, { signal, ignoreErrors: true })),
  },
  guards: {
    isChoosable: ({ context, event }) => {
      assertEvent(event, 'plans.choose');
      return isChoosable(context.model, event.lookupKey);
    },
  },
  actions: {
    assignModel: assign((_, output: PricingModel) => ({ model: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BILLING_TEXTS.plansLoadFailed),
    })),
    navigatePayment: emit(({ event }) => {
      assertEvent(event, 'plans.choose');
      return { type: 'route.navigate' as const, path: paymentPagePath(event.lookupKey) };
    }),
  },
}).createMachine({
  id: 'plans',
  description:
    'The plans page: the tiers with their monthly price and included clicks, the current plan marked, a tier on sale chosen for payment.',
  context: { model: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: "Reading the tiers and the shop's current plan (get_pricing_model).",
      tags: ['busy'],
      invoke: {
        id: 'getPricingModel',
        src: 'getPricingModel',
        onDone: {
          target: 'ready',
          actions: { type: 'assignModel', params: doneOutput },
          description: 'The tiers show, the current one marked.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Not read: say why and offer to retry.',
        },
      },
    },
    ready: {
      description: 'The tiers show; each tier on sale other than the current plan has its Choose button.',
      on: {
        'plans.choose': {
          guard: 'isChoosable',
          actions: 'navigatePayment',
          description: 'A tier on sale other than the current plan: open the Payment page for it.',
        },
      },
    },
    failed: {
      description: 'The plans could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'plans.retry': { target: 'loading', description: 'Try again.' } },
    },
  },
});

export type PlansSnapshot = SnapshotFrom<typeof plansMachine>;

export const card = {
  machine: plansMachine,
  title: 'Plans',
  spec: '§2 setting/newPrice/index, §4 plan-usage button, §9 plan type codes; issue 15',
  screen: 'plans',
} satisfies MachineCard<typeof plansMachine>;
