import type { CardOnFile } from './payments-port';

/**
 * The local checkout's card rules, as Stripe's test mode behaves: its usual test numbers pay, its usual decline
 * numbers are declined with the message Stripe shows for them, any future expiry and any 3-digit CVC (4 for
 * American Express) go through. Nothing here reaches a bank; the number itself is never kept.
 */

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  incorrectNumber: 'Your card number is incorrect.',
  incompleteNumber: 'Your card number is incomplete.',
  unknownCard: 'This card is not a test card: use a test card such as 4242 4242 4242 4242.',
  invalidExpiry: "Your card's expiration date is incomplete: write it as MM/YY.",
  pastExpiry: "Your card's expiration date is in the past.",
  invalidCvc: "Your card's security code is incomplete.",
} as const;

/** Decline numbers and their messages (Stripe's testing page). */
const DECLINES: Record<string, string> = {
  '4000000000000002': CARD_MESSAGES.declined,
  '4000000000009995': CARD_MESSAGES.insufficientFunds,
  '4000000000009987': CARD_MESSAGES.declined,
  '4000000000009979': CARD_MESSAGES.declined,
  '4100000000000019': CARD_MESSAGES.declined,
  '4000000000000069': CARD_MESSAGES.expired,
  '4000000000000127': CARD_MESSAGES.incorrectCvc,
  '4000000000000119': CARD_MESSAGES.processingError,
};

/** Numbers that pay, by brand. */
const PAYING: Record<string, string> = {
  '4242424242424242': 'Visa',
  '4000056655665556': 'Visa',
  '5555555555554444': 'Mastercard',
  '2223003122003222': 'Mastercard',
  '5200828282828210': 'Mastercard',
  '5105105105105100': 'Mastercard',
  '378282246310005': 'American Express',
  '371449635398431': 'American Express',
  '6011111111111117': 'Discover',
  '6011000990139424': 'Discover',
  '6011981111111113': 'Discover',
  '3056930009020004': 'Diners Club',
  '36227206271667': 'Diners Club',
  '3566002020360505': 'JCB',
  '6200000000000005': 'UnionPay',
};

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardOutcome =
  | { kind: 'paid'; card: CardOnFile }
  /** The bank said no: Stripe answers these with HTTP 402. */
  | { kind: 'declined'; message: string }
  /** The details cannot be a card: 400. */
  | { kind: 'invalid'; message: string };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY or MM/YYYY, with or without spaces around the slash. */
function expiryOf(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** What paying with this card does, at `now` (UTC month for the expiry, as card networks count it). */
export function chargeTestCard(input: CardInput, now: Date): CardOutcome {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < 14) return { kind: 'invalid', message: CARD_MESSAGES.incompleteNumber };
  if (digits.length > 19 || !luhn(digits)) return { kind: 'invalid', message: CARD_MESSAGES.incorrectNumber };
  const expiry = expiryOf(input.expiry);
  if (!expiry) return { kind: 'invalid', message: CARD_MESSAGES.invalidExpiry };
  if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return { kind: 'invalid', message: CARD_MESSAGES.pastExpiry };
  const brand = PAYING[digits];
  const cvcLength = brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim()))
    return { kind: 'invalid', message: CARD_MESSAGES.invalidCvc };
  const decline = DECLINES[digits];
  if (decline) return { kind: 'declined', message: decline };
  if (!brand) return { kind: 'declined', message: CARD_MESSAGES.unknownCard };
  return { kind: 'paid', card: { brand, last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year } };
}
