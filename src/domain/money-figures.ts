/**
 * The shop's money as Settings › Income and the earnings page both show it (issue 24): one server answer feeds
 * both (get_total and get_balance come from one query), and each figure has one name and one sentence saying what
 * it is, here.
 */
import { REFERRAL_COMMISSION_PERCENT } from './spec-constants';

export const MONEY_FIGURES = {
  readyToPay: { label: 'Ready to pay', note: 'Earnings of closed months, not paid out yet.' },
  pending: { label: 'Pending', note: 'What your orders earn now, not settled into a month yet.' },
  paidOut: { label: 'Paid out', note: 'Settlements paid to you.' },
  lifetime: { label: 'Lifetime earnings', note: 'Ready to pay, pending and paid out together.' },
  referralBonus: {
    label: 'Referral bonuses',
    note: `${REFERRAL_COMMISSION_PERCENT}% of every bill paid by the shops that joined with your referral code, kept apart from your earnings.`,
  },
} as const;

export type MoneyFigure = keyof typeof MONEY_FIGURES;
