import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { localPayments } from '../../server/integrations/payments/local-payments';
import { PAYMENTS_CONFIG_MESSAGE, paymentsFrom } from '../../server/integrations/payments/payments-config';
import { CARD_MESSAGES, chargeTestCard } from '../../server/integrations/payments/test-cards';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('payments configuration', () => {
  it('takes the local checkout page without Stripe, Stripe with both keys, and refuses half a setup', () => {
    expect(paymentsFrom(loadConfig({}))).toBe(localPayments);
    expect(
      paymentsFrom(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).kind,
    ).toBe('stripe');
    expect(() => paymentsFrom(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }))).toThrow(PAYMENTS_CONFIG_MESSAGE);
    expect(() => paymentsFrom(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }))).toThrow(PAYMENTS_CONFIG_MESSAGE);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY=\(value hidden\)/);
  });
});

describe("the local checkout's test cards", () => {
  const pay = (number: string, expiry = '12/30', cvc = '123') => chargeTestCard({ number, expiry, cvc }, NOW);

  it('pays with the usual test numbers, keeping brand, last four and expiry only', () => {
    expect(pay('4242 4242 4242 4242')).toEqual({
      kind: 'paid',
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(pay('5555-5555-5555-4444', '1/2031')).toMatchObject({
      kind: 'paid',
      card: { brand: 'Mastercard', expMonth: 1, expYear: 2031 },
    });
    expect(pay('378282246310005', '11/26', '1234')).toMatchObject({
      kind: 'paid',
      card: { brand: 'American Express', last4: '0005' },
    });
  });

  it('declines the usual decline numbers with their messages', () => {
    expect(pay('4000000000000002')).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(pay('4000000000009995')).toEqual({ kind: 'declined', message: 'Your card has insufficient funds.' });
    expect(pay('4000000000000069')).toEqual({ kind: 'declined', message: 'Your card has expired.' });
    expect(pay('4000000000000127')).toEqual({ kind: 'declined', message: "Your card's security code is incorrect." });
    expect(pay('4000000000000119')).toEqual({ kind: 'declined', message: CARD_MESSAGES.processingError });
    expect(pay('4111111111111111')).toEqual({ kind: 'declined', message: CARD_MESSAGES.unknownCard });
  });

  it('refuses what cannot be a card with a sentence', () => {
    expect(pay('4242 4242')).toEqual({ kind: 'invalid', message: CARD_MESSAGES.incompleteNumber });
    expect(pay('4242424242424241')).toEqual({ kind: 'invalid', message: CARD_MESSAGES.incorrectNumber });
    expect(pay('4242424242424242', '13/30')).toEqual({ kind: 'invalid', message: CARD_MESSAGES.invalidExpiry });
    expect(pay('4242424242424242', '10/26')).toEqual({ kind: 'invalid', message: CARD_MESSAGES.pastExpiry });
    expect(pay('4242424242424242', '11/26')).toMatchObject({ kind: 'paid' });
    expect(pay('4242424242424242', '12/30', '12')).toEqual({ kind: 'invalid', message: CARD_MESSAGES.invalidCvc });
    expect(pay('378282246310005', '12/30', '123')).toEqual({ kind: 'invalid', message: CARD_MESSAGES.invalidCvc });
  });
});
