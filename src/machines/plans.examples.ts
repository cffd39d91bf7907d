import type { ActorOutput, SimulationExamples } from './actor-examples';
import { usd } from './example-answers';
import type { plansMachine } from './plans.machine';

/** The plans on sale, as the pricing model answers them (Free and Pro; Jane is on Pro). */
/** The plans on sale, as the pricing model answers them (Free and Pro, from the plans table; the shop is on Free). */
export const EXAMPLE_PRICING: ActorOutput<typeof plansMachine, 'getPricingModel'> = {
  plans: [
    {
      planId: 0,
      name: 'Free',
      lookup_key: 'free',
      monthlyPrice: usd(0),
      includedClicks: 1000,
      extraClickPrice: usd(1),
      extraClicksCap: usd(99_900),
      features: ['short_links', 'deep_links', 'bio_link', 'auto_dm', 'landing_pages', 'galleries', 'collages'],
      purchasable: false,
    },
    {
      planId: 199,
      name: 'Pro',
      lookup_key: 'pro',
      monthlyPrice: usd(19_900),
      includedClicks: 30_000,
      extraClickPrice: usd(1),
      extraClicksCap: usd(99_900),
      features: [
        'short_links',
        'deep_links',
        'bio_link',
        'auto_dm',
        'landing_pages',
        'galleries',
        'collages',
        'schedule_posts',
      ],
      purchasable: true,
    },
  ],
  currentPlanId: 0,
};

export const plansExamples: SimulationExamples<typeof plansMachine> = {
  actors: {
    getPricingModel: { output: EXAMPLE_PRICING, error: 'The plans could not be loaded.' },
  },
};
