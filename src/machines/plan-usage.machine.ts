import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { getStripeCancelAlert, getUsedClicks } from '../api/billing';
import {
  planRequiredDialog,
  planUsageDialog,
  PLANS_PAGE_PATH,
  type PlanUsageDialog,
  type UsedClicks,
} from '../domain/plan-usage';
import { hasPage } from '../domain/registered-routes';
import { doneOutput } from './call-results';
import { REGISTERED_PATHS } from '../domain/registered-routes';
import type { MachineCard } from './machine-catalog';

export interface PlanUsageInput {
  /** The paths of the app's route tables: the button is inert while the plans page is not among them. */
  registeredPaths: readonly string[];
}

export interface PlanUsageContext extends PlanUsageInput {
  dialog: PlanUsageDialog | null;
}

export type PlanUsageEvent =
  /** On creation and whenever the user info changes, with the session as it is then. */
  | { type: 'planUsage.check'; token: string | null; shopName: string | null }
  | { type: 'planUsage.close' }
  /** The dialog's button: 'Go to Plans', 'Upgrade Now' or 'See plans'. */
  | { type: 'planUsage.upgrade' }
  /** A call was refused because the shop's plan lacks the feature (402); the server's sentence names the plan. */
  | { type: 'planUsage.planRequired'; message: string };

export type PlanUsageEmitted = { type: 'route.navigate'; path: string };

/**
 * The plan-usage dialog (spec §4, curStatus): a cancelled boosting special plan first, then the used-clicks
 * alert type; the dialog's sentences come from src/domain/plan-usage.ts.
 */
export const planUsageMachine = setup({
  types: {
    input: {} as PlanUsageInput,
    context: {} as PlanUsageContext,
    events: {} as PlanUsageEvent,
    emitted: {} as PlanUsageEmitted,
  },
  actors: {
    getStripeCancelAlert: fromPromise<boolean>(
      async ({ signal }) => (await getStripeCancelAlert({}, { signal })).hasCancelAlert,
    ),
    getUsedClicks: fromPromise<UsedClicks>(({ signal }) => getUsedClicks({}, { signal })),
  },
  guards: {
    hasSession: ({ event }) => {
      assertEvent(event, 'planUsage.check');
      return Boolean(event.token) && Boolean(event.shopName);
    },
    hasCancelAlert: (_, output: boolean) => output,
    isUsageAlert: (_, output: UsedClicks) => planUsageDialog(false, output) !== null,
    hasPlansPage: ({ context }) => hasPage(PLANS_PAGE_PATH, context.registeredPaths),
  },
  actions: {
    assignCancelDialog: assign({ dialog: () => planUsageDialog(true, null) }),
    assignUsageDialog: assign((_, usage: UsedClicks) => ({ dialog: planUsageDialog(false, usage) })),
    assignNoDialog: assign({ dialog: null }),
    assignPlanRequiredDialog: assign({
      dialog: ({ event }) => {
        assertEvent(event, 'planUsage.planRequired');
        return planRequiredDialog(event.message);
      },
    }),
    navigatePlans: emit({ type: 'route.navigate' as const, path: PLANS_PAGE_PATH }),
  },
}).createMachine({
  id: 'planUsage',
  description:
    "The plan-usage dialog (spec §4): with a token and shop name, on creation and when the user info changes, a cancelled special plan asks for a new plan; otherwise the used clicks' alert type decides: 0 nothing, 1 warn, else danger. A feature the plan lacks (a 402 refusal) shows the same dialog with the plan needed.",
  context: ({ input }) => ({ registeredPaths: input.registeredPaths, dialog: null }),
  initial: 'idle',
  on: {
    'planUsage.planRequired': {
      target: '.visible',
      actions: 'assignPlanRequiredDialog',
      description:
        "A call was refused for want of a plan (402): the dialog shows the server's sentence, naming the plan, and See plans. It replaces a usage check in flight.",
    },
  },
  states: {
    idle: {
      description: 'No dialog.',
      on: {
        'planUsage.check': {
          guard: 'hasSession',
          target: 'checkingCancelAlert',
          description: 'Only with a token and a shop name (spec §4); a signed-out check does nothing.',
        },
      },
    },
    checkingCancelAlert: {
      description: 'get_stripe_cancel_alert. Checks arriving now are dropped: never while already loading.',
      tags: ['busy'],
      invoke: {
        id: 'getStripeCancelAlert',
        src: 'getStripeCancelAlert',
        onDone: [
          {
            guard: { type: 'hasCancelAlert', params: doneOutput },
            target: 'visible',
            actions: 'assignCancelDialog',
            description:
              '-1: the boosting special plan was cancelled: danger, asking for a new plan, button Go to Plans.',
          },
          { target: 'checkingUsedClicks', description: 'No cancel alert: the used clicks decide.' },
        ],
        onError: { target: 'idle', description: 'The call failed (the API client toasts it): no dialog.' },
      },
    },
    checkingUsedClicks: {
      description: 'get_used_clicks. Checks arriving now are dropped.',
      tags: ['busy'],
      invoke: {
        id: 'getUsedClicks',
        src: 'getUsedClicks',
        onDone: [
          {
            guard: { type: 'isUsageAlert', params: doneOutput },
            target: 'visible',
            actions: { type: 'assignUsageDialog', params: doneOutput },
            description:
              'alertType 1: warn, under 10% left; any other non-zero: danger, limit reached or exceeded by N clicks.',
          },
          { target: 'idle', actions: 'assignNoDialog', description: 'alertType 0: no dialog.' },
        ],
        onError: { target: 'idle', description: 'The call failed (the API client toasts it): no dialog.' },
      },
    },
    visible: {
      description:
        "The dialog shows its message, the extra-click terms and its button ('Go to Plans' or 'Upgrade Now').",
      tags: ['modal-visible'],
      on: {
        'planUsage.close': { target: 'idle', actions: 'assignNoDialog', description: 'Closing clears the state.' },
        'planUsage.upgrade': {
          guard: 'hasPlansPage',
          target: 'idle',
          actions: ['assignNoDialog', 'navigatePlans'],
          description:
            'The button opens the plans page (/pages/setting/newPrice/index); while the app has no plans page it shows disabled, saying the page is not available yet.',
        },
        'planUsage.check': {
          guard: 'hasSession',
          target: 'checkingCancelAlert',
          actions: 'assignNoDialog',
          description: 'Changed user info (another plan, another shop) asks again.',
        },
      },
    },
  },
});

export const card = {
  machine: planUsageMachine,
  title: 'Plan-usage dialog',
  spec: '§4 Plan-usage dialog (curStatus), §9',
  input: { registeredPaths: REGISTERED_PATHS },
} satisfies MachineCard<typeof planUsageMachine>;
