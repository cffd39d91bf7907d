import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_SUBSCRIPTION, usd } from './example-answers';
import type { subscriptionMachine } from './subscription.machine';

export const subscriptionExamples: SimulationExamples<typeof subscriptionMachine> = {
  actors: {
    loadSubscription: {
      output: {
        subscription: EXAMPLE_SUBSCRIPTION,
        billInfo: {
          hasPaymentInfo: true,
          cardBrand: 'visa',
          cardLast4: '4242',
          cardExpMonth: 8,
          cardExpYear: 2028,
          billingEmail: 'jane@example.com',
          nextBillingDate: '2026-12-01',
          creditBalance: usd(0),
        },
      },
      error: 'Your subscription could not be loaded.',
    },
    cancelSubscription: {
      output: { ...EXAMPLE_SUBSCRIPTION, cancelAtPeriodEnd: true },
      error: 'The subscription could not be cancelled.',
    },
  },
};
