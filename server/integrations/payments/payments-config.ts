import { z } from 'zod';
import { localPayments } from './local-payments';
import type { PaymentsPort } from './payments-port';
import { createStripePayments } from './stripe-payments';

/**
 * The payment settings, read with the rest of the configuration (server/config.ts takes this schema in).
 *
 * - STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: both set, Stripe takes the payments (Checkout Sessions in
 *   subscription mode, webhooks to /webhooks/payments); both unset, Linkmint's local checkout page does. One
 *   without the other is refused at start-up: half a Stripe setup would take money it never hears about.
 * - STRIPE_API_BASE: where the Stripe API answers; tests point it at a loopback fake.
 */
export const PaymentsEnvSchema = z.object({
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_BASE: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('https://api.stripe.com'),
});

export type PaymentsEnv = z.infer<typeof PaymentsEnvSchema>;

export const PAYMENTS_CONFIG_MESSAGE =
  'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both to take payments with Stripe, or neither for the local checkout page.';

/** The payments adapter of this process. */
export function paymentsFrom(env: PaymentsEnv, fetcher: typeof fetch = fetch): PaymentsPort {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)
    return createStripePayments({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE }, fetcher);
  if (env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET) throw new Error(PAYMENTS_CONFIG_MESSAGE);
  return localPayments;
}
