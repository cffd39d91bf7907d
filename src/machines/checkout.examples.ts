import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_SUBSCRIPTION, usd } from './example-answers';
import { EXAMPLE_PRICING } from './plans.examples';
import type { checkoutMachine } from './checkout.machine';

/** Buying Pro from Free, without a card on file: the checkout page takes the payment. */
export const checkoutExamples: SimulationExamples<typeof checkoutMachine> = {
  actors: {
    loadOffer: { output: { plan: EXAMPLE_PRICING.plans[1] ?? null, currentPlan: null, hasPaymentInfo: false }, error: 'The plan could not be loaded.' },
    createCheckoutSessionV2: {
      output: { sessionId: 'cs_1', url: 'https://checkout.example.com/pay/cs_1', expiresAt: '2026-11-25T18:30:00.000Z', planId: 75, amount: usd(1999), provider: 'local' },
      error: 'The checkout could not be opened.',
    },
    addPlan: { output: EXAMPLE_SUBSCRIPTION, error: 'Your card was declined.' },
    checkCreateSessionStatus: { output: { sessionId: 'cs_1', status: 'complete', paymentStatus: 'paid', planId: 75 }, error: 'The payment could not be confirmed.' },
  },
};
