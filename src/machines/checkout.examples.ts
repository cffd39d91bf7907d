import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_SUBSCRIPTION, usd } from './example-answers';
import { EXAMPLE_PRICING } from './plans.examples';
import type { checkoutMachine } from './checkout.machine';

/**
 * Buying Pro from Free on November 25th: the rest of the month (6 of 30 days) is due today, and the checkout
 * page takes the payment.
 */
const PRO_QUOTE = {
  kind: 'purchase',
  planId: 199,
  lookup_key: 'pro',
  monthlyPrice: usd(19900),
  periodStart: '2026-11-25T08:00:00.000Z',
  periodEnd: '2026-12-01T08:00:00.000Z',
  chargedFrom: '2026-11-25T08:00:00.000Z',
  daysCharged: 6,
  daysInMonth: 30,
  planAmount: usd(3980),
  prorationCredit: usd(0),
  accountCredit: usd(0),
  amountDue: usd(3980),
  creditAfter: usd(0),
} as const;
export const checkoutExamples: SimulationExamples<typeof checkoutMachine> = {
  actors: {
    loadOffer: {
      output: { plan: EXAMPLE_PRICING.plans[1] ?? null, currentPlan: null, quote: PRO_QUOTE, refusal: null },
      error: 'The plan could not be loaded.',
    },
    createCheckoutSessionV2: {
      output: {
        sessionId: 'cs_1',
        url: 'https://checkout.example.com/pay/cs_1',
        expiresAt: '2026-11-25T18:30:00.000Z',
        planId: 199,
        amount: usd(3980),
        provider: 'local',
      },
      error: 'The checkout could not be opened.',
    },
    addPlan: { output: EXAMPLE_SUBSCRIPTION, error: 'Your card was declined.' },
    checkCreateSessionStatus: {
      output: { sessionId: 'cs_1', status: 'complete', paymentStatus: 'paid', planId: 199 },
      error: 'The payment could not be confirmed.',
    },
  },
};
